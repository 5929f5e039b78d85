// Where releases and the registry are stored (docs/releases.md "Storage", issue 37): a local
// directory (`npm start`: .data/releases/) or a prefix of an S3-compatible bucket (production).
//
// Usage:
//   import { openReleaseStore } from '../../tooling/release/store.mjs';
//   const store = openReleaseStore({ dir: '.data/releases' });
//   //   or openReleaseStore({ s3: { bucket, prefix: 'releases', endpoint, region, credentials } });
//   const registry = await store.readRegistry();
//   await store.updateRegistry((registry) => promote(registry, 'orders', id, { by }));
//   await store.storeRelease('orders', id, [{ path: 'remoteEntry.js', file: '/abs/dist/remoteEntry.js' }]);
//
// Registry writes are atomic and never lose a concurrent writer's change: `updateRegistry` applies
// the change to the registry as it is under the lock (local: registry.lock, created with O_EXCL,
// stale after 30 s; written to a temporary file then renamed), or re-reads and re-applies it when
// the conditional PUT (If-Match on the ETag, If-None-Match: * for the first) answers 412 (S3).
// A release folder is never overwritten. Depends on nothing but @aws-sdk/client-s3, loaded only by
// the S3 store (the API has it; pass `s3.client` to use your own).
import { randomBytes } from 'node:crypto';
import { constants as fsConstants, promises as fs } from 'node:fs';
import path from 'node:path';
import { parseRegistry, RELEASE_ID, REMOTE_NAME, serializeRegistry } from './registry.mjs';

export const REGISTRY_FILE = 'registry.json';
export const LOCK_FILE = 'registry.lock';
export const LOCK_STALE_MS = 30_000;

/** A release that is already stored (a release folder is never overwritten). */
export class ReleaseExistsError extends Error {
  constructor(remote, id) {
    super(`release ${id} of "${remote}" is already stored (a release is never overwritten)`);
    this.name = 'ReleaseExistsError';
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const token = () => `${process.pid}-${randomBytes(6).toString('hex')}`;

function checkNames(remote, id) {
  if (!REMOTE_NAME.test(remote)) throw new Error(`"${remote}" is not a remote name`);
  if (id !== undefined && !RELEASE_ID.test(id)) throw new Error(`"${id}" is not a release id`);
}

/** A release file's path inside its folder: relative, forward slashes, no `..`. */
function checkFilePath(file) {
  const parts = file.split('/');
  if (
    file === '' ||
    file.startsWith('/') ||
    parts.some((part) => part === '' || part === '..' || part === '.')
  )
    throw new Error(`"${file}" is not a file path inside a release`);
  return file;
}

const CONTENT_TYPES = {
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  woff: 'font/woff',
  woff2: 'font/woff2',
};
/** Files read at every start, by name: never kept by a cache without asking (issue 37 "Headers"). */
const NO_CACHE = new Set(['mf-manifest.json', 'leafbid-remote.json', 'integrity.json']);

/**
 * The HTTP headers a release file is stored with (S3): its type, its encoding for a .br/.gz copy
 * (typed as the file it compresses), and no-cache for the manifest, the description and
 * integrity.json, immutable for the rest (a release folder never changes).
 */
export function releaseFileHeaders(file) {
  const compressed = /\.(br|gz)$/.exec(file);
  const original = compressed ? file.slice(0, -compressed[0].length) : file;
  const extension = path.posix.extname(original).slice(1).toLowerCase();
  return {
    ContentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    ...(compressed ? { ContentEncoding: compressed[1] === 'br' ? 'br' : 'gzip' } : {}),
    CacheControl: NO_CACHE.has(path.posix.basename(original))
      ? 'no-cache'
      : 'public, max-age=31536000, immutable',
  };
}

const bodyOf = (file) =>
  file.body !== undefined ? Buffer.from(file.body) : fs.readFile(file.file);

/**
 * Opens the release store.
 * @param {{ dir: string, lockStaleMs?: number, lockTimeoutMs?: number } | { s3: import('./store.d.mts').S3Options }} options
 * @returns {import('./store.d.mts').ReleaseStore}
 */
export function openReleaseStore(options) {
  if (options && typeof options.dir === 'string') return localStore(options);
  if (options && options.s3) return s3Store(options.s3);
  throw new Error('openReleaseStore needs { dir } or { s3: { bucket, … } }');
}

// --- local directory -------------------------------------------------------------------------

function localStore({ dir, lockStaleMs = LOCK_STALE_MS, lockTimeoutMs = 60_000 }) {
  const root = path.resolve(dir);
  const registryPath = path.join(root, REGISTRY_FILE);
  const lockPath = path.join(root, LOCK_FILE);

  async function readRegistry() {
    try {
      return parseRegistry(await fs.readFile(registryPath, 'utf8'));
    } catch (error) {
      if (error.code === 'ENOENT') return parseRegistry('');
      throw error;
    }
  }

  /** Takes registry.lock (O_EXCL); a lock older than `lockStaleMs` is a crashed writer's. */
  async function lock() {
    await fs.mkdir(root, { recursive: true });
    const mine = token();
    const deadline = Date.now() + lockTimeoutMs;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const handle = await fs.open(
          lockPath,
          fsConstants.O_CREAT | fsConstants.O_EXCL | fsConstants.O_WRONLY,
        );
        await handle.writeFile(
          JSON.stringify({ token: mine, pid: process.pid, at: new Date().toISOString() }),
        );
        await handle.close();
        return mine;
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
      }
      await removeIfStale();
      if (Date.now() > deadline) {
        const holder = await fs.readFile(lockPath, 'utf8').catch(() => '?');
        throw new Error(`${lockPath} is still held after ${lockTimeoutMs} ms (${holder})`);
      }
      await sleep(Math.min(200, 10 + attempt * 5) * (0.5 + Math.random()));
    }
  }

