import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promote, publishRelease, releaseId } from '../../../tooling/release/registry.mjs';
import {
  LOCK_FILE,
  ReleaseExistsError,
  openReleaseStore,
  releaseFileHeaders,
} from '../../../tooling/release/store.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..', '..');
const DIGEST = `sha384-${'A'.repeat(64)}`;
const idOf = (n) =>
  releaseId(Date.parse('2026-12-08T00:00:00Z') + n * 1000, String(n).padStart(10, '0'));
const entry = (id) => ({
  id,
  manifest: `http://localhost:3002/${id}/mf-manifest.json`,
  kernel: '^2.5.1',
  integrity: { 'remoteEntry.js': DIGEST },
});

const temporaryDir = () => fs.mkdtemp(path.join(tmpdir(), 'leafbid-releases-'));

function run(args) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return once(child, 'exit').then(([code]) => ({ code, stderr }));
}

/** The behaviour both stores share. */
function sharedBehaviour(open) {
  it('stores a release once and never overwrites it', async () => {
    const store = await open();
    const id = idOf(1);
    assert.deepEqual(await store.listReleases('orders'), []);
    await store.storeRelease('orders', id, [
      { path: 'remoteEntry.js', body: 'one' },
      { path: 'locales/en-CA.1234.json', body: '{}' },
      { path: 'integrity.json', body: '{"algorithm":"sha384","files":{}}' },
    ]);
    assert.equal(await store.hasRelease('orders', id), true);
    assert.deepEqual(await store.listReleases('orders'), [id]);
    assert.equal((await store.readFile('orders', id, 'locales/en-CA.1234.json')).toString(), '{}');
    await assert.rejects(
      store.storeRelease('orders', id, [{ path: 'remoteEntry.js', body: 'two' }]),
      ReleaseExistsError,
    );
    assert.equal((await store.readFile('orders', id, 'remoteEntry.js')).toString(), 'one');
    await assert.rejects(
      store.storeRelease('orders', idOf(2), [{ path: '../escape.js', body: 'x' }]),
      /not a file path inside a release/,
    );
    await store.deleteRelease('orders', id);
    assert.equal(await store.hasRelease('orders', id), false);
    assert.equal(await store.readFile('orders', id, 'remoteEntry.js'), undefined);
  });

  it('updates the registry and reads it back', async () => {
    const store = await open();
    const written = await store.updateRegistry(
      (registry) => publishRelease(registry, 'listings', entry(idOf(3)), { by: 'ana' }).registry,
    );
    assert.equal(written.remotes.listings.stable, idOf(3));
    assert.deepEqual(await store.readRegistry(), written);
    const unchanged = await store.updateRegistry((registry) => registry);
    assert.deepEqual(unchanged, written);
    await assert.rejects(
      store.updateRegistry((registry) => promote(registry, 'listings', idOf(9))),
      /has no release/,
    );
    assert.deepEqual(await store.readRegistry(), written, 'a refused change writes nothing');
  });
}

