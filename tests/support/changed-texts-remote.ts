// Issue 36: the orders remote as its team would deploy it after changing a domain text it shows
// and adding a new one — built alone, against a copy of @leafbid/domain with those texts (en-CA
// and fr-CA), and served on its own origin. The host and the other remotes stay as built.
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { childEnv } from '../config.mjs';
import { buildAndServe, type ServedRemote } from './rsbuild-remote';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Inside domain/, so the copy resolves the domain's own dependencies (zod, @lingui/core). */
const copyDir = path.join(repoRoot, 'domain', '.e2e-changed-texts');

/** The texts the changed build shows, as a buyer reads them. */
export const CHANGED_TEXTS = {
  /** domain.availability.now, in other words. */
  now: {
    'en-CA': (grams: number) => `✓ ${grams} g ready to ship`,
    'fr-CA': (grams: number) => `✓ ${grams} g prêts à expédier`,
  },
  /** domain.availability.beyondStock, a text no other build has. */
  beyondStock: {
    'en-CA': (grams: number) => `❌ Only ${grams} g can be had within 3 months`,
    'fr-CA': (grams: number) => `❌ Seulement ${grams} g d'ici 3 mois`,
  },
} as const;

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer holds ${from}`);
  writeFileSync(file, text.replace(from, to));
}

function editJson(file: string, change: (json: Record<string, string>) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  change(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

/** A copy of the domain whose availability check says "ready to ship" and names the 3 months. */
function changedDomain(): void {
  rmSync(copyDir, { recursive: true, force: true });
  const domain = path.join(repoRoot, 'domain');
  cpSync(path.join(domain, 'package.json'), path.join(copyDir, 'package.json'));
  cpSync(path.join(domain, 'src'), path.join(copyDir, 'src'), {
    recursive: true,
    filter: (source) => !source.endsWith('.test.ts'),
  });
  const src = path.join(copyDir, 'src');
  edit(
    path.join(src, 'rules.messages.ts'),
    "now: msg('✓ {quantity}g available now',",
    "beyondStock: msg('❌ Only {max} g can be had within 3 months', (max: number) => ({ max })),\n  now: msg('✓ {quantity} g ready to ship',",
  );
  edit(
    path.join(src, 'availability.ts'),
    "message: describe(M, 'insufficient', now + later),",
    "message: describe(M, 'beyondStock', now + later),",
  );
  editJson(path.join(src, 'locales', 'en-CA.json'), (json) => {
    json['domain.availability.now'] = '✓ {quantity} g ready to ship';
    json['domain.availability.beyondStock'] = '❌ Only {max} g can be had within 3 months';
  });
  editJson(path.join(src, 'locales', 'fr-CA.json'), (json) => {
    json['domain.availability.now'] = '✓ {quantity} g prêts à expédier';
    json['domain.availability.beyondStock'] = "❌ Seulement {max} g d'ici 3 mois";
  });
}

/** The orders remote's webpack config, its @leafbid/domain the changed copy, built into `dist`. */
function configFile(dist: string): string {
  const exports = (
    JSON.parse(readFileSync(path.join(copyDir, 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    }
  ).exports;
  const alias = Object.fromEntries(
    Object.entries(exports)
      .filter(([subpath]) => !subpath.includes('*'))
      .map(([subpath, file]) => [`@leafbid/domain${subpath.slice(1)}$`, path.join(copyDir, file)]),
  );
  const file = path.join(copyDir, 'webpack.config.cjs');
  writeFileSync(
    file,
    [
      `const config = require(${JSON.stringify(path.join(repoRoot, 'remote-orders', 'webpack.config.cjs'))});`,
      `config.output.path = ${JSON.stringify(dist)};`,
      `config.resolve.alias = { ...config.resolve.alias, ...${JSON.stringify(alias)} };`,
      `module.exports = config;`,
    ].join('\n'),
  );
  return file;
}

/** Builds the orders remote with the changed texts into `dist` (issue 37: a release to publish). */
export async function buildChangedOrders(dist: string): Promise<void> {
  try {
    changedDomain();
    const ordersDir = path.join(repoRoot, 'remote-orders');
    await promisify(execFile)(
      path.join(ordersDir, 'node_modules', '.bin', 'webpack'),
      ['--mode', 'production', '--config', configFile(dist)],
      { cwd: ordersDir, env: childEnv({}), maxBuffer: 16 * 1024 * 1024 },
    );
  } finally {
    rmSync(copyDir, { recursive: true, force: true });
  }
}

/** Builds the orders remote with the changed texts and serves it on `port`. */
export async function buildAndServeChangedOrders(port: number): Promise<ServedRemote> {
  return buildAndServe('leafbid-changed-orders-', port, buildChangedOrders);
}
