import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error — plain ESM module without types, shared with `npm start`.
import { startStack } from '../../scripts/lib/stack.mjs';
import { automationEnv, startAutomationReceiver } from './automation-receiver';
import { TEST_PORTS } from './ports';
import { E2E_VERBOSE, setE2eDataDir } from '../config.mjs';

/**
 * Starts the automation-webhook receiver, then identity emulator + mail catcher (issue 20: the
 * API's SMTP_URL points at it; specs read it with support/mail.ts) + API (fresh PGlite, demo
 * data, webhooks sent to the receiver, outbox polled every 200 ms) + host + remotes; returns the
 * teardown.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leafbid-e2e-'));
  setE2eDataDir(dataDir);
  const receiver = await startAutomationReceiver();
  let stack: { stop(): Promise<void> };
  try {
    stack = await startStack({
      ports: TEST_PORTS,
      dataDir,
      quiet: !E2E_VERBOSE,
      apiEnv: {
        ...automationEnv(receiver.url),
        OUTBOX_POLL_MS: '200',
        // Issue 37 (e2e/releases.spec.ts): one broken canary session is enough to roll it back.
        RELEASE_ROLLBACK_MIN_SESSIONS: '1',
      },
    });
  } catch (error) {
    await receiver.close();
    throw error;
  }
  return async () => {
    await stack.stop();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
