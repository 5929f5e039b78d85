// A throw-away PostgreSQL cluster for `npm test`: initdb into a temporary folder, started on a
// private loopback port (no socket in /var/run), trusted local connections only, and removed when
// stopped. PostgreSQL refuses to run as root, so as root every command runs as the `postgres`
// user Debian's package creates, and the folder is handed to it.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { testDatabaseUrl } from './config.mjs';
import { findPostgresBin, installHint } from './system-packages.mjs';

const quote = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;

/** The command line that runs `command args` — as the `postgres` user when `root`. */
export function asPostgres(command, args, { root }) {
  if (!root) return [command, args];
  return ['su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(quote).join(' ')]];
}

function run(command, args, { root }) {
  const [cmd, cmdArgs] = asPostgres(command, args, { root });
  const result = spawnSync(cmd, cmdArgs, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} failed: ${(result.stderr || result.stdout).trim()}`);
  }
}

/** A loopback port nothing listens on now. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function postgresOwner() {
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      'there is no `postgres` user to run PostgreSQL as (Debian package: postgresql)',
    );
  }
  return [Number(uid.stdout.trim()), Number(gid.stdout.trim())];
}

/**
 * Starts a throw-away cluster with the binaries of `bin` (see findPostgresBin). Returns its `url`
 * and `stop()`, which is synchronous (so it can run in an `exit` handler), idempotent, and
 * removes the folder. A cluster that fails to start is cleaned up before the error is thrown.
 */
export async function startThrowAwayPostgres({
  bin,
  port,
  root = typeof process.getuid === 'function' && process.getuid() === 0,
  log = () => {},
} = {}) {
  if (!bin) throw new Error('PostgreSQL is not installed (Debian package: postgresql)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leafbid-test-pg-'));
  const data = path.join(dir, 'data');
  const listenPort = port ?? (await freePort());
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      // A server runs (or pg_ctl left one half-started) exactly when its pid file is there.
      if (existsSync(path.join(data, 'postmaster.pid'))) {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop'], { root });
      }
    } catch (error) {
      log(`PostgreSQL did not stop cleanly: ${error.message}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    if (root) chownSync(dir, ...postgresOwner());
    run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust'], { root });
    run(
      path.join(bin, 'pg_ctl'),
      [
        '-D',
        data,
        '-o',
        `-p ${listenPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        '-l',
        path.join(dir, 'log'),
        '-w',
        'start',
      ],
      { root },
    );
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${listenPort}/postgres`, dir, stop };
}

/**
 * Stops `cluster` however this process ends: a normal exit, an uncaught failure, or Ctrl-C /
 * SIGTERM (then exits 130 / 143). Returns the function that removes the handlers.
 */
export function stopOnExit(cluster, { target = process } = {}) {
  const onExit = () => cluster.stop();
  const onSignal = (signal) => {
    cluster.stop();
    target.exit(signal === 'SIGINT' ? 130 : 143);
  };
  target.on('exit', onExit);
  target.on('SIGINT', onSignal);
  target.on('SIGTERM', onSignal);
  return () => {
    target.off('exit', onExit);
    target.off('SIGINT', onSignal);
    target.off('SIGTERM', onSignal);
  };
}

/**
 * The PostgreSQL `npm test` runs the API suite (and the replicas suite) against: TEST_DATABASE_URL
 * when one is given, else a throw-away cluster (its `stop` stops it). When there is none, `url`
 * is null and `reason` says why and what to install, so the suites that need it fail saying so.
 */
export async function testDatabase({
  env,
  findBin = findPostgresBin,
  start = startThrowAwayPostgres,
} = {}) {
  const given = testDatabaseUrl(env);
  if (given) return { url: given, stop: () => {}, started: false };
  const bin = findBin();
  if (!bin) {
    return {
      url: null,
      reason: `PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb). Install it: ${installHint(['postgresql'])}, or set TEST_DATABASE_URL.`,
    };
  }
  try {
    const cluster = await start({ bin });
    return { url: cluster.url, stop: cluster.stop, started: true };
  } catch (error) {
    return { url: null, reason: `The throw-away PostgreSQL did not start: ${error.message}` };
  }
}
