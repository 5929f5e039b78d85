// Types of chromium.mjs for the TypeScript that launches it (the browser tests' config).
export const CHROMIUM_PATH: string;
/** Debian's Chromium as root, on a machine with no network but loopback. */
export const CHROMIUM_ARGS: readonly string[];
export function ensureChromium(): string;
