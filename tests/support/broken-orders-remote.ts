// Issue 37: the orders remote as a team might ship it by mistake — its page throws on render —
// built alone into a throw-away folder, to be published as a canary (a release the host's error
// boundary catches and reports, and the API rolls back).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { childEnv } from '../config.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ordersDir = path.join(repoRoot, 'remote-orders');

/** What the broken page throws (the boundary's notice does not show it; the console does). */
export const BROKEN_PAGE_ERROR = 'The orders page of this release is broken on purpose';

/** Builds the orders remote into `dist` with an orders page that throws on render. */
export async function buildBrokenOrders(dist: string): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'leafbid-broken-orders-'));
  try {
    const page = path.join(work, 'orders-page.tsx');
    writeFileSync(
      page,
      [
        'export function OrdersPage(): never {',
        `  throw new Error(${JSON.stringify(BROKEN_PAGE_ERROR)});`,
        '}',
        'export default OrdersPage;',
        '',
      ].join('\n'),
    );
    const config = path.join(work, 'webpack.config.cjs');
    writeFileSync(
      config,
      [
        `const webpack = require(${JSON.stringify(path.join(ordersDir, 'node_modules', 'webpack'))});`,
        `const config = require(${JSON.stringify(path.join(ordersDir, 'webpack.config.cjs'))});`,
        `config.output.path = ${JSON.stringify(dist)};`,
        // The exposed page module, whatever imports it, is the throwing one.
        `config.plugins.push(new webpack.NormalModuleReplacementPlugin(/[\\\\/]exposes[\\\\/]orders-page\\.tsx$/, ${JSON.stringify(page)}));`,
        'module.exports = config;',
      ].join('\n'),
    );
    await promisify(execFile)(
      path.join(ordersDir, 'node_modules', '.bin', 'webpack'),
      ['--mode', 'production', '--config', config],
      { cwd: ordersDir, env: childEnv({}), maxBuffer: 16 * 1024 * 1024 },
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
