import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../src/config.js';
import { createS3Client } from '../src/storage/s3-storage.js';
import {
  createTestContext,
  createUser,
  request,
  type TestContext,
  type TestUser,
} from './helpers.js';
import { remote, rid } from './support/releases.js';

/**
 * Issue 37: in production the release registry is an object of the bucket
 * (RELEASES_S3_BUCKET, RELEASES_S3_PREFIX): the API reads it and writes the operator's changes
 * there, against a real S3 protocol server (s3rver, path-style).
 */
describe('the release registry in a bucket', () => {
  let server: ChildProcess;
  let directory: string;
  let client: S3Client;
  let ctx: TestContext;
  let admin: TestUser;
  const key = 'team-releases/registry.json';

  before(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'leafbid-s3-releases-'));
    server = spawn(
      process.execPath,
      [path.join(import.meta.dirname, 'support', 's3-server.mjs'), directory, 'leafbid-releases'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [line] = (await once(server.stdout!, 'data')) as [Buffer];
    const { port } = JSON.parse(line.toString()) as { port: number };
    const releasesStorage: NonNullable<Config['releasesStorage']> = {
      bucket: 'leafbid-releases',
      prefix: 'team-releases',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    };
    client = createS3Client(releasesStorage);
    await client.send(
      new PutObjectCommand({
        Bucket: 'leafbid-releases',
        Key: key,
        Body: JSON.stringify({ version: 1, remotes: { orders: remote('b-1', ['b-2']) } }),
        ContentType: 'application/json',
      }),
    );
    ctx = await createTestContext({ releasesStorage });
    admin = await createUser(ctx.db, { contactType: ['Admin'] });
  });
  after(async () => {
    await ctx?.close();
    client?.destroy();
    server.kill('SIGTERM');
    await once(server, 'exit');
    await rm(directory, { recursive: true, force: true });
  });

  it('serves it to browsers and writes a promote back to the bucket', async () => {
    const served = await request(ctx.app, 'GET', '/platform/remotes.json', null);
    assert.equal(served.statusCode, 200, served.body);
    assert.equal(served.json().orders.stable, rid('b-1'));

    const promoted = await request(
      ctx.app,
      'POST',
      '/operator/platform/orders/promote',
      admin.token,
      {
        release: rid('b-2'),
      },
    );
    assert.equal(promoted.statusCode, 200, promoted.body);
    const object = await client.send(
      new GetObjectCommand({ Bucket: 'leafbid-releases', Key: key }),
    );
    const stored = JSON.parse((await object.Body!.transformToString()) ?? '{}') as {
      remotes: { orders: { stable: string; history: Array<{ action: string; by: string }> } };
    };
    assert.equal(stored.remotes.orders.stable, rid('b-2'));
    assert.deepEqual(stored.remotes.orders.history.at(-1)?.action, 'promote');
    assert.equal(stored.remotes.orders.history.at(-1)?.by, admin.email);
  });
});
