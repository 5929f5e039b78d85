import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { portVariable, shiftedPorts } from '../../scripts/lib/remotes.mjs';
import { REMOTES } from '../support/ports';
import { childEnv, e2ePortOffset } from '../config.mjs';

// Issue 6: `npm start` with a console nobody reads. Its output goes to a pipe this test never
// reads (64 KB, then writes would block), the API logs every request (LOG_LEVEL=info), and a
// flood of requests fills the pipe many times over. Every static server and the API must still
// answer at once, and Ctrl-C (SIGTERM) must still stop everything.

// Its own block of ports (every default + 700), each passed the way a developer would: HOST_PORT,
// API_PORT, AUTH_EMULATOR_PORT, the mail catcher's two and <REMOTE>_PORT for every remote of the
// workspace's list.
const offset = e2ePortOffset();
const shifted = shiftedPorts(700 + offset);
const remotePorts = REMOTES.map((name) => shifted[name]!);
const env: Record<string, string> = {
  HOST_PORT: String(shifted.host),
  API_PORT: String(shifted.api),
  AUTH_EMULATOR_PORT: String(shifted.auth),
  MAIL_CATCHER_SMTP_PORT: String(shifted.mailSmtp),
  MAIL_CATCHER_HTTP_PORT: String(shifted.mailHttp),
  ...Object.fromEntries(REMOTES.map((name) => [portVariable(name), String(shifted[name])])),
};
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

async function answers(url: string, timeoutMs: number): Promise<number | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).catch(() => null);
  return response ? response.status : null;
}

test('static servers and the API keep answering while the console is not read, and SIGTERM still stops them', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leafbid-start-console-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: childEnv({
      ...env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // The flood below is one client: the limit would answer it 429 long before the pipe fills.
      RATE_LIMIT_PER_MINUTE: '1000000',
      CI: 'true',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // Deliberately never read: child.stdout and child.stderr stay paused.
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const api = `http://127.0.0.1:${shifted.api}`;
  const host = `http://127.0.0.1:${shifted.host}`;
  // Issue 37: each remote's origin serves its releases; the host's remotes.json names the stable
  // one's manifest (on the remote's port, as `npm start` was told).
  const statics = [`${host}/`];
  try {
    await expect
      .poll(async () => answers(`${host}/remotes.json`, 2000), {
        timeout: 180_000,
        intervals: [1000],
      })
      .toBe(200);
    const listed = (await (await fetch(`${host}/remotes.json`)).json()) as Record<
      string,
      { stable: string; releases: Array<{ id: string; manifest: string }> }
    >;
    for (const [name, entry] of Object.entries(listed)) {
      const manifest = entry.releases.find((release) => release.id === entry.stable)!.manifest;
      expect(new URL(manifest).port, name).toBe(String(shifted[name]));
      statics.push(manifest);
    }
    expect(statics).toHaveLength(1 + remotePorts.length);
    await expect
      .poll(
        async () =>
          (await Promise.all([api + '/health', ...statics].map((u) => answers(u, 2000)))).join(),
        {
          timeout: 60_000,
          intervals: [1000],
        },
      )
      .toBe([api, ...statics].map(() => 200).join());

    // ~4,000 logged requests: far more log than the pipe holds.
    for (let round = 0; round < 40; round += 1) {
      await Promise.all(Array.from({ length: 100 }, () => answers(`${api}/health`, 10_000)));
    }

    for (const url of [...statics, `${api}/health`]) {
      const started = Date.now();
      expect(await answers(url, 3000), url).toBe(200);
      expect(Date.now() - started, url).toBeLessThan(3000);
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r('timeout'), 30_000)),
    ]);
    if (code === 'timeout') process.kill(-child.pid!, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    expect(code, 'npm start stops on SIGTERM though its console is not read').toBe(0);
  }
});
