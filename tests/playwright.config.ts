import { defineConfig } from '@playwright/test';
import { TEST_PORTS } from './support/ports';

// Real Chromium (Debian's), against the composed host served as production serves it.
export default defineConfig({
  testDir: './e2e',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${TEST_PORTS.host}`,
    // The product follows the browser's languages (issue 19): English unless a test says otherwise.
    locale: 'en-CA',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
});
