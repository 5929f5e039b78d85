// Issue 21: the scale-out stack on loopback, as deploy/compose.yaml runs it in production —
// a throw-away PostgreSQL cluster, Redis, an S3-compatible server (s3rver: a real S3 protocol
// server in Node), N API replicas (the built api/dist/server.js, each with its own data folder)
// and HAProxy in front of them. Used by tests/replicas/replicas.test.mjs and
// `npm run bench:api` (BENCH_REPLICAS). Every part started is stopped by stop(), also when a
// later part fails to start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync, chownSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv, pathDirectories, REPLICAS_VERBOSE } from '../config.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** pg, s3rver and the AWS SDK are the API's dependencies: resolved from api/. */
export const requireFromApi = createRequire(path.join(repoRoot, 'api', 'package.json'));
const SERVER = path.join(repoRoot, 'api', 'dist', 'server.js');

export const PROJECT_ID = 'demo-leafbid';
export const TOKEN_SECRET = 'replicas-test-secret-0123456789abcdef0123456789';

/** What the stack needs from Debian's packages; missing ones are named. */
export function missingTools() {
  const missing = [];
  if (!postgresBin()) missing.push('postgresql (initdb, pg_ctl)');
  if (!which('haproxy')) missing.push('haproxy');
  if (!which('redis-server')) missing.push('redis-server');
  if (!existsSync(SERVER)) missing.push('api/dist/server.js (pnpm --filter @leafbid/api build)');
  return missing;
}

function which(name) {
  for (const dir of ['/usr/sbin', '/usr/bin', ...pathDirectories()]) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return which('initdb') ? path.dirname(which('initdb')) : null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1), 'bin') : null;
}

