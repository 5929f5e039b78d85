// `npm start`: installs what is missing, builds, and starts the whole product on its embedded
// defaults — the identity emulator, the API on PGlite with demo data, the host and four remotes,
// each on its own origin. Ctrl-C stops everything; the data folder (.data/) is kept.
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { repoRoot } from './lib/paths.mjs';

const DEMO_PASSWORD = 'leafbid-demo-1';
// The demo accounts seeded by api/src/demo/accounts.ts.
const DEMO_ACCOUNTS = [
  ['buyer@leafbid.test', 'Buyer'],
  ['seller@leafbid.test', 'Seller'],
  ['both@leafbid.test', 'Buyer & Seller'],
  ['admin@leafbid.test', 'Admin'],
  ['pending@leafbid.test', 'Buyer, account not yet confirmed'],
];

const began = Date.now();
ensureInstalled();
buildAll();

// Imported only now: the stack's static server needs the packages installed above.
const { portsFromEnv, startStack } = await import('./lib/stack.mjs');
const dataDir = path.resolve(repoRoot, process.env.DATA_DIR || '.data');
const stack = await startStack({
  ports: portsFromEnv(),
  dataDir,
  persistIdentity: true,
  onGiveUp: (message) => {
    console.error(`\n✘ Leafbid stopped: a part of it kept failing.\n${message}`);
    process.exit(1);
  },
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n› ${signal}: stopping…`);
  await stack.stop();
  console.log('› Stopped. Data kept in', dataDir);
  process.exit(0);
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

const seconds = ((Date.now() - began) / 1000).toFixed(1);
console.log(`
Leafbid is running (started in ${seconds} s).

  App                 ${stack.urls.host}
  Product API         ${stack.urls.api}   (health: ${stack.urls.api}/health)
  Identity emulator   ${stack.urls.auth}
  Remotes             ${Object.entries(stack.urls.remotes)
    .map(([name, url]) => `${name}: ${url}`)
    .join('\n                      ')}
  Data folder         ${dataDir}

Demo accounts (password: ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map(([email, role]) => `  ${email.padEnd(24)} ${role}`).join('\n')}

Press Ctrl-C to stop.`);
