// Installs the workspace's packages (and pnpm itself, through npx) when they are missing or stale.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

export const PNPM_VERSION = '10.34.8';

/** The pnpm command line: the one on PATH if it is the pinned major, else npx pnpm@<pinned>. */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function runPnpm(args, options = {}) {
  const [cmd, ...pre] = pnpmCommand();
  execFileSync(cmd, [...pre, ...args], { cwd: repoRoot, stdio: 'inherit', ...options });
}

function isStale() {
  const marker = path.join(repoRoot, 'node_modules', '.modules.yaml');
  if (!existsSync(marker)) return true;
  const lock = path.join(repoRoot, 'pnpm-lock.yaml');
  return statSync(lock).mtimeMs > statSync(marker).mtimeMs;
}

export function ensureInstalled({ force = false } = {}) {
  if (!force && !isStale()) return false;
  console.log('› Installing packages (pnpm install --frozen-lockfile)…');
  runPnpm(['install', '--frozen-lockfile', '--config.confirmModulesPurge=false']);
  return true;
}
