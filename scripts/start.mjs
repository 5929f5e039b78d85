// `npm start`: installs what is missing, builds, and starts the whole product on its embedded
// defaults — the identity emulator, the mail catcher, the API on PGlite with demo data, the host
// and four remotes, each on its own origin. Ctrl-C stops everything; the data folder (.data/) is kept.
import { buildAll } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { portsFromEnv, startDataDir } from './lib/config.mjs';
import { repoRoot } from './lib/paths.mjs';
import { flushConsole, relayConsole, writeLine } from './lib/processes.mjs';

// Once the product runs, nothing here may wait on the console: a terminal or pipe that is not
// read must not stop the servers, nor Ctrl-C (console.log blocks on a full pipe).
const say = (text) => writeLine(1, text);

const DEMO_PASSWORD = 'leafbid-demo-1';
// The demo accounts seeded from api/fixtures/demo/accounts.json.
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
// From here the console is written without blocking, and a console nobody reads cannot hold up
// the stop (SIGTERM, Ctrl-C).
relayConsole();

// Imported only now: the stack's static server needs the packages installed above.
const { startStack } = await import('./lib/stack.mjs');
const dataDir = startDataDir(repoRoot);
const stack = await startStack({
  ports: portsFromEnv(),
  dataDir,
  persistIdentity: true,
  onGiveUp: (message) => {
    writeLine(2, `\n✘ Leafbid stopped: a part of it kept failing.\n${message}`);
    void flushConsole().then(() => process.exit(1));
  },
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  say(`\n› ${signal}: stopping…`);
  await stack.stop();
  say(`› Stopped. Data kept in ${dataDir}`);
  await flushConsole();
  process.exit(0);
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

const seconds = ((Date.now() - began) / 1000).toFixed(1);
say(`
Leafbid is running (started in ${seconds} s).

  App                 ${stack.urls.host}
  Product API         ${stack.urls.api}   (health: ${stack.urls.api}/health)
  Identity emulator   ${stack.urls.auth}
  Mail catcher        ${stack.urls.mail}   (emails sent by Leafbid)
  Remotes             ${Object.entries(stack.urls.remotes)
    .map(([name, url]) => `${name}: ${url}`)
    .join('\n                      ')}
  Data folder         ${dataDir}

Demo accounts (password: ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map(([email, role]) => `  ${email.padEnd(24)} ${role}`).join('\n')}

Press Ctrl-C to stop.`);
