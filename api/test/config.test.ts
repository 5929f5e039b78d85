import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

describe('config (the only reader of process.env)', () => {
  it('local defaults: port 4000, no emulator unless set, PGlite under <repo>/.data, demo seeding on', () => {
    const c = loadConfig({});
    assert.equal(c.port, 4000);
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.databaseUrl, undefined);
    // Emulator mode (unsigned tokens) is never a default of the API itself.
    assert.equal(c.firebaseAuthEmulatorHost, undefined);
    assert.equal(loadConfig({ NODE_ENV: 'development' }).firebaseAuthEmulatorHost, undefined);
    assert.equal(loadConfig({ NODE_ENV: 'test' }).firebaseAuthEmulatorHost, undefined);
    assert.equal(
      loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebaseAuthEmulatorHost,
      '127.0.0.1:9099',
    );
    assert.equal(c.firebaseProjectId, 'demo-leafbid');
    assert.ok(c.dataDir.endsWith(`${path.sep}.data`));
    assert.equal(c.pgliteDir, path.join(c.dataDir, 'pglite'));
    assert.equal(c.filesDir, path.join(c.dataDir, 'files'));
    assert.equal(c.maxUploadBytes, 10 * 1024 * 1024);
    assert.equal(c.seedDemo, true);
    assert.equal(c.maxVideoUploadBytes, 100 * 1024 * 1024);
    assert.equal(c.maxStoredBytesPerContact, 50 * 1024 * 1024);
    assert.equal(c.maxDocumentsPerContact, 10);
    assert.equal(c.maxProductFileBytesPerContact, 1024 * 1024 * 1024);
    assert.equal(c.maxProductFilesPerContact, 500);
    assert.equal(c.maxImageDimension, 8000);
    assert.equal(c.supportRequestsPerHour, 10);
    assert.equal(c.rateLimitPerMinute, 600);
    assert.equal(c.trustProxy, false);
    assert.equal(c.outboxMaxAttempts, 500);
    assert.equal(c.outboxMaxAgeHours, 72);
    // The apps' origins come from the workspace's list of remotes through CORS_ORIGINS (npm start
    // passes them); the API alone knows none, so unset it allows no cross-origin caller.
    assert.deepEqual(c.corsOrigins, []);
    assert.deepEqual(loadConfig({ CORS_ORIGINS: '' }).corsOrigins, []);
    assert.deepEqual(Object.values(c.automationUrls).filter(Boolean), []);
    assert.ok(c.apiTokenSecret.length >= 32);
    assert.ok(c.migrationsFolder.endsWith('drizzle'));
  });

  it('refuses to start in production with the Auth emulator set', () => {
    assert.throws(
      () =>
        loadConfig({
          NODE_ENV: 'production',
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
          API_TOKEN_SECRET: 'x'.repeat(32),
        }),
      (e: unknown) => e instanceof ConfigError && /FIREBASE_AUTH_EMULATOR_HOST/.test(e.message),
    );
  });

  it('production requires API_TOKEN_SECRET, and turns off emulator and demo seeding', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /API_TOKEN_SECRET/);
    const c = loadConfig({ NODE_ENV: 'production', API_TOKEN_SECRET: 's'.repeat(40) });
    assert.equal(c.firebaseAuthEmulatorHost, undefined);
    assert.equal(c.seedDemo, false);
    assert.equal(c.apiTokenSecret, 's'.repeat(40));
  });

  it('validates values and names the variable', () => {
    assert.throws(() => loadConfig({ PORT: 'abc' }), /PORT/);
    assert.throws(
      () => loadConfig({ AUTOMATION_URL_PURCHASE_REQUEST: 'not a url' }),
      /AUTOMATION_URL_PURCHASE_REQUEST/,
    );
    assert.throws(() => loadConfig({ SEED_DEMO: 'maybe' }), /SEED_DEMO/);
    assert.throws(() => loadConfig({ API_TOKEN_SECRET: 'short' }), /API_TOKEN_SECRET/);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'yes please' }), /TRUST_PROXY/);
    assert.throws(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8/1' }), /TRUST_PROXY/);
    assert.throws(
      () => loadConfig({ MAX_DOCUMENTS_PER_CONTACT: '0' }),
      /MAX_DOCUMENTS_PER_CONTACT/,
    );
  });

  it('TRUST_PROXY: off by default; true, a hop count, or proxy addresses/ranges', () => {
    assert.equal(loadConfig({ TRUST_PROXY: '' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy, [
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    // Production no longer trusts X-Forwarded-For by itself.
    const prod = loadConfig({ NODE_ENV: 'production', API_TOKEN_SECRET: 's'.repeat(40) });
    assert.equal(prod.trustProxy, false);
  });

  it('reads overrides', () => {
    const c = loadConfig({
      PORT: '4100',
      DATABASE_URL: 'postgres://u:p@db/leafbid',
      DATA_DIR: '/tmp/leafbid-x',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      CORS_ORIGINS: 'https://a.test, https://b.test',
      AUTOMATION_URL_SUPPORT_REQUEST: 'https://hooks.example/support',
      AUTOMATION_URL_COUNTER_OFFER: 'https://hooks.example/counter',
      MAX_UPLOAD_BYTES: '1024',
      MAX_VIDEO_UPLOAD_BYTES: '4096',
      MAX_STORED_BYTES_PER_CONTACT: '2048',
      MAX_DOCUMENTS_PER_CONTACT: '3',
      MAX_PRODUCT_FILE_BYTES_PER_CONTACT: '8192',
      MAX_PRODUCT_FILES_PER_CONTACT: '16',
      MAX_IMAGE_DIMENSION: '1280',
      SUPPORT_REQUESTS_PER_HOUR: '5',
      RATE_LIMIT_PER_MINUTE: '60',
      SEED_DEMO: 'false',
      OUTBOX_MAX_ATTEMPTS: '3',
      OUTBOX_MAX_AGE_HOURS: '1.5',
    });
    assert.equal(c.port, 4100);
    assert.equal(c.databaseUrl, 'postgres://u:p@db/leafbid');
    assert.equal(c.pgliteDir, '/tmp/leafbid-x/pglite');
    assert.equal(c.firebaseAuthEmulatorHost, undefined);
    assert.deepEqual(c.corsOrigins, ['https://a.test', 'https://b.test']);
    assert.equal(c.automationUrls.support_request, 'https://hooks.example/support');
    assert.equal(c.automationUrls.counter_offer, 'https://hooks.example/counter');
    assert.equal(c.automationUrls.purchase_request, undefined);
    assert.equal(c.maxUploadBytes, 1024);
    assert.equal(c.maxVideoUploadBytes, 4096);
    assert.equal(c.maxStoredBytesPerContact, 2048);
    assert.equal(c.maxDocumentsPerContact, 3);
    assert.equal(c.maxProductFileBytesPerContact, 8192);
    assert.equal(c.maxProductFilesPerContact, 16);
    assert.equal(c.maxImageDimension, 1280);
    assert.equal(c.supportRequestsPerHour, 5);
    assert.equal(c.rateLimitPerMinute, 60);
    assert.equal(c.seedDemo, false);
    assert.equal(c.outboxMaxAttempts, 3);
    assert.equal(c.outboxMaxAgeHours, 1.5);
  });

  it('notification emails (issue 20): SMTP_URL unset by default, MAIL_FROM and APP_URL defaults, checked', () => {
    const c = loadConfig({});
    assert.equal(c.smtpUrl, undefined);
    assert.equal(loadConfig({ SMTP_URL: '' }).smtpUrl, undefined);
    assert.equal(c.mailFrom, 'Leafbid <no-reply@leafbid.test>');
    assert.equal(c.appUrl, 'http://localhost:3000');
    const set = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Leafbid <hello@leafbid.ca>',
      APP_URL: 'https://app.leafbid.ca/',
    });
    assert.equal(set.smtpUrl, 'smtps://user:secret@mail.example.com:465');
    assert.equal(set.mailFrom, 'Leafbid <hello@leafbid.ca>');
    // Without its trailing slash: links are APP_URL + '/orders'.
    assert.equal(set.appUrl, 'https://app.leafbid.ca');
    assert.equal(
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:1025' }).smtpUrl,
      'smtp://127.0.0.1:1025',
    );
    assert.throws(() => loadConfig({ SMTP_URL: 'http://mail.example.com' }), /SMTP_URL/);
    assert.throws(() => loadConfig({ SMTP_URL: 'not a url' }), /SMTP_URL/);
    assert.throws(() => loadConfig({ APP_URL: 'ftp://app.leafbid.ca' }), /APP_URL/);
    assert.throws(() => loadConfig({ APP_URL: 'app.leafbid.ca' }), /APP_URL/);
    assert.throws(() => loadConfig({ MAIL_FROM: '' }), /MAIL_FROM/);
  });

  it('replicas (issue 21): Redis and S3-compatible storage only when configured, checked at start', () => {
    const local = loadConfig({});
    assert.equal(local.redisUrl, undefined);
    assert.equal(local.objectStorage, undefined);
    assert.equal(local.liveEventsKeepMs, 15 * 60_000);
    assert.equal(local.outboxBatchSize, 20);
    const c = loadConfig({
      REDIS_URL: 'redis://cache:6379',
      S3_BUCKET: 'leafbid-files',
      S3_ENDPOINT: 'http://objects:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    assert.equal(c.redisUrl, 'redis://cache:6379');
    assert.deepEqual(c.objectStorage, {
      bucket: 'leafbid-files',
      endpoint: 'http://objects:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // AWS itself: virtual-hosted URLs, the SDK's own credentials.
    const aws = loadConfig({ S3_BUCKET: 'leafbid-files', S3_REGION: 'ca-central-1' });
    assert.equal(aws.objectStorage?.forcePathStyle, false);
    assert.equal(aws.objectStorage?.credentials, undefined);
    for (const env of [
      { REDIS_URL: 'http://cache:6379' },
      { S3_BUCKET: 'Not A Bucket' },
      { S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' },
      { S3_ENDPOINT: 'http://objects:9000' },
      { OUTBOX_BATCH_SIZE: '0' },
      { LIVE_EVENTS_KEEP_MS: '10' },
    ]) {
      assert.throws(() => loadConfig(env), ConfigError, JSON.stringify(env));
    }
  });
});
