// Browser tests use Debian's Chromium: nothing here may download a browser build of its own.
import { chromiumPath } from './config.mjs';
import { chromiumPackage, ensureDebianPackages } from './system-packages.mjs';

export const CHROMIUM_PATH = chromiumPath();

/** Debian's Chromium as root, on a machine with no network but loopback (the benchmarks'). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, installed with apt-get when missing and run as root; else it says what to do. */
export function ensureChromium(options) {
  if (ensureDebianPackages([chromiumPackage(CHROMIUM_PATH)], options).length === 0) {
    return CHROMIUM_PATH;
  }
  throw new Error(
    `Chromium is missing at ${CHROMIUM_PATH}. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}
