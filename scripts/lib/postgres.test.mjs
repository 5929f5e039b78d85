import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { asPostgres, startThrowAwayPostgres, stopOnExit, testDatabase } from './postgres.mjs';
import { findPostgresBin } from './system-packages.mjs';

const isRoot = process.getuid?.() === 0;

/** Whether something accepts connections on the loopback port. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

test('asPostgres: as root a command runs as the postgres user, quoted; otherwise as it is', () => {
  assert.deepEqual(asPostgres('/usr/bin/initdb', ['-D', "/tmp/a b'c"], { root: false }), [
    '/usr/bin/initdb',
    ['-D', "/tmp/a b'c"],
  ]);
  assert.deepEqual(asPostgres('/usr/bin/initdb', ['-D', "/tmp/a b'c"], { root: true }), [
    'su',
    ['postgres', '-s', '/bin/sh', '-c', `'/usr/bin/initdb' '-D' '/tmp/a b'\\''c'`],
  ]);
});

test('testDatabase: a given TEST_DATABASE_URL is used as it is, nothing started', async () => {
  const db = await testDatabase({
    env: { TEST_DATABASE_URL: 'postgres://u@db:5432/x' },
    findBin: () => assert.fail('must not look for PostgreSQL'),
    start: () => assert.fail('must not start one'),
  });
  assert.equal(db.url, 'postgres://u@db:5432/x');
  assert.equal(db.started, false);
});

test('testDatabase: without PostgreSQL there is no URL, and the reason names the package', async () => {
  const db = await testDatabase({ env: {}, findBin: () => null });
  assert.equal(db.url, null);
  assert.match(db.reason, /PostgreSQL is not installed/);
  assert.match(db.reason, /apt-get install -y --no-install-recommends postgresql/);
});

test('testDatabase: a cluster that fails to start gives its error as the reason', async () => {
  const db = await testDatabase({
    env: {},
    findBin: () => '/usr/lib/postgresql/15/bin',
    start: async () => {
      throw new Error('initdb failed: could not create directory');
    },
  });
  assert.equal(db.url, null);
  assert.match(db.reason, /did not start: initdb failed: could not create directory/);
});

test('a cluster whose initdb fails leaves no folder behind (not root)', async () => {
  const bin = mkdtempSync(path.join(os.tmpdir(), 'leafbid-fake-pg-bin-'));
  try {
    const initdb = path.join(bin, 'initdb');
    writeFileSync(initdb, '#!/bin/sh\necho "initdb: cannot be run as root" >&2\nexit 1\n');
    chmodSync(initdb, 0o755);
    const before = new Set(leftovers());
    await assert.rejects(
      startThrowAwayPostgres({ bin, root: false }),
      /initdb failed: initdb: cannot be run as root/,
    );
    assert.deepEqual(
      leftovers().filter((dir) => !before.has(dir)),
      [],
    );
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
});

function leftovers() {
  return spawnSync('ls', [os.tmpdir()], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((name) => name.startsWith('leafbid-test-pg-'));
}

test('stopOnExit: stops the cluster on exit, and on SIGINT / SIGTERM before exiting', () => {
  for (const [event, code] of [
    ['exit', null],
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    const target = new EventEmitter();
    const exits = [];
    target.exit = (c) => exits.push(c);
    let stops = 0;
    const remove = stopOnExit({ stop: () => (stops += 1) }, { target });
    target.emit(event, event);
    assert.equal(stops, 1, event);
    assert.deepEqual(exits, code === null ? [] : [code], event);
    remove();
    assert.equal(target.listenerCount('exit') + target.listenerCount('SIGINT'), 0);
  }
});

const bin = findPostgresBin();
test(
  'a throw-away cluster starts on a private port, answers, and stop() removes it',
  // Without PostgreSQL npm test's PostgreSQL steps fail, naming the package; here it is a skip.
  { skip: bin ? false : 'needs postgresql (initdb)', timeout: 60_000 },
  async () => {
    const cluster = await startThrowAwayPostgres({ bin, root: isRoot });
    try {
      const { port } = new URL(cluster.url);
      assert.match(cluster.url, /^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
      assert.equal(await listening(Number(port)), true);
      const psql = spawnSync(
        path.join(bin, 'psql'),
        [cluster.url, '-Atc', 'select current_user, 6 * 7'],
        { encoding: 'utf8' },
      );
      assert.equal(psql.stdout.trim(), 'postgres|42', psql.stderr);
      assert.ok(existsSync(cluster.dir));
    } finally {
      cluster.stop();
    }
    assert.equal(existsSync(cluster.dir), false);
    assert.equal(await listening(Number(new URL(cluster.url).port)), false);
    cluster.stop(); // idempotent
  },
);
