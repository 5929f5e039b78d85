// scripts/lib/config.mjs (issue 36): the one reader of the environment in scripts/ — names,
// defaults and the errors an invalid value gets.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import {
  chromiumPath,
  mailCatcherPorts,
  portsFromEnv,
  skipBrowserTests,
  stackSettings,
  startDataDir,
  testDatabaseUrl,
} from './config.mjs';

test('stackSettings: the defaults npm start runs on', () => {
  const settings = stackSettings(['orders'], {});
  assert.deepEqual(settings, {
    publicHost: 'localhost',
    publicApiUrl: undefined,
    remoteUrls: { orders: undefined },
    firebaseProjectId: 'demo-leafbid',
    mailCatcherHost: '127.0.0.1',
    apiNodeEnv: 'development',
    apiHost: 'localhost',
    corsOrigins: undefined,
    logLevel: 'warn',
    staticHost: 'localhost',
    firebaseApiKey: 'demo-leafbid-key',
    firebaseAuthDomain: 'demo-leafbid.firebaseapp.com',
    firebaseAuthEmulatorUrl: undefined,
    highPriceConfirmFactor: undefined,
  });
});

test('stackSettings: each variable moves its value', () => {
  const settings = stackSettings(['price-alerts'], {
    REMOTE_PRICE_ALERTS_URL: 'https://alerts.example/mf-manifest.json',
    FIREBASE_PROJECT_ID: 'demo-other',
    NODE_ENV: 'production',
    FIREBASE_AUTH_EMULATOR_URL: '',
    HIGH_PRICE_CONFIRM_FACTOR: '2.5',
    PUBLIC_HOST: '',
  });
  assert.equal(settings.remoteUrls['price-alerts'], 'https://alerts.example/mf-manifest.json');
  assert.equal(settings.firebaseAuthDomain, 'demo-other.firebaseapp.com');
  // The API is never started as production by npm start.
  assert.equal(settings.apiNodeEnv, 'development');
  assert.equal(settings.firebaseAuthEmulatorUrl, '');
  assert.equal(settings.highPriceConfirmFactor, 2.5);
  assert.equal(settings.publicHost, '');
});

test('stackSettings: HIGH_PRICE_CONFIRM_FACTOR above 1 and at most 1000', () => {
  for (const value of ['1', '0.5', '1001', 'x'])
    assert.throws(
      () => stackSettings([], { HIGH_PRICE_CONFIRM_FACTOR: value }),
      new Error(
        `HIGH_PRICE_CONFIRM_FACTOR must be a number above 1 and at most 1000 (got "${value}")`,
      ),
    );
  assert.equal(
    stackSettings([], { HIGH_PRICE_CONFIRM_FACTOR: '1000' }).highPriceConfirmFactor,
    1000,
  );
});

test('ports: from the environment, checked', () => {
  const defaults = {
    host: 3000,
    api: 4000,
    auth: 9099,
    mailSmtp: 1025,
    mailHttp: 1080,
    orders: 3002,
  };
  assert.deepEqual(portsFromEnv({ HOST_PORT: '3900', ORDERS_PORT: '' }, defaults), {
    ...defaults,
    host: 3900,
  });
  assert.throws(
    () => portsFromEnv({ API_PORT: '0' }, defaults),
    /API_PORT must be a port number, got "0"/,
  );
});

test('mail catcher ports: the flag, else the variable, else the default; 0 is any free port', () => {
  const defaults = { smtpPort: 1025, httpPort: 1080 };
  assert.deepEqual(mailCatcherPorts([], defaults, {}), defaults);
  assert.deepEqual(
    mailCatcherPorts(['--smtp-port', '0'], defaults, {
      MAIL_CATCHER_SMTP_PORT: '2525',
      MAIL_CATCHER_HTTP_PORT: '8025',
    }),
    { smtpPort: 0, httpPort: 8025 },
  );
  assert.throws(
    () => mailCatcherPorts(['--http-port', 'x'], defaults, {}),
    new Error('--http-port (MAIL_CATCHER_HTTP_PORT) must be a port number, got "x"'),
  );
});

test('the switches of npm test and npm start', () => {
  assert.equal(chromiumPath({}), '/usr/bin/chromium');
  assert.equal(chromiumPath({ CHROMIUM_PATH: '/opt/chromium' }), '/opt/chromium');
  assert.equal(skipBrowserTests({ SKIP_BROWSER_TESTS: '1' }), true);
  assert.equal(skipBrowserTests({ SKIP_BROWSER_TESTS: 'true' }), false);
  assert.equal(testDatabaseUrl({ TEST_DATABASE_URL: '' }), undefined);
  assert.equal(startDataDir('/repo', {}), path.resolve('/repo', '.data'));
  assert.equal(startDataDir('/repo', { DATA_DIR: '/tmp/d' }), '/tmp/d');
});
