import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { releaseSettings } from '../config.mjs';

describe('the release settings (scripts/lib/config.mjs)', () => {
  it('stores in <DATA_DIR>/releases by default, and in RELEASES_DIR when set', () => {
    assert.equal(releaseSettings('/repo', {}).releasesDir, '/repo/.data/releases');
    assert.equal(releaseSettings('/repo', { DATA_DIR: '/var/lb' }).releasesDir, '/var/lb/releases');
    assert.equal(releaseSettings('/repo', { RELEASES_DIR: 'rel' }).releasesDir, '/repo/rel');
    assert.equal(releaseSettings('/repo', {}).s3, undefined);
  });

  it('stores in the bucket when RELEASES_S3_BUCKET is set, with the S3_* settings', () => {
    const { s3 } = releaseSettings('/repo', {
      RELEASES_S3_BUCKET: 'leafbid',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
    });
    assert.deepEqual(s3, {
      bucket: 'leafbid',
      prefix: 'releases',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      forcePathStyle: true,
    });
    assert.throws(
      () => releaseSettings('/repo', { RELEASES_S3_BUCKET: 'x', S3_ACCESS_KEY_ID: 'a' }),
      /set together/,
    );
  });

  it("gives a remote's base URL from RELEASE_BASE_URL_<REMOTE>, else RELEASES_BASE_URL/<remote>", () => {
    const settings = releaseSettings('/repo', {
      RELEASE_BASE_URL_ORDERS: 'https://orders.cdn.example',
      RELEASES_BASE_URL: 'https://cdn.example/releases/',
    });
    assert.equal(settings.baseUrl('orders'), 'https://orders.cdn.example');
    assert.equal(settings.baseUrl('listings'), 'https://cdn.example/releases/listings');
    assert.equal(releaseSettings('/repo', {}).baseUrl('orders'), undefined);
  });
});
