// Browser tests use Debian's Chromium: nothing here may download a browser build of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's Chromium as root, on a machine with no network but loopback (the benchmarks'). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log('› Installing Chromium from Debian packages (apt-get install chromium)…');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  }
  throw new Error(
    `Chromium is missing at ${CHROMIUM_PATH}. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}
