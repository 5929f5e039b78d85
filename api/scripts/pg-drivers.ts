// Benchmark (issue 12): does a PostgreSQL driver hold its throughput the longer one process runs?
// The same load — WORKERS concurrent loops of one small parameterised query over a pool of POOL
// connections — is run for ROUNDS rounds of SECONDS seconds on each driver (postgres-js, then
// node-postgres), in one process each, and queries/s is printed per round. No Leafbid code is
// involved. Prints figures; asserts nothing.
//
// Run: DATABASE_URL=postgres://… pnpm --filter @leafbid/api exec tsx scripts/pg-drivers.ts
//   (npm run bench:pg-drivers at the root uses TEST_DATABASE_URL)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import postgres from 'postgres';

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ROUNDS = Number(process.env.ROUNDS ?? 6);
const SECONDS = Number(process.env.SECONDS ?? 10);
const WORKERS = Number(process.env.WORKERS ?? 100);
const POOL = Number(process.env.POOL ?? 10);
const QUERY = 'select $1::int + 1 as n';

type Driver = 'postgres' | 'pg';

interface Client {
  query(n: number): Promise<unknown>;
  end(): Promise<void>;
}

function connect(driver: Driver, databaseUrl: string): Client {
  if (driver === 'postgres') {
    const sql = postgres(databaseUrl, { max: POOL, onnotice: () => {} });
    return { query: (n) => sql.unsafe(QUERY, [n], { prepare: true }), end: () => sql.end() };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL });
  return {
    query: (n) => pool.query({ name: 'bench', text: QUERY, values: [n] }),
    end: () => pool.end(),
  };
}

async function round(client: Client): Promise<number> {
  const until = Date.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      while (Date.now() < until) {
        await client.query(worker);
        done += 1;
      }
    }),
  );
  return done / SECONDS;
}

async function runDriver(driver: Driver, databaseUrl: string): Promise<void> {
  const client = connect(driver, databaseUrl);
  const rates: number[] = [];
  try {
    for (let i = 0; i < ROUNDS; i += 1) rates.push(await round(client));
  } finally {
    await client.end();
  }
  const first = rates[0] ?? 0;
  const last = rates.at(-1) ?? 0;
  console.log(
    `${driver.padEnd(9)} queries/s per ${SECONDS} s round: ${rates.map((r) => Math.round(r)).join(' → ')}` +
      `  (last/first ${(last / first).toFixed(2)})`,
  );
}

const [, , only] = process.argv;
if (!url) {
  console.log(
    'pg-drivers: set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server; nothing measured.',
  );
} else if (only === 'postgres' || only === 'pg') {
  await runDriver(only, url);
} else {
  console.log(
    `PostgreSQL drivers, ${WORKERS} concurrent loops over a pool of ${POOL}, ${ROUNDS} rounds of ${SECONDS} s, each driver in its own process:`,
  );
  // Each driver in a fresh process, so one's garbage or timers cannot slow the other.
  for (const driver of ['postgres', 'pg'] as const) {
    spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), driver], {
      stdio: 'inherit',
      env: process.env,
    });
  }
}
