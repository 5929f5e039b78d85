// What the API benchmarks (bench:api, bench:catalogue) share: their own ports, the demo buyer's
// ID token from the identity emulator, a stack with rate limiting off in a throw-away data folder,
// and a throw-away PostgreSQL database when TEST_DATABASE_URL is set.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { shiftedPorts } from '../../scripts/lib/remotes.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { TEST_DATABASE_URL } from '../config.mjs';

export const BUYER = 'buyer@leafbid.test';
export const PASSWORD = 'leafbid-demo-1';

/**
 * Ports of one benchmark's stack: every default moved by N × 100 (the host on 3N00, each remote of
 * the workspace's list on its declared port + N × 100, the API on 4N00, the emulator on 9N99).
 */
export const benchPorts = (n) => shiftedPorts(n * 100);

/** The demo buyer's ID token, signed in over the emulator's REST API. */
export async function buyerToken(stack) {
  const response = await fetch(
    `${stack.urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-leafbid-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BUYER, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = await response.json();
  if (!body.idToken) throw new Error(`cannot sign in the demo buyer: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Runs `run(stack)` on a stack started with rate limiting off, then stops it and drops its data. */
export async function withBenchStack({ ports, name, apiEnv = {} }, run) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `leafbid-bench-${name}-`));
  const stack = await startStack({
    ports,
    dataDir,
    quiet: true,
    apiEnv: { RATE_LIMIT_PER_MINUTE: '100000000', ...apiEnv },
  });
  try {
    await run(stack);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * With TEST_DATABASE_URL: runs `run(databaseUrl)` on a database made for it and dropped after.
 * Without: says PostgreSQL was skipped.
 */
export async function withThrowAwayPostgres(run) {
  if (!TEST_DATABASE_URL) {
    console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL to measure it too)');
    return;
  }
  const pg = createRequire(new URL('../../api/package.json', import.meta.url))('pg');
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  const name = `leafbid_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
