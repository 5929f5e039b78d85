// The build step that writes a remote's leafbid-remote.json (issue 11): the description comes from
// the remote's own src/remote-description.ts, is checked against the shared contract and the
// remote's exposes, and a bad one fails the build with a message naming the problem.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { readRemoteDescription, RemoteDescriptionPlugin } = require('./remote-description.cjs');
const webpack = require('webpack');

const folders = [];
after(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A remote's folder holding `src/remote-description.ts` with `source` (or none). */
function remoteDir(source) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leafbid-remote-description-'));
  folders.push(dir);
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src', 'index.ts'), 'export const ready = true;\n');
  if (source !== undefined)
    fs.writeFileSync(path.join(dir, 'src', 'remote-description.ts'), source);
  return dir;
}

const GOOD = {
  name: 'orders',
  routes: [{ path: '/orders', module: 'OrdersPage', title: 'Orders', access: 'signed-in' }],
  navigation: [{ path: '/orders', label: 'Orders', order: 2 }],
  widgets: [{ slot: 'dashboard-aside', module: 'PendingOrders', order: 1 }],
  preload: ['OrdersPage'],
};
const EXPOSES = {
  './OrdersPage': './src/orders-page.tsx',
  './PendingOrders': './src/pending-orders.tsx',
};

/** A typed module as a remote writes it: type import, constants, a default export. */
const moduleOf = (description) =>
  [
    "import type { RemoteDescription } from '@leafbid/shared/platform';",
    "const TITLE: string = 'Orders';",
    `const description: RemoteDescription = ${JSON.stringify(description).replace('"Orders"', 'TITLE')};`,
    'export default description;',
    '',
  ].join('\n');

const read = (dir, options = {}) =>
  readRemoteDescription({ dir, name: 'orders', exposes: EXPOSES, ...options });

describe('readRemoteDescription', () => {
  it("evaluates the remote's typed module and returns its checked description", async () => {
    const { fileName, description } = await read(remoteDir(moduleOf(GOOD)));
    assert.equal(fileName, 'leafbid-remote.json');
    assert.deepEqual(description, GOOD);
  });

  it('refuses a remote without src/remote-description.ts', async () => {
    await assert.rejects(read(remoteDir()), /src\/remote-description\.ts is missing/);
  });

  it('refuses a description that breaks the contract, naming each field', async () => {
    const bad = { ...GOOD, routes: [{ ...GOOD.routes[0], path: 'orders', access: 'everyone' }] };
    await assert.rejects(read(remoteDir(moduleOf(bad))), (error) => {
      assert.match(error.message, /does not match the remote-description contract/);
      assert.match(error.message, /routes\[0\]\.path: path must be absolute/);
      assert.match(error.message, /routes\[0\]\.access: access must be 'public' or 'signed-in'/);
      return true;
    });
  });

  it('refuses a description whose name is not the federation name', async () => {
    await assert.rejects(read(remoteDir(moduleOf(GOOD)), { name: 'order' }), {
      message: /name: is "orders", expected "order"/,
    });
  });

  it('refuses modules the remote does not expose', async () => {
    await assert.rejects(
      read(remoteDir(moduleOf(GOOD)), { exposes: { './OrdersPage': './src/orders-page.tsx' } }),
      { message: /names modules this remote does not expose: PendingOrders/ },
    );
  });

  it('reports a module that does not compile with its place', async () => {
    await assert.rejects(read(remoteDir('export default {\n  name: "orders",,\n};\n')), {
      message: /could not be built:\n.*remote-description\.ts:2:\d+: /,
    });
  });

  it('reports a module that throws when evaluated', async () => {
    await assert.rejects(read(remoteDir("throw new Error('no config');\nexport default {};\n")), {
      message: /failed while evaluated: no config/,
    });
  });
});

/** Runs webpack on the folder with the plugin; resolves with the stats. */
function compile(dir) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.ts',
    output: { path: path.join(dir, 'dist') },
    resolve: { extensions: ['.ts', '.js'] },
    plugins: [new RemoteDescriptionPlugin({ name: 'orders', dir, exposes: EXPOSES })],
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => compiler.close(() => (error ? reject(error) : resolve(stats)))),
  );
}

describe('RemoteDescriptionPlugin', () => {
  it('writes dist/leafbid-remote.json next to the bundle', async () => {
    const dir = remoteDir(moduleOf(GOOD));
    const stats = await compile(dir);
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    const written = JSON.parse(
      fs.readFileSync(path.join(dir, 'dist', 'leafbid-remote.json'), 'utf8'),
    );
    assert.deepEqual(written, GOOD);
  });

  it('fails the build on a bad description and writes no file', async () => {
    const dir = remoteDir(
      moduleOf({ ...GOOD, widgets: [{ slot: 'footer', module: 'X', order: 1 }] }),
    );
    const stats = await compile(dir);
    assert.equal(stats.hasErrors(), true);
    assert.match(
      stats.toString('errors-only'),
      /Remote "orders": src\/remote-description\.ts does not match the remote-description contract[\s\S]*widgets\[0\]\.slot: slot must be one of dashboard-main, dashboard-aside/,
    );
    assert.equal(fs.existsSync(path.join(dir, 'dist', 'leafbid-remote.json')), false);
  });
});
