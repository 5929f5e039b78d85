import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error — plain ESM module without types, shared with `npm start`.
import { startStack } from '../../scripts/lib/stack.mjs';
import { TEST_PORTS } from './ports';

/** Starts identity emulator + API (fresh PGlite, demo data) + host + remotes; returns the teardown. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leafbid-e2e-'));
  const stack = await startStack({ ports: TEST_PORTS, dataDir, quiet: !process.env.E2E_VERBOSE });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
