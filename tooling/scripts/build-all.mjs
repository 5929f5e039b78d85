#!/usr/bin/env node
// Builds the host and the four remotes (two at a time, like
// `pnpm --filter './remote-*' --filter @leafbid/host --workspace-concurrency=2 run build`),
// prints each app's build time and checks every remote emitted remoteEntry.js + mf-manifest.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const APPS = [
  'host',
  'remote-marketplace',
  'remote-orders',
  'remote-listings',
  'remote-onboarding',
];

function buildApp(app) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', 'build'], {
      cwd: path.join(workspaceRoot, app),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      resolve({ app, code, seconds: (performance.now() - started) / 1000, output }),
    );
  });
}

export async function buildAll({ concurrency = 2 } = {}) {
  const queue = [...APPS];
  const results = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let app = queue.shift(); app; app = queue.shift()) results.push(await buildApp(app));
    }),
  );
  let ok = true;
  for (const { app, code, seconds, output } of results.sort(
    (a, b) => APPS.indexOf(a.app) - APPS.indexOf(b.app),
  )) {
    const dist = path.join(workspaceRoot, app, 'dist');
    const required =
      app === 'host' ? ['index.html', 'mf-manifest.json'] : ['remoteEntry.js', 'mf-manifest.json'];
    const missing = required.filter((file) => !fs.existsSync(path.join(dist, file)));
    const status = code === 0 && missing.length === 0 ? 'ok' : 'FAILED';
    if (status !== 'ok') ok = false;
    console.log(
      `${app.padEnd(20)} ${seconds.toFixed(1).padStart(5)} s  ${status}${missing.length ? ` (missing ${missing.join(', ')})` : ''}`,
    );
    if (code !== 0) console.log(output);
  }
  return ok;
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const ok = await buildAll();
  console.log(
    `all apps: ${((performance.now() - started) / 1000).toFixed(1)} s wall time (concurrency 2)`,
  );
  process.exit(ok ? 0 : 1);
}
