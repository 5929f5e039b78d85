// Issue 17: one list of remotes, discovered from the workspace. A new `remote-*` folder whose
// package.json declares its name and port is picked up by start, build, test and the API's CORS
// origins, with nothing else edited.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { builtPackages } from './build.mjs';
import { repoRoot } from './paths.mjs';
import {
  defaultPorts,
  portVariable,
  readRemotes,
  shiftedPorts,
  urlVariable,
  workspacePatterns,
} from './remotes.mjs';
import { portsFromEnv } from './config.mjs';
import { corsOriginsFor } from './stack.mjs';

const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A workspace in a temporary folder: `folders` maps a folder to its package.json (or null). */
function workspace(folders, patterns = ['shared', 'host', 'remote-*']) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'leafbid-remotes-'));
  roots.push(root);
  writeFileSync(
    path.join(root, 'pnpm-workspace.yaml'),
    `packages:\n${patterns.map((p) => `  - ${p}`).join('\n')}\n\ncatalog:\n  react: 19.2.0\n`,
  );
  for (const [folder, pkg] of Object.entries(folders)) {
    mkdirSync(path.join(root, folder));
    if (pkg) writeFileSync(path.join(root, folder, 'package.json'), JSON.stringify(pkg));
  }
  return root;
}

const remotePackage = (name, port) => ({
  name: `@leafbid/remote-${name}`,
  leafbid: { remote: name, port },
});

describe('readRemotes', () => {
  it('picks up a new remote-* folder with its declared name and port, everywhere the list is read', () => {
    const root = workspace({
      shared: { name: '@leafbid/shared' },
      host: { name: '@leafbid/host' },
      'remote-orders': remotePackage('orders', 3002),
      'remote-price-alerts': remotePackage('price-alerts', 3006),
      'remote-marketplace': remotePackage('marketplace', 3001),
      // A folder the workspace does not list, and a remote-* folder without a declaration.
      notes: remotePackage('notes', 3007),
      'remote-scratch': { name: 'scratch' },
      'remote-empty': null,
    });
    const remotes = readRemotes(root);
    assert.deepEqual(
      remotes.map(({ name, port, folder, packageName }) => ({ name, port, folder, packageName })),
      [
        {
          name: 'marketplace',
          port: 3001,
          folder: 'remote-marketplace',
          packageName: '@leafbid/remote-marketplace',
        },
        {
          name: 'orders',
          port: 3002,
          folder: 'remote-orders',
          packageName: '@leafbid/remote-orders',
        },
        {
          name: 'price-alerts',
          port: 3006,
          folder: 'remote-price-alerts',
          packageName: '@leafbid/remote-price-alerts',
        },
      ],
    );
    assert.equal(remotes[2].dir, path.join(root, 'remote-price-alerts'));

    // Start: its default port, moved by its own variable; the host pointed elsewhere by another.
    const defaults = defaultPorts(remotes);
    assert.equal(defaults['price-alerts'], 3006);
    assert.deepEqual(portsFromEnv({}, defaults), defaults);
    assert.equal(portVariable('price-alerts'), 'PRICE_ALERTS_PORT');
    assert.equal(urlVariable('price-alerts'), 'REMOTE_PRICE_ALERTS_URL');
    assert.equal(portsFromEnv({ PRICE_ALERTS_PORT: '3906' }, defaults)['price-alerts'], 3906);
    assert.throws(() => portsFromEnv({ PRICE_ALERTS_PORT: 'x' }, defaults), /PRICE_ALERTS_PORT/);
    // Browser tests and benches: the same list moved to their own block of ports.
    assert.equal(shiftedPorts(100, remotes)['price-alerts'], 3106);
    assert.equal(shiftedPorts(100, remotes).host, 3100);
    // Build: its folder is built with the others.
    assert.deepEqual(builtPackages(root), [
      'api',
      'host',
      'remote-marketplace',
      'remote-orders',
      'remote-price-alerts',
    ]);
    // The API's allowed origins (what npm start passes as CORS_ORIGINS).
    const origins = corsOriginsFor(
      defaults,
      'localhost',
      remotes.map((r) => r.name),
    );
    assert.ok(origins.includes('http://localhost:3006'));
    assert.ok(origins.includes('http://127.0.0.1:3006'));
    assert.ok(origins.includes('http://localhost:3000'));
  });

  it('refuses a declaration it cannot use, naming the package.json', () => {
    const base = { host: { name: '@leafbid/host' } };
    const refuses = (packages, problem) =>
      assert.throws(() => readRemotes(workspace({ ...base, ...packages })), problem);
    refuses(
      { 'remote-x': remotePackage('Bad Name', 3001) },
      /remote-x.package\.json: leafbid\.remote must match/,
    );
    refuses({ 'remote-x': remotePackage('x', 70000) }, /leafbid\.port must be a port number/);
    refuses(
      { 'remote-a': remotePackage('a', 3001), 'remote-b': remotePackage('b', 3001) },
      /"a" and "b" both use port 3001/,
    );
    refuses({ 'remote-a': remotePackage('a', 3000) }, /"a" and "host" both use port 3000/);
    refuses(
      { 'remote-a': remotePackage('a', 3001), 'remote-b': remotePackage('a', 3002) },
      /remote "a" is declared by remote-a and remote-b/,
    );
  });

  it('this workspace: every remote-* folder declares itself, and webpack builds it under that name', () => {
    assert.ok(workspacePatterns().includes('remote-*'));
    const remotes = readRemotes();
    const folders = readdirSync(repoRoot).filter((folder) => folder.startsWith('remote-'));
    assert.deepEqual(remotes.map((r) => r.folder).sort(), folders.sort());
    assert.deepEqual(
      remotes.map((r) => [r.name, r.port]),
      [
        ['marketplace', 3001],
        ['orders', 3002],
        ['listings', 3003],
        ['onboarding', 3004],
        ['operator', 3005],
      ],
    );
    for (const remote of remotes) {
      // The webpack config reads the declaration instead of repeating it.
      const config = readFileSync(path.join(remote.dir, 'webpack.config.cjs'), 'utf8');
      assert.doesNotMatch(config, /\bname:|\bport:/, `${remote.folder}/webpack.config.cjs`);
    }
  });
});
