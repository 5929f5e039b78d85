// What `npm test` needs from the machine besides Node and npm, all from Debian's packages
// (nothing here downloads a binary of its own): Chromium for the browser tests, PostgreSQL for the
// API suite's second run and the replicas suite, HAProxy and Redis for the replicas suite. As root
// they are installed with apt-get; otherwise the message names what to install.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { childEnv, pathDirectories } from './config.mjs';

/** The directories a Debian tool lives in, then PATH's. */
function onPath(name) {
  for (const dir of ['/usr/sbin', '/usr/bin', ...pathDirectories()]) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

/**
 * The newest `/usr/lib/postgresql/<version>/bin` holding `initdb` (Debian's layout), else the
 * directory of an `initdb` on PATH, else null.
 */
export function findPostgresBin({
  root = '/usr/lib/postgresql',
  exists = existsSync,
  list = readdirSync,
  which = onPath,
} = {}) {
  if (exists(root)) {
    const versions = list(root)
      .map(String)
      .filter((version) => exists(path.join(root, version, 'bin', 'initdb')))
      .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
    if (versions.length) return path.join(root, versions.at(-1), 'bin');
  }
  const initdb = which('initdb');
  return initdb ? path.dirname(initdb) : null;
}

/** A Debian package and how to tell it is there. */
export const POSTGRESQL = { debian: 'postgresql', present: () => findPostgresBin() !== null };
export const HAPROXY = { debian: 'haproxy', present: () => onPath('haproxy') !== null };
/** Issue 37: deploy/static.conf is checked by nginx itself (deploy/static-conf.test.mjs). */
export const NGINX = { debian: 'nginx', present: () => onPath('nginx') !== null };
export const REDIS = { debian: 'redis-server', present: () => onPath('redis-server') !== null };
export const chromiumPackage = (chromiumPath) => ({
  debian: 'chromium',
  present: () => existsSync(chromiumPath),
});

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function aptGet(packages) {
  const env = childEnv({ DEBIAN_FRONTEND: 'noninteractive' });
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
}

/** The line that tells a user who is not root what to install. */
export function installHint(packages) {
  return `sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

/**
 * Makes sure `wanted` (see POSTGRESQL, …) are installed: as root, installs the missing ones in one
 * apt-get call; otherwise says which are missing and how to install them. Returns the Debian
 * packages still missing (empty when everything is there). Never throws for a failed install: the
 * suites that need a missing package fail, saying so.
 */
export function ensureDebianPackages(
  wanted,
  { root = isRoot(), install = aptGet, log = console.log, warn = console.error } = {},
) {
  const missing = () => wanted.filter((p) => !p.present()).map((p) => p.debian);
  const before = missing();
  if (before.length === 0) return [];
  if (root) {
    log(`› Installing from Debian's packages: apt-get install ${before.join(' ')}…`);
    try {
      install(before);
    } catch (error) {
      warn(`✘ apt-get install ${before.join(' ')} failed: ${error.message}`);
    }
    const after = missing();
    if (after.length) warn(`✘ Still missing after apt-get: ${after.join(', ')}.`);
    return after;
  }
  warn(
    `✘ Missing Debian packages: ${before.join(', ')}. The suites that need them will fail.\n` +
      `  Install them (as root): ${installHint(before)}`,
  );
  return before;
}