describe('the local release store', () => {
  const dirs = [];
  after(() => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));
  const open = async () => {
    const dir = await temporaryDir();
    dirs.push(dir);
    return openReleaseStore({ dir });
  };
  sharedBehaviour(open);

  it('loses no release when two publishers in two processes record at once', async () => {
    const store = await open();
    const script = path.join(here, 'fixtures', 'publisher.mjs');
    const startAt = String(Date.now() + 1500);
    const results = await Promise.all([
      run([script, store.root, 'orders', '20', 'team-a', startAt]),
      run([script, store.root, 'orders', '20', 'team-b', startAt]),
    ]);
    for (const result of results) assert.equal(result.code, 0, result.stderr);
    const registry = await store.readRegistry();
    const releases = registry.remotes.orders.releases;
    assert.equal(releases.length, 40);
    assert.equal(new Set(releases.map((r) => r.id)).size, 40);
    assert.equal((await store.listReleases('orders')).length, 40);
    assert.equal(registry.remotes.orders.history.filter((e) => e.action === 'publish').length, 40);
    await assert.rejects(fs.stat(path.join(store.root, LOCK_FILE)), /ENOENT/);
  });

  it('takes over a lock left by a crashed writer once it is stale', async () => {
    const dir = await temporaryDir();
    dirs.push(dir);
    const lock = path.join(dir, LOCK_FILE);
    await fs.writeFile(lock, '{"pid":1}');
    const old = new Date(Date.now() - 60_000);
    await fs.utimes(lock, old, old);
    const store = openReleaseStore({ dir, lockTimeoutMs: 5000 });
    const written = await store.updateRegistry(
      (registry) => publishRelease(registry, 'orders', entry(idOf(4)), { by: 'ana' }).registry,
    );
    assert.equal(written.remotes.orders.stable, idOf(4));
  });

  it('waits for a fresh lock, and gives up naming it', async () => {
    const dir = await temporaryDir();
    dirs.push(dir);
    await fs.writeFile(path.join(dir, LOCK_FILE), '{"pid":12345}');
    const store = openReleaseStore({ dir, lockTimeoutMs: 300 });
    await assert.rejects(
      store.updateRegistry(
        (registry) => publishRelease(registry, 'orders', entry(idOf(5))).registry,
      ),
      /registry\.lock is still held after 300 ms \(\{"pid":12345\}\)/,
    );
  });
});

describe('the S3 release store (s3rver)', () => {
  // s3rver 3.7.1 stores objects but does not evaluate If-Match / If-None-Match on PUT (it honours
  // them only on GET): against it these tests cover the layout, reads, lists and deletes; the
  // conditional writes and their retries are tested below with a bucket that evaluates them.
  let server;
  let directory;
  let port;
  const stores = [];
  before(async () => {
    directory = await temporaryDir();
    server = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'api', 'test', 'support', 's3-server.mjs'),
        directory,
        'leafbid-releases',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'], cwd: path.join(repoRoot, 'api') },
    );
    const [line] = await once(server.stdout, 'data');
    ({ port } = JSON.parse(line.toString()));
  });
  after(async () => {
    await Promise.all(stores.map((store) => store.close()));
    server.kill('SIGTERM');
    await once(server, 'exit');
    await fs.rm(directory, { recursive: true, force: true });
  });
  let n = 0;
  const open = async () => {
    n += 1;
    const store = openReleaseStore({
      s3: {
        bucket: 'leafbid-releases',
        prefix: `test-${n}/releases`,
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      },
    });
    stores.push(store);
    return store;
  };
  sharedBehaviour(open);

  it('keeps each release under <prefix>/<remote>/<id>/, typed and with its cache rule', async () => {
    const store = await open();
    const id = idOf(6);
    await store.storeRelease('orders', id, [
      { path: 'remoteEntry.js', body: 'x' },
      { path: 'mf-manifest.json', body: '{}' },
    ]);
    const answer = await fetch(
      `http://127.0.0.1:${port}/leafbid-releases/${'test-' + n}/releases/orders/${id}/remoteEntry.js`,
    );
    assert.equal(answer.status, 200);
    assert.equal(await answer.text(), 'x');
    assert.match(answer.headers.get('content-type'), /javascript/);
    assert.match(answer.headers.get('cache-control'), /immutable/);
  });
});

