import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
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
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-quic', '--no-first-run'],
    },
  },
});
