// The one list of remotes (issue 17). A remote is a workspace package (a folder matched by
// pnpm-workspace.yaml, e.g. `remote-*`) whose package.json declares
// `"leafbid": { "remote": "<name>", "port": <default local port> }`. Start, build, test, the
// benches, the browser tests' ports, the static server and the API's CORS default all read this
// list, so a new remote is a new folder (plus its line in the host's remotes.json at deploy).
//
// No dependencies: `npm start` imports this before it has installed anything.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

/**
 * Ports that are not a remote's: the host's page, the Product API, the identity emulator, and
 * (issue 20) the local mail catcher's SMTP server and web page.
 */
export const FIXED_PORTS = { host: 3000, api: 4000, auth: 9099, mailSmtp: 1025, mailHttp: 1080 };

const NAME = /^[a-z][a-z0-9-]*$/;

/**
 * The `packages:` entries of pnpm-workspace.yaml. Only the block-list form the workspace uses
 * (`  - remote-*`) is read: a YAML parser would be a dependency before install.
 */
export function workspacePatterns(root = repoRoot) {
  const text = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const patterns = [];
  let inPackages = false;
  for (const line of text.split('\n')) {
    if (/^packages:\s*$/.test(line)) {
      inPackages = true;
      continue;
    }
    if (!inPackages) continue;
    const item = line.match(/^\s+-\s+['"]?([^'"#\s]+)['"]?\s*(#.*)?$/);
    if (item) patterns.push(item[1]);
    else if (/^\S/.test(line)) break; // the next top-level key ends the list
  }
  return patterns;
}

/**
 * Top-level folders of the workspace (each pattern a folder name, `*` standing for any
 * characters). A nested package (tests/fixtures/…) is never a remote: remotes are top-level
 * `remote-*` folders, so nested patterns are left out here.
 */
export function workspaceFolders(root = repoRoot) {
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const matchers = workspacePatterns(root)
    .filter((pattern) => !pattern.includes('/'))
    .map((pattern) => {
      const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      return new RegExp(`^${escaped}$`);
    });
  return folders
    .filter((folder) => matchers.some((matcher) => matcher.test(folder)))
    .filter((folder) => existsSync(path.join(root, folder, 'package.json')));
}

/**
 * Every remote of the workspace, ordered by port: `{ name, port, folder, dir, packageName }`.
 * Throws on a declaration that is not usable (the message names the package.json).
 * @param {string} [root] the repository root (a temporary one in tests)
 */
export function readRemotes(root = repoRoot) {
  const remotes = [];
  for (const folder of workspaceFolders(root)) {
    const file = path.join(root, folder, 'package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    const declared = pkg.leafbid;
    if (!declared || declared.remote === undefined) continue;
    const { remote: name, port } = declared;
    if (typeof name !== 'string' || !NAME.test(name))
      throw new Error(`${file}: leafbid.remote must match ${NAME}, got ${JSON.stringify(name)}`);
    if (name in FIXED_PORTS)
      throw new Error(`${file}: "${name}" is not a remote name (it names the ${name}'s port)`);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`${file}: leafbid.port must be a port number, got ${JSON.stringify(port)}`);
    remotes.push({ name, port, folder, dir: path.join(root, folder), packageName: pkg.name });
  }
  for (const [i, remote] of remotes.entries()) {
    const twin = remotes.slice(i + 1).find((other) => other.name === remote.name);
    if (twin)
      throw new Error(`remote "${remote.name}" is declared by ${remote.folder} and ${twin.folder}`);
    const clash = [
      ...remotes.slice(i + 1),
      ...Object.entries(FIXED_PORTS).map(([n, p]) => ({ name: n, port: p })),
    ].find((other) => other.port === remote.port);
    if (clash)
      throw new Error(`remote "${remote.name}" and "${clash.name}" both use port ${remote.port}`);
  }
  return remotes.sort((a, b) => a.port - b.port);
}

/**
 * Default local ports, host, API and identity emulator included: `{ host, api, auth, <remote>… }`.
 * @param {ReturnType<typeof readRemotes>} [remotes]
 */
export function defaultPorts(remotes = readRemotes()) {
  return {
    ...FIXED_PORTS,
    ...Object.fromEntries(remotes.map(({ name, port }) => [name, port])),
  };
}

/**
 * Every default port moved by `delta` (the browser tests: +100, the benches: their own block), so
 * a stack for tests never collides with `npm start` on the defaults.
 */
export function shiftedPorts(delta, remotes = readRemotes()) {
  const ports = Object.fromEntries(
    Object.entries(defaultPorts(remotes)).map(([name, port]) => [name, port + delta]),
  );
  for (const [name, port] of Object.entries(ports)) {
    if (port < 1 || port > 65535) throw new Error(`port of ${name} out of range: ${port}`);
  }
  return ports;
}

/** The environment variable that moves a remote's port: operator → OPERATOR_PORT. */
export const portVariable = (name) => `${envName(name)}_PORT`;

/** The environment variable that points the host at another manifest: REMOTE_OPERATOR_URL. */
export const urlVariable = (name) => `REMOTE_${envName(name)}_URL`;

const envName = (name) => name.toUpperCase().replace(/-/g, '_');