export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (bounded) until `url` answers 200. */
export async function waitFor(url, { timeoutMs = 60_000, child, name = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${name} did not answer within ${timeoutMs} ms`);
}

/** Runs a command as the postgres user when root (PostgreSQL refuses to run as root). */
function asPostgres(command, args) {
  const root = process.getuid?.() === 0;
  const result = root
    ? spawnSync(
        'su',
        ['postgres', '-s', '/bin/sh', '-c', [command, ...args.map(quote)].join(' ')],
        {
          encoding: 'utf8',
        },
      )
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  }
}
const quote = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;

/** A throw-away PostgreSQL cluster on a free loopback port. */
export async function startPostgres() {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leafbid-replicas-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, ...postgresIds());
  const port = await freePort();
  const data = path.join(dir, 'data');
  asPostgres(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust']);
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function postgresIds() {
  const out = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
  return [Number(out), Number(gid)];
}

/** A child process whose output is kept (last lines) for when something fails. */
function startChild(name, command, args, env = {}) {
  const child = spawn(command, args, {
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      lines.push(line);
      if (REPLICAS_VERBOSE) console.log(`[${name}] ${line}`);
    }
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    lines,
    exited,
    async stop(signal = 'SIGTERM', graceMs = 5000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function startRedis() {
  const port = await freePort();
  const redis = startChild('redis', which('redis-server'), [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await sleep(50);
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => redis.stop() };
}

/** s3rver: an S3 protocol server (path-style) on loopback, with one bucket. */
export async function startS3(bucket = 'leafbid-files') {
  const S3rver = requireFromApi('s3rver');
  const directory = mkdtempSync(path.join(os.tmpdir(), 'leafbid-replicas-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The identity service's user lookup, as the Auth emulator answers it: in emulator mode
 * firebase-admin checks every ID token against it (api/test/helpers.ts has the same stub).
 */
export async function startIdentityLookup() {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (!req.url?.includes('accounts:lookup')) {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { message: 'not stubbed' } }));
        return;
      }
      const { localId = [] } = JSON.parse(body || '{}');
      res.end(
        JSON.stringify({
          kind: 'identitytoolkit#GetAccountInfoResponse',
          users: localId.map((uid) => ({ localId: uid, disabled: false })),
        }),
      );
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned emulator-style ID token (accepted only in emulator mode). */
export function mintIdToken(uid, email) {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    sub: uid,
    user_id: uid,
    email,
    email_verified: true,
    iat: now - 10,
    exp: now + 3600,
    auth_time: now - 10,
    firebase: { sign_in_provider: 'password', identities: { email: [email] } },
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}

/** One API replica: the built server, its own data folder, the shared settings. */
async function startReplica(index, port, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `leafbid-replica-${index}-`));
  const launch = async () => {
    const proc = startChild(`api-${index}`, process.execPath, [SERVER], {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    });
    await waitFor(`http://127.0.0.1:${port}/health`, {
      // Migrating, seeding (one replica renders ~40 cover images) on a busy shared machine.
      timeoutMs: 240_000,
      child: proc.child,
      name: `replica ${index}`,
    }).catch(async (error) => {
      // Not left running when it did not come up in time.
      await proc.stop('SIGKILL');
      throw new Error(`${error.message}\n${proc.lines.slice(-30).join('\n')}`);
    });
    return proc;
  };
  const replica = {
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    proc: await launch().catch((error) => {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }),
    /** kill -9: no shutdown, no goodbye. */
    kill() {
      replica.proc.child.kill('SIGKILL');
      return replica.proc.exited;
    },
    async restart() {
      replica.proc = await launch();
    },
    async stop() {
      await replica.proc.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return replica;
}

/**
 * HAProxy in front of the replicas, as deploy/haproxy.cfg: round robin, health checks every
 * 200 ms (a dead replica leaves the rotation at its first failed check), a request that could
 * not reach a replica is sent to another one, and Server-Sent Events streams stay open.
 */
async function startHaproxy(replicas) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leafbid-replicas-lb-'));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout tunnel 1h',
      '  option http-server-close',
      '  option forwardfor',
      '  retries 3',
      '  option redispatch',
      // A replica killed mid-request answers nothing: the request goes to another (a bid carries
      // its clientRequestId, so a repeat is answered with the same task).
      '  retry-on conn-failure empty-response',
      '  timeout check 3s',
      'frontend api',
      `  bind 127.0.0.1:${port}`,
      '  default_backend replicas',
      'backend replicas',
      '  balance roundrobin',
      '  option httpchk GET /health',
      '  default-server inter 300ms fall 2 rise 1',
      ...replicas.map((r) => `  server api${r.index} 127.0.0.1:${r.port} check`),
      '',
    ].join('\n'),
  );
  const lb = startChild('haproxy', which('haproxy'), ['-f', config, '-db']);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, { timeoutMs: 15_000, child: lb.child, name: 'haproxy' });
  return {
    url,
    async stop() {
      await lb.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The whole stack. `env` adds to (or overrides) the replicas' settings. The replicas need only
 * DATABASE_URL and API_TOKEN_SECRET to share state; REDIS_URL and S3_* move rate limits and
 * files out of the process too.
 */
export async function startCluster({
  replicas: count = 3,
  env = {},
  redis = true,
  s3 = true,
} = {}) {
  const parts = [];
  const stop = async () => {
    for (const part of parts.reverse()) await part.stop().catch(() => undefined);
    parts.length = 0;
  };
  try {
    const postgres = await startPostgres();
    parts.push(postgres);
    const lookup = await startIdentityLookup();
    parts.push(lookup);
    const cache = redis ? await startRedis() : null;
    if (cache) parts.push(cache);
    const objects = s3 ? await startS3() : null;
    if (objects) parts.push(objects);
    const shared = {
      NODE_ENV: 'development',
      DATABASE_URL: postgres.url,
      DATABASE_POOL_SIZE: '10',
      API_TOKEN_SECRET: TOKEN_SECRET,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: lookup.host,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...(cache ? { REDIS_URL: cache.url } : {}),
      ...(objects
        ? {
            S3_BUCKET: objects.bucket,
            S3_ENDPOINT: objects.endpoint,
            S3_ACCESS_KEY_ID: objects.accessKeyId,
            S3_SECRET_ACCESS_KEY: objects.secretAccessKey,
          }
        : {}),
      ...env,
    };
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    // Started together: migrations and the first-start seeding must cope (advisory locks).
    const started = await Promise.allSettled(
      ports.map((port, i) => startReplica(i + 1, port, shared)),
    );
    for (const result of started) if (result.status === 'fulfilled') parts.push(result.value);
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const members = started.map((r) => r.value);
    const lb = await startHaproxy(members);
    parts.push(lb);
    const pg = requireFromApi('pg');
    const db = new pg.Pool({ connectionString: postgres.url, max: 4 });
    parts.push({ stop: () => db.end() });
    return {
      url: lb.url,
      replicas: members,
      databaseUrl: postgres.url,
      db,
      s3: objects,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
