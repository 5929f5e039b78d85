// Types of chromium.mjs for the TypeScript that launches it (the browser tests' config).
export const CHROMIUM_PATH: string;
/** Debian's Chromium as root, on a machine with no network but loopback. */
export const CHROMIUM_ARGS: readonly string[];
/** Installs Debian's chromium when missing and root (see system-packages.mjs); throws otherwise. */
export function ensureChromium(options?: {
  root?: boolean;
  install?: (packages: string[]) => void;
  log?: (line: string) => void;
  warn?: (line: string) => void;
}): string;
