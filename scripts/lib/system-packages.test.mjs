import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ensureDebianPackages, findPostgresBin, installHint } from './system-packages.mjs';

/** A package whose presence the test decides; `installs` makes apt-get "install" it. */
function fakePackage(debian, present = false) {
  const pkg = { debian, installed: present, present: () => pkg.installed };
  return pkg;
}

function recorder() {
  const lines = { log: [], warn: [] };
  return {
    lines,
    log: (line) => lines.log.push(line),
    warn: (line) => lines.warn.push(line),
  };
}

test('not root: names the missing Debian packages and how to install them, installs nothing', () => {
  const postgresql = fakePackage('postgresql');
  const haproxy = fakePackage('haproxy');
  const redis = fakePackage('redis-server', true);
  const out = recorder();
  const installs = [];
  const missing = ensureDebianPackages([postgresql, haproxy, redis], {
    root: false,
    install: (packages) => installs.push(packages),
    ...out,
  });
  assert.deepEqual(missing, ['postgresql', 'haproxy']);
  assert.deepEqual(installs, []);
  assert.equal(out.lines.warn.length, 1);
  assert.match(out.lines.warn[0], /Missing Debian packages: postgresql, haproxy\./);
  assert.match(out.lines.warn[0], /The suites that need them will fail/);
  assert.ok(
    out.lines.warn[0].includes(
      'sudo apt-get install -y --no-install-recommends postgresql haproxy',
    ),
    out.lines.warn[0],
  );
  assert.doesNotMatch(out.lines.warn[0], /redis-server/);
});

test('root: installs every missing package in one apt-get call, then checks again', () => {
  const postgresql = fakePackage('postgresql');
  const chromium = fakePackage('chromium');
  const haproxy = fakePackage('haproxy', true);
  const out = recorder();
  const installs = [];
  const missing = ensureDebianPackages([postgresql, haproxy, chromium], {
    root: true,
    install: (packages) => {
      installs.push(packages);
      postgresql.installed = true; // chromium's install "did not work"
    },
    ...out,
  });
  assert.deepEqual(installs, [['postgresql', 'chromium']]);
  assert.deepEqual(missing, ['chromium']);
  assert.match(out.lines.log[0], /apt-get install postgresql chromium/);
  assert.match(out.lines.warn.at(-1), /Still missing after apt-get: chromium/);
});

test('root: a failed apt-get is reported and the packages count as missing (no throw)', () => {
  const redis = fakePackage('redis-server');
  const out = recorder();
  const missing = ensureDebianPackages([redis], {
    root: true,
    install: () => {
      throw new Error('Could not resolve deb.debian.org');
    },
    ...out,
  });
  assert.deepEqual(missing, ['redis-server']);
  assert.ok(out.lines.warn.some((line) => line.includes('Could not resolve deb.debian.org')));
});

test('nothing missing: no install, no message', () => {
  const out = recorder();
  const missing = ensureDebianPackages([fakePackage('haproxy', true)], {
    root: true,
    install: () => assert.fail('must not install'),
    ...out,
  });
  assert.deepEqual(missing, []);
  assert.deepEqual(out.lines, { log: [], warn: [] });
});

test('installHint is the apt-get line for the packages', () => {
  assert.equal(
    installHint(['postgresql', 'redis-server']),
    'sudo apt-get install -y --no-install-recommends postgresql redis-server',
  );
});

test('findPostgresBin: the newest Debian version that has initdb, else initdb on PATH, else null', () => {
  const root = '/usr/lib/postgresql';
  const files = new Set([
    root,
    `${root}/9.6/bin/initdb`,
    `${root}/13/bin/initdb`,
    `${root}/15/bin/initdb`,
  ]);
  const exists = (p) => files.has(p);
  const list = () => ['13', '9.6', '15', '16']; // 16 without initdb (client only)
  assert.equal(
    findPostgresBin({ root, exists, list, which: () => null }),
    path.join(root, '15', 'bin'),
  );
  assert.equal(
    findPostgresBin({
      root,
      exists: () => false,
      list,
      which: (name) => (name === 'initdb' ? '/opt/pg/bin/initdb' : null),
    }),
    '/opt/pg/bin',
  );
  assert.equal(findPostgresBin({ root, exists: () => false, list, which: () => null }), null);
});
