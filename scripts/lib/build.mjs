// Builds every package that has a `build` script, skipping a package whose dist/ is newer than
// everything it is built from. Two at a time: the machine has two cores.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';
import { runPnpm } from './install.mjs';
import { readRemotes } from './remotes.mjs';

/** Folders built for `npm start` and the browser tests: the API, the host, every remote. */
export const builtPackages = (root = repoRoot) => [
  'api',
  'host',
  ...readRemotes(root).map((remote) => remote.folder),
];

export const BUILT_PACKAGES = builtPackages();

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function inputsOf(folder) {
  const own = path.join(repoRoot, folder);
  return [
    own,
    path.join(repoRoot, 'shared', 'src'),
    path.join(repoRoot, 'domain', 'src'),
    path.join(repoRoot, 'tooling', 'webpack'),
    path.join(repoRoot, 'pnpm-lock.yaml'),
  ];
}

const stampOf = (folder) => path.join(repoRoot, folder, 'dist', '.build-stamp');

export function staleBuilds() {
  return BUILT_PACKAGES.filter((folder) => {
    const stamp = stampOf(folder);
    if (!existsSync(stamp)) return true;
    const built = statSync(stamp).mtimeMs;
    return inputsOf(folder).some((input) => newestMtime(input) > built);
  });
}

export function buildAll({ force = false } = {}) {
  const targets = force ? BUILT_PACKAGES : staleBuilds();
  if (targets.length === 0) {
    console.log('› Builds are up to date.');
    return [];
  }
  console.log(`› Building ${targets.join(', ')}…`);
  const filters = targets.flatMap((folder) => {
    const { name } = JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8'));
    return ['--filter', name];
  });
  runPnpm(['--workspace-concurrency=2', ...filters, 'run', 'build']);
  for (const folder of targets) writeFileSync(stampOf(folder), new Date().toISOString());
  return targets;
}
