import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

/** Issue 37: the platform's settings (docs/configuration.md), read in config.ts alone. */
describe('config: releases', () => {
  it('defaults: the registry under DATA_DIR/releases, margin 0.05 over 20 sessions, 120 reports a minute', () => {
    const c = loadConfig({ DATA_DIR: '/srv/leafbid' });
    assert.equal(c.releasesDir, path.join(path.resolve('/srv/leafbid'), 'releases'));
    assert.equal(c.releasesStorage, undefined);
    assert.deepEqual(c.releasePlainRemotes, {});
    assert.equal(c.releaseRollbackMargin, 0.05);
    assert.equal(c.releaseRollbackMinSessions, 20);
    assert.equal(c.releaseReportsPerMinute, 120);
  });

  it('a bucket of its own with the S3_* endpoint and keys (S3_BUCKET not needed)', () => {
    const c = loadConfig({
      RELEASES_S3_BUCKET: 'leafbid-releases',
      RELEASES_S3_PREFIX: 'prod/releases',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    assert.deepEqual(c.releasesStorage, {
      bucket: 'leafbid-releases',
      prefix: 'prod/releases',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    assert.equal(c.objectStorage, undefined, 'files stay in DATA_DIR/files');
  });

  it('plain remotes as a JSON object of manifest URLs', () => {
    const c = loadConfig({
      RELEASES_PLAIN_REMOTES: '{"partner":"https://partner.example/mf-manifest.json"}',
    });
    assert.deepEqual(c.releasePlainRemotes, {
      partner: 'https://partner.example/mf-manifest.json',
    });
  });

  it('refuses settings it cannot use, saying which', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ RELEASE_ROLLBACK_MARGIN: '1.5' }, /RELEASE_ROLLBACK_MARGIN/],
      [{ RELEASE_ROLLBACK_MIN_SESSIONS: '0' }, /RELEASE_ROLLBACK_MIN_SESSIONS/],
      [{ RELEASE_REPORTS_PER_MINUTE: 'many' }, /RELEASE_REPORTS_PER_MINUTE/],
      [{ RELEASES_S3_BUCKET: 'Not A Bucket' }, /RELEASES_S3_BUCKET: must be an S3 bucket name/],
      [
        { RELEASES_PLAIN_REMOTES: 'partner=https://x' },
        /RELEASES_PLAIN_REMOTES: must be a JSON object/,
      ],
      [
        { RELEASES_PLAIN_REMOTES: '{"Partner":"https://x.example/m.json"}' },
        /RELEASES_PLAIN_REMOTES/,
      ],
      [
        { RELEASES_PLAIN_REMOTES: '{"partner":"ftp://x.example/m.json"}' },
        /RELEASES_PLAIN_REMOTES/,
      ],
    ];
    for (const [env, message] of cases)
      assert.throws(
        () => loadConfig(env),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError);
          assert.match(error.message, message);
          return true;
        },
      );
  });
});
