import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createS3Client, S3Storage } from '../src/storage/s3-storage.js';
import type { ByteSource } from '../src/storage/storage-port.js';

/**
 * Issue 21: the S3-compatible storage against a real S3 protocol server (s3rver, path-style),
 * with the current AWS SDK v3.
 */
describe('S3Storage', () => {
  let server: ChildProcess;
  let directory: string;
  let storage: S3Storage;
  before(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'leafbid-s3-'));
    server = spawn(
      process.execPath,
      [path.join(import.meta.dirname, 'support', 's3-server.mjs'), directory, 'leafbid-test'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [line] = (await once(server.stdout!, 'data')) as [Buffer];
    const { port } = JSON.parse(line.toString()) as { port: number };
    const client = createS3Client({
      bucket: 'leafbid-test',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
    storage = new S3Storage(client, 'leafbid-test');
    await storage.check();
  });
  after(async () => {
    storage.client.destroy();
    server.kill('SIGTERM');
    await once(server, 'exit');
    await rm(directory, { recursive: true, force: true });
  });

  it('streams a file in (in parts past 8 MiB) and out, with its length', async () => {
    const chunks = Array.from({ length: 9 }, () => randomBytes(1024 * 1024));
    async function* source(): ByteSource {
      yield* chunks;
    }
    const size = await storage.put('products/f_big', source(), 'video/mp4');
    assert.equal(size, 9 * 1024 * 1024);
    const stored = await storage.open('products/f_big');
    assert.ok(stored);
    assert.equal(stored.size, size);
    const back: Buffer[] = [];
    for await (const chunk of stored.stream) back.push(Buffer.from(chunk));
    assert.ok(Buffer.concat(back).equals(Buffer.concat(chunks)));
  });

  it('stores nothing when the source fails part-way', async () => {
    async function* cutOff(): ByteSource {
      yield Buffer.alloc(1000);
      throw new Error('upload cut off');
    }
    await assert.rejects(storage.put('products/f_cut', cutOff(), 'image/png'), /cut off/);
    assert.equal(await storage.open('products/f_cut'), null);
  });

  it('an unknown key is null, and deleting it is no error', async () => {
    assert.equal(await storage.open('products/f_none'), null);
    assert.equal(await storage.get('products/f_none'), null);
    await storage.delete('products/f_none');
    const bytes = Buffer.from('hello');
    async function* one(): ByteSource {
      yield bytes;
    }
    await storage.put('documents/d_1', one(), 'application/pdf');
    assert.deepEqual(await storage.get('documents/d_1'), bytes);
    await storage.delete('documents/d_1');
    assert.equal(await storage.open('documents/d_1'), null);
  });
});
