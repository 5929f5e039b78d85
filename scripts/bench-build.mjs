// Benchmark: build time of each app, one at a time (so the figures are comparable). Prints seconds.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { BUILT_PACKAGES } from './lib/build.mjs';
import { ensureInstalled, pnpmCommand } from './lib/install.mjs';
import { repoRoot } from './lib/paths.mjs';

ensureInstalled();
const [pnpm, ...pre] = pnpmCommand();
const rows = [];
for (const folder of BUILT_PACKAGES) {
  const began = process.hrtime.bigint();
  execFileSync(pnpm, [...pre, 'run', 'build'], {
    cwd: path.join(repoRoot, folder),
    stdio: 'ignore',
  });
  rows.push([folder, Number(process.hrtime.bigint() - began) / 1e9]);
}
for (const [folder, seconds] of rows) console.log(`${folder.padEnd(20)} ${seconds.toFixed(1)} s`);