  async function removeIfStale() {
    const stat = await fs.stat(lockPath).catch(() => null);
    if (!stat || Date.now() - stat.mtimeMs <= lockStaleMs) return;
    // Moved aside first: of two writers finding it stale, one moves it, the other finds nothing.
    const aside = `${lockPath}.stale-${token()}`;
    try {
      await fs.rename(lockPath, aside);
    } catch {
      return;
    }
    const moved = await fs.stat(aside).catch(() => null);
    if (moved && Date.now() - moved.mtimeMs <= lockStaleMs) {
      // A fresh lock was taken in between: put it back (unless yet another one exists).
      await fs.link(aside, lockPath).catch(() => {});
    }
    await fs.unlink(aside).catch(() => {});
  }

  async function unlock(mine) {
    const held = await fs.readFile(lockPath, 'utf8').catch(() => '');
    if (held.includes(mine)) await fs.unlink(lockPath).catch(() => {});
  }

  async function writeRegistry(registry) {
    const temporary = `${registryPath}.${token()}.tmp`;
    await fs.writeFile(temporary, serializeRegistry(registry));
    await fs.rename(temporary, registryPath);
  }

  async function updateRegistry(change) {
    const mine = await lock();
    try {
      const current = await readRegistry();
      const next = await change(current);
      if (next && next !== current) {
        parseRegistry(serializeRegistry(next)); // a change never writes an invalid registry
        await writeRegistry(next);
        return next;
      }
      return current;
    } finally {
      await unlock(mine);
    }
  }

  const releasePath = (remote, id) => path.join(root, remote, id);

  async function hasRelease(remote, id) {
    checkNames(remote, id);
    return (await fs.stat(releasePath(remote, id)).catch(() => null)) !== null;
  }

  async function storeRelease(remote, id, files) {
    checkNames(remote, id);
    const final = releasePath(remote, id);
    if (await hasRelease(remote, id)) throw new ReleaseExistsError(remote, id);
    const temporary = path.join(root, remote, `.incoming-${id}-${token()}`);
    try {
      for (const file of files) {
        const target = path.join(temporary, ...checkFilePath(file.path).split('/'));
        await fs.mkdir(path.dirname(target), { recursive: true });
        if (file.file !== undefined && file.body === undefined)
          await fs.copyFile(file.file, target);
        else await fs.writeFile(target, await bodyOf(file));
      }
      await fs.mkdir(temporary, { recursive: true });
      // Renaming onto an existing folder fails (ENOTEMPTY / EEXIST): never overwritten.
      if (await hasRelease(remote, id)) throw new ReleaseExistsError(remote, id);
      await fs.rename(temporary, final);
    } catch (error) {
      await fs.rm(temporary, { recursive: true, force: true });
      if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST')
        throw new ReleaseExistsError(remote, id);
      throw error;
    }
  }

