// `npm test`: every check of every package — typecheck, lint, unit and component tests (jest),
// API tests (node:test, on PGlite, then on PostgreSQL), the replicas suite, and the browser tests
// (Playwright in Debian's Chromium against the composed, production-built product). Installs what
// they need: the workspace's packages, and as root Debian's chromium, postgresql, haproxy and
// redis-server (otherwise it names the missing ones, and the suites that need them fail). Starts
// its own throw-away PostgreSQL unless TEST_DATABASE_URL is given, and stops it however the run
// ends. Ends with one line "N passed, N failed".
import { spawn } from 'node:child_process';
import { buildAll } from './lib/build.mjs';
import { CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs';
import { childEnv, skipBrowserTests } from './lib/config.mjs';
import { ensureInstalled, pnpmCommand } from './lib/install.mjs';
import { repoRoot } from './lib/paths.mjs';
import { stopOnExit, testDatabase } from './lib/postgres.mjs';
import { readRemotes } from './lib/remotes.mjs';
import {
  HAPROXY,
  NGINX,
  POSTGRESQL,
  REDIS,
  chromiumPackage,
  ensureDebianPackages,
} from './lib/system-packages.mjs';

const UNIT_PACKAGES = [
  '@leafbid/domain',
  '@leafbid/shared',
  '@leafbid/tooling',
  '@leafbid/api',
  '@leafbid/host',
  ...readRemotes().map((remote) => remote.packageName),
];

// The step running now: told to stop when this run ends early (a failure, SIGINT or SIGTERM), so
// it does not go on against a database that is gone.
let running = null;
process.on('exit', () => running?.kill('SIGTERM'));

function run(label, command, args, env = {}) {
  return new Promise((resolve) => {
    console.log(`\n━━ ${label} ━━`);
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: childEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running = child;
    let output = '';
    const tee = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('close', (code) => {
      running = null;
      resolve({ code: code ?? 1, output });
    });
  });
}

/** Counts from jest ("Tests: 2 failed, 40 passed, 42 total"), node:test ("# pass 12") or Playwright ("12 passed"). */
export function countResults(output) {
  // eslint-disable-next-line no-control-regex -- strips ANSI colour codes
  const clean = output.replace(/\x1b\[[0-9;]*m/g, '');
  let passed = 0;
  let failed = 0;
  for (const line of clean.split('\n')) {
    const jest = line.match(/^Tests:\s+(.*)total/);
    if (jest) {
      passed += Number(jest[1].match(/(\d+) passed/)?.[1] ?? 0);
      failed += Number(jest[1].match(/(\d+) failed/)?.[1] ?? 0);
      continue;
    }
    const nodePass = line.match(/^# pass (\d+)/);
    if (nodePass) passed += Number(nodePass[1]);
    const nodeFail = line.match(/^# fail (\d+)/);
    if (nodeFail) failed += Number(nodeFail[1]);
    const pw = line.match(/^\s+(\d+) (passed|failed|flaky)( \(|$)/);
    if (pw) {
      if (pw[2] === 'passed') passed += Number(pw[1]);
      else failed += Number(pw[1]);
    }
  }
  return { passed, failed };
}

const [pnpm, ...pnpmPre] = pnpmCommand();
const results = [];
async function step(label, command, args, { counts = false, env } = {}) {
  const began = Date.now();
  const { code, output } = await run(label, command, args, env);
  const tally = counts ? countResults(output) : { passed: 0, failed: 0 };
  // A runner that exits non-zero with no failed test counted still fails the run.
  if (code !== 0 && tally.failed === 0) tally.failed = 1;
  results.push({ label, code, seconds: (Date.now() - began) / 1000, ...tally, counts });
}
/** A step that cannot run (what it needs is missing): it fails, saying why. */
function cannotRun(label, reason) {
  console.log(`\n━━ ${label} ━━\n✘ ${reason}`);
  results.push({ label, code: 1, seconds: 0, passed: 0, failed: 1, counts: true });
}

const browserTests = !skipBrowserTests();
ensureDebianPackages([
  POSTGRESQL,
  HAPROXY,
  REDIS,
  NGINX,
  ...(browserTests ? [chromiumPackage(CHROMIUM_PATH)] : []),
]);
ensureInstalled();
let database = null;
await step('typecheck', pnpm, [...pnpmPre, '-r', '--workspace-concurrency=2', 'run', 'typecheck']);
await step('lint', pnpm, [...pnpmPre, 'exec', 'eslint', '.']);
// Issue 19: every message has its fr-CA translation and each en-CA.json is what its sources say.
await step('catalogues (en-CA sources, fr-CA translations)', process.execPath, [
  'scripts/i18n.mjs',
  'check',
]);
await step(
  'tests scripts (npm start supervision, log format, releases) and deploy/',
  process.execPath,
  ['--test', 'scripts/lib/', 'deploy/'],
  {
    counts: true,
  },
);
for (const name of UNIT_PACKAGES) {
  // The API suite runs on PGlite first; then again on PostgreSQL: TEST_DATABASE_URL, else a
  // throw-away cluster of this run's own.
  await step(
    `tests ${name}${name === '@leafbid/api' ? ' (PGlite)' : ''}`,
    pnpm,
    [...pnpmPre, '--filter', name, 'run', 'test'],
    {
      counts: true,
      env: { CI: 'true', TEST_DATABASE_URL: '' },
    },
  );
  if (name === '@leafbid/api') {
    database = await testDatabase();
    if (database.started) stopOnExit(database);
    if (database.url) {
      await step(
        `tests ${name} (PostgreSQL)`,
        pnpm,
        [...pnpmPre, '--filter', name, 'run', 'test'],
        {
          counts: true,
          env: { CI: 'true', TEST_DATABASE_URL: database.url },
        },
      );
    } else {
      cannotRun(`tests ${name} (PostgreSQL)`, database.reason);
    }
  }
}
// Issue 21: three built API replicas on a throw-away PostgreSQL behind HAProxy, with Redis and
// an S3-compatible server (tests/replicas/). CI=true: where a Debian package is missing the
// suite fails, naming it, instead of skipping.
await step(
  'tests replicas (PostgreSQL, HAProxy, Redis, S3)',
  pnpm,
  [...pnpmPre, '--filter', '@leafbid/api', 'run', 'test:replicas'],
  { counts: true, env: { CI: 'true', ...(database?.url && { TEST_DATABASE_URL: database.url }) } },
);
if (!browserTests) {
  console.log('\n› SKIP_BROWSER_TESTS=1: browser tests not run.');
} else {
  let chromium = null;
  try {
    chromium = ensureChromium();
  } catch (error) {
    cannotRun('browser tests (Playwright, Chromium)', error.message);
  }
  if (chromium) {
    buildAll();
    await step(
      'browser tests (Playwright, Chromium)',
      pnpm,
      [...pnpmPre, '--filter', '@leafbid/tests', 'run', 'test'],
      {
        counts: true,
      },
    );
  }
}

console.log('\n━━ summary ━━');
for (const r of results) {
  const tally = r.counts
    ? `${r.passed} passed, ${r.failed} failed`
    : r.code === 0
      ? 'ok'
      : 'FAILED';
  console.log(
    `${r.code === 0 ? '✔' : '✘'} ${r.label.padEnd(44)} ${tally.padEnd(24)} ${r.seconds.toFixed(1)} s`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed =
  results.reduce((sum, r) => sum + r.failed, 0) +
  results.filter((r) => !r.counts && r.code !== 0).length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.code === 0) ? 0 : 1);
