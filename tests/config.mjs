// The one module of tests/ that reads process.env (STYLE.md "One source of truth", issue 36;
// eslint's leafbid/env-in-config holds it): the browser tests, their helpers, the replicas suite
// and the benches take the switches they are started with from here — each variable named,
// defaulted and checked once. Plain ESM with types beside it (config.d.mts), so both Playwright's
// TypeScript and the benches' plain `node` import it. What the stack itself reads (ports, hosts,
// HIGH_PRICE_CONFIRM_FACTOR, CHROMIUM_PATH …) is scripts/lib/config.mjs's.

/**
 * E2E_PORT_OFFSET: moves every port of the browser tests and benches (a multiple of 10, so two
 * checkouts on one machine run side by side); 0 by default.
 */
export function e2ePortOffset(env = process.env) {
  const offset = Number(env.E2E_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 900) {
    throw new Error(`E2E_PORT_OFFSET must be a whole number from 0 to 900, got "${offset}"`);
  }
  return offset;
}

/** E2E_VERBOSE (any value): the stack the browser tests start shows its output. */
export const E2E_VERBOSE = Boolean(process.env.E2E_VERBOSE);

/** E2E_SCREENSHOTS_DIR: where a11y, join and reset put a screenshot of each screen; none when unset. */
export const E2E_SCREENSHOTS_DIR = process.env.E2E_SCREENSHOTS_DIR || undefined;

/** LEAFBID_SHOTS_DIR: where the operator spec puts a screenshot of each console tab; none when unset. */
export const LEAFBID_SHOTS_DIR = process.env.LEAFBID_SHOTS_DIR || undefined;

/** CI=true: a suite whose tools are missing fails instead of skipping (they are installed in CI). */
export const CI = process.env.CI === 'true';

/** REPLICAS_VERBOSE=1: the replicas suite prints every line its processes write. */
export const REPLICAS_VERBOSE = process.env.REPLICAS_VERBOSE === '1';

/** TEST_DATABASE_URL: the PostgreSQL a bench also measures; undefined skips it. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/**
 * LEAFBID_E2E_DATA_DIR: the data folder of the stack the browser tests run against, set by their
 * global setup for its workers (issue 37: the release tests publish into its releases/).
 */
export function e2eDataDir(env = process.env) {
  const dir = env.LEAFBID_E2E_DATA_DIR;
  if (!dir)
    throw new Error('LEAFBID_E2E_DATA_DIR is not set: run the browser tests through Playwright');
  return dir;
}

/** Tells the browser tests' workers where the stack's data folder is (their global setup). */
export function setE2eDataDir(dir) {
  process.env.LEAFBID_E2E_DATA_DIR = dir;
}

/** PATH's directories, in order. */
export function pathDirectories(env = process.env) {
  return (env.PATH ?? '').split(':');
}

/**
 * The environment a child process starts with: this process's, then `overrides`.
 * @param {Record<string, string | undefined>} [overrides]
 */
export function childEnv(overrides = {}) {
  return { ...process.env, ...overrides };
}

/** The benches' switches (tests/bench/*.mjs), each with its bench's default. */
export function benchSettings(env = process.env) {
  return {
    /** catalogue.mjs: BENCH_PRODUCTS listings, each query run for BENCH_SECONDS (8). */
    catalogue: {
      products: Number(env.BENCH_PRODUCTS ?? 10_000),
      seconds: Number(env.BENCH_SECONDS ?? 8),
    },
    /** api.mjs: BENCH_SECONDS (10) per route, BENCH_CONNECTIONS, BENCH_BIDS; BENCH_ONLY one store. */
    api: {
      seconds: Number(env.BENCH_SECONDS ?? 10),
      connections: Number(env.BENCH_CONNECTIONS ?? 100),
      bids: Number(env.BENCH_BIDS ?? 3000),
      only: env.BENCH_ONLY,
    },
    /** lighthouse.mjs: BENCH_RUNS per preset; BENCH_REPORT_DIR, BENCH_LCP_PATH, BENCH_TASKS print more. */
    lighthouse: {
      runs: Number(env.BENCH_RUNS ?? 3),
      presets: (env.BENCH_PRESETS ?? 'mobile,desktop').split(','),
      reportDir: env.BENCH_REPORT_DIR,
      lcpPath: Boolean(env.BENCH_LCP_PATH),
      tasks: Boolean(env.BENCH_TASKS),
      /** Issue 38: the mobile CPU slowdown, instead of the host's calibrated one. */
      cpuSlowdown: env.BENCH_CPU_SLOWDOWN ? Number(env.BENCH_CPU_SLOWDOWN) : undefined,
    },
    /** first-load.mjs: BENCH_WATERFALL prints every request. */
    firstLoad: { waterfall: Boolean(env.BENCH_WATERFALL) },
    /** route-change.mjs: BENCH_ROUNDS, signed in as BENCH_ACCOUNT, BENCH_SETTLE_MS after each. */
    routeChange: {
      rounds: Number(env.BENCH_ROUNDS ?? 5),
      account: env.BENCH_ACCOUNT ?? 'buyer@leafbid.test',
      settleMs: env.BENCH_SETTLE_MS ? Number(env.BENCH_SETTLE_MS) : undefined,
    },
  };
}