describe('the S3 store against a bucket that evaluates conditional writes', () => {
  /** An in-memory bucket answering the commands the store sends, with If-Match / If-None-Match. */
  function conditionalBucket({ interfere } = {}) {
    const objects = new Map();
    let version = 0;
    const stats = { conflicts: 0, puts: 0 };
    const failure = (status, name) =>
      Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });
    const client = {
      async send(command) {
        const input = command.input;
        const kind = command.constructor.name;
        if (kind === 'GetObjectCommand') {
          const object = objects.get(input.Key);
          if (!object) throw failure(404, 'NoSuchKey');
          return {
            ETag: object.etag,
            Body: {
              transformToString: async () => object.body.toString(),
              transformToByteArray: async () => object.body,
            },
          };
        }
        if (kind === 'PutObjectCommand') {
          stats.puts += 1;
          if (interfere && input.Key.endsWith('registry.json')) await interfere(client);
          const current = objects.get(input.Key);
          if (input.IfNoneMatch === '*' && current) {
            stats.conflicts += 1;
            throw failure(412, 'PreconditionFailed');
          }
          if (input.IfMatch && current?.etag !== input.IfMatch) {
            stats.conflicts += 1;
            throw failure(412, 'PreconditionFailed');
          }
          version += 1;
          objects.set(input.Key, { body: Buffer.from(input.Body), etag: `"v${version}"` });
          return { ETag: `"v${version}"` };
        }
        if (kind === 'ListObjectsV2Command') {
          const keys = [...objects.keys()].filter((key) => key.startsWith(input.Prefix));
          return { Contents: keys.map((Key) => ({ Key })), CommonPrefixes: [], IsTruncated: false };
        }
        throw new Error(`unexpected ${kind}`);
      },
      destroy() {},
    };
    return { client, objects, stats };
  }

  it('re-reads and re-applies a change when another writer got in first (412)', async () => {
    let others = 0;
    const bucket = conditionalBucket({
      // Before each of the first two writes, another team records a release.
      interfere: async () => {
        if (others >= 2) return;
        others += 1;
        const stored = bucket.objects.get('registry.json');
        const registry = stored ? JSON.parse(stored.body.toString()) : { version: 1, remotes: {} };
        const next = publishRelease(registry, 'listings', entry(idOf(100 + others)), {
          by: 'other',
        });
        bucket.objects.set('registry.json', {
          body: Buffer.from(JSON.stringify(next.registry)),
          etag: `"other${others}"`,
        });
      },
    });
    const store = openReleaseStore({ s3: { bucket: 'b', client: bucket.client } });
    const written = await store.updateRegistry(
      (registry) => publishRelease(registry, 'orders', entry(idOf(7)), { by: 'ana' }).registry,
    );
    assert.equal(bucket.stats.conflicts, 2);
    assert.equal(written.remotes.orders.stable, idOf(7));
    const stored = await store.readRegistry();
    assert.deepEqual(Object.keys(stored.remotes).sort(), ['listings', 'orders']);
    assert.equal(
      stored.remotes.listings.releases.length,
      2,
      "the other team's two releases are kept",
    );
  });

  it('gives up after its attempts, with the conflict', async () => {
    const bucket = conditionalBucket({
      interfere: async () => {
        bucket.objects.set('registry.json', {
          body: Buffer.from('{"version":1,"remotes":{}}'),
          etag: `"x${Math.random()}"`,
        });
      },
    });
    const store = openReleaseStore({ s3: { bucket: 'b', client: bucket.client, maxAttempts: 3 } });
    await assert.rejects(
      store.updateRegistry(
        (registry) => publishRelease(registry, 'orders', entry(idOf(8))).registry,
      ),
      /PreconditionFailed/,
    );
    assert.equal(bucket.stats.conflicts, 3);
  });

  it('refuses to store a release whose files are there (If-None-Match: *)', async () => {
    const bucket = conditionalBucket();
    bucket.objects.set('orders/x', { body: Buffer.from(''), etag: '"1"' });
    const store = openReleaseStore({ s3: { bucket: 'b', client: bucket.client } });
    const id = idOf(9);
    // Another publisher's file appears between the check and the write.
    bucket.objects.set(`orders/${id}/remoteEntry.js`, { body: Buffer.from('theirs'), etag: '"2"' });
    await assert.rejects(
      store.storeRelease('orders', id, [{ path: 'remoteEntry.js', body: 'mine' }]),
      ReleaseExistsError,
    );
    assert.equal(bucket.objects.get(`orders/${id}/remoteEntry.js`).body.toString(), 'theirs');
  });
});

describe('release file headers', () => {
  it('types a compressed copy as its original, and caches only immutable files', () => {
    assert.deepEqual(releaseFileHeaders('main.1234.js.br'), {
      ContentType: 'application/javascript; charset=utf-8',
      ContentEncoding: 'br',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    assert.equal(releaseFileHeaders('mf-manifest.json.gz').CacheControl, 'no-cache');
    assert.equal(releaseFileHeaders('integrity.json').CacheControl, 'no-cache');
    assert.equal(releaseFileHeaders('assets/logo.abcd.woff2').ContentType, 'font/woff2');
  });
});