  async function listReleases(remote) {
    checkNames(remote);
    const entries = await fs
      .readdir(path.join(root, remote), { withFileTypes: true })
      .catch(() => []);
    return entries
      .filter((entry) => entry.isDirectory() && RELEASE_ID.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  }

  async function deleteRelease(remote, id) {
    checkNames(remote, id);
    await fs.rm(releasePath(remote, id), { recursive: true, force: true });
  }

  async function readFile(remote, id, file) {
    checkNames(remote, id);
    try {
      return await fs.readFile(
        path.join(releasePath(remote, id), ...checkFilePath(file).split('/')),
      );
    } catch (error) {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    }
  }

  return {
    kind: 'local',
    root,
    describe: () => root,
    readRegistry,
    updateRegistry,
    hasRelease,
    storeRelease,
    listReleases,
    deleteRelease,
    readFile,
    close: async () => {},
  };
}

// --- S3-compatible bucket ----------------------------------------------------------------------

/** 412 Precondition Failed, or 409 ConditionalRequestConflict (a concurrent conditional write). */
const isConflict = (error) =>
  error?.$metadata?.httpStatusCode === 412 ||
  error?.$metadata?.httpStatusCode === 409 ||
  error?.name === 'PreconditionFailed' ||
  error?.name === 'ConditionalRequestConflict';
const isMissing = (error) =>
  error?.$metadata?.httpStatusCode === 404 ||
  error?.name === 'NoSuchKey' ||
  error?.name === 'NotFound';

async function bodyText(body) {
  if (typeof body?.transformToString === 'function') return body.transformToString();
  const chunks = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

async function bodyBytes(body) {
  if (typeof body?.transformToByteArray === 'function')
    return Buffer.from(await body.transformToByteArray());
  const chunks = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function s3Store({
  bucket,
  prefix = '',
  client: givenClient,
  endpoint,
  region = 'us-east-1',
  credentials,
  forcePathStyle,
  maxAttempts = 20,
}) {
  if (!bucket) throw new Error('the S3 release store needs a bucket');
  const base = prefix.replace(/^\/+|\/+$/g, '');
  const key = (relative) => (base ? `${base}/${relative}` : relative);
  let sdk;
  let client = givenClient;
  const ownsClient = !givenClient;

  /** The SDK's commands, and a client made from the options unless one was given. */
  async function s3() {
    sdk ??= await import('@aws-sdk/client-s3');
    client ??= new sdk.S3Client({
      region,
      ...(endpoint ? { endpoint } : {}),
      ...(credentials ? { credentials } : {}),
      forcePathStyle: forcePathStyle ?? Boolean(endpoint),
    });
    return { sdk, client };
  }

  async function readWithTag() {
    const { sdk, client } = await s3();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: bucket, Key: key(REGISTRY_FILE) }),
      );
      return { registry: parseRegistry(await bodyText(answer.Body)), etag: answer.ETag ?? null };
    } catch (error) {
      if (isMissing(error)) return { registry: parseRegistry(''), etag: null };
      throw error;
    }
  }

  async function updateRegistry(change) {
    const { sdk, client } = await s3();
    for (let attempt = 1; ; attempt += 1) {
      const { registry: current, etag } = await readWithTag();
      const next = await change(current);
      if (!next || next === current) return current;
      const body = serializeRegistry(next);
      parseRegistry(body);
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key(REGISTRY_FILE),
            Body: body,
            ContentType: 'application/json; charset=utf-8',
            CacheControl: 'no-cache',
            ...(etag ? { IfMatch: etag } : { IfNoneMatch: '*' }),
          }),
        );
        return next;
      } catch (error) {
        if (!isConflict(error) || attempt >= maxAttempts) throw error;
        await sleep(Math.min(1000, 20 * 2 ** attempt) * Math.random());
      }
    }
  }

  async function keysUnder(keyPrefix) {
    const { sdk, client } = await s3();
    const keys = [];
    let ContinuationToken;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: keyPrefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  async function hasRelease(remote, id) {
    checkNames(remote, id);
    return (await keysUnder(key(`${remote}/${id}/`))).length > 0;
  }

  async function storeRelease(remote, id, files) {
    checkNames(remote, id);
    const { sdk, client } = await s3();
    if (await hasRelease(remote, id)) throw new ReleaseExistsError(remote, id);
    // integrity.json last: a release whose integrity.json is there is complete.
    const ordered = [...files].sort(
      (a, b) => (a.path === 'integrity.json') - (b.path === 'integrity.json'),
    );
    const put = async (file) => {
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key(`${remote}/${id}/${checkFilePath(file.path)}`),
            Body: await bodyOf(file),
            IfNoneMatch: '*',
            ...releaseFileHeaders(file.path),
          }),
        );
      } catch (error) {
        if (isConflict(error)) throw new ReleaseExistsError(remote, id);
        throw error;
      }
    };
    const last = ordered.at(-1)?.path === 'integrity.json' ? ordered.pop() : undefined;
    for (let i = 0; i < ordered.length; i += 8) await Promise.all(ordered.slice(i, i + 8).map(put));
    if (last) await put(last);
  }

  async function listReleases(remote) {
    checkNames(remote);
    const { sdk, client } = await s3();
    const ids = [];
    let ContinuationToken;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: bucket,
          Prefix: key(`${remote}/`),
          Delimiter: '/',
          ContinuationToken,
        }),
      );
      for (const { Prefix } of page.CommonPrefixes ?? []) {
        const id = Prefix.slice(key(`${remote}/`).length).replace(/\/$/, '');
        if (RELEASE_ID.test(id)) ids.push(id);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return ids.sort();
  }

  async function deleteRelease(remote, id) {
    checkNames(remote, id);
    const { sdk, client } = await s3();
    const keys = await keysUnder(key(`${remote}/${id}/`));
    for (let i = 0; i < keys.length; i += 1000) {
      await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  async function readFile(remote, id, file) {
    checkNames(remote, id);
    const { sdk, client } = await s3();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({
          Bucket: bucket,
          Key: key(`${remote}/${id}/${checkFilePath(file)}`),
        }),
      );
      return bodyBytes(answer.Body);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 's3',
    root: undefined,
    describe: () => `s3://${bucket}/${base}`,
    readRegistry: async () => (await readWithTag()).registry,
    updateRegistry,
    hasRelease,
    storeRelease,
    listReleases,
    deleteRelease,
    readFile,
    close: async () => {
      if (ownsClient && client) client.destroy();
    },
  };
}
