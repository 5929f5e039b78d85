import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { loadDemoFixtures } from '../src/seed/demo-fixtures.js';
import { ensureDemoIdentities } from '../src/seed/identity.js';
import { seedDemoData } from '../src/seed/seed.js';
import { createTestContext, PROJECT_ID, request, type TestContext } from './helpers.js';

const { password: DEMO_PASSWORD } = await loadDemoFixtures();

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const firebaseBin = path.join(repoRoot, 'node_modules', '.bin', 'firebase');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

let emulator: ChildProcess | null = null;
let workDir = '';
let emulatorHost = '';
let output = '';
let ctx: TestContext | null = null;

async function waitForEmulator(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (emulator?.exitCode !== null) throw new Error(`emulator exited early:\n${output}`);
    try {
      const res = await fetch(`http://${emulatorHost}/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`emulator not ready after ${timeoutMs} ms:\n${output}`);
}

before(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'leafbid-emulator-'));
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  emulatorHost = `127.0.0.1:${authPort}`;
  const configPath = path.join(workDir, 'firebase.json');
  await writeFile(
    configPath,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  emulator = spawn(
    firebaseBin,
    ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', configPath],
    { cwd: workDir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  emulator.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  emulator.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await waitForEmulator(60_000);
  ctx = await createTestContext({ firebaseAuthEmulatorHost: emulatorHost });
});

after(async () => {
  await ctx?.close();
  if (emulator?.pid && emulator.exitCode === null) {
    const exited = new Promise((r) => emulator!.once('exit', r));
    process.kill(-emulator.pid, 'SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(-emulator!.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  }
  await rm(workDir, { recursive: true, force: true });
});

describe('real Firebase Auth emulator', () => {
  it('ensureDemoIdentities creates the demo accounts with fixed uids, idempotently', async () => {
    const config = { firebaseProjectId: PROJECT_ID, firebaseAuthEmulatorHost: emulatorHost };
    assert.equal(await ensureDemoIdentities(config, { retries: 3, retryDelayMs: 200 }), 5);
    assert.equal(await ensureDemoIdentities(config, { retries: 3, retryDelayMs: 200 }), 0);
  });

  it('a buyer signed in over the emulator REST API reads its contact with the ID token', async () => {
    await seedDemoData(ctx!.db, ctx!.storage);
    const signIn = await fetch(
      `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'buyer@leafbid.test',
          password: DEMO_PASSWORD,
          returnSecureToken: true,
        }),
      },
    );
    assert.equal(signIn.status, 200);
    const { idToken, localId } = (await signIn.json()) as { idToken: string; localId: string };
    assert.equal(localId, 'demo-buyer');

    const res = await request(
      ctx!.app,
      'GET',
      '/contact-by-email?email=buyer@leafbid.test',
      idToken,
    );
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.equal(data.Email, 'buyer@leafbid.test');
    assert.equal(data.User_UID, 'demo-buyer');
    assert.deepEqual(data.Contact_Type, ['Buyer']);

    const wrong = await fetch(
      `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'buyer@leafbid.test',
          password: 'wrong',
          returnSecureToken: true,
        }),
      },
    );
    assert.equal(wrong.status, 400);
  });
});
