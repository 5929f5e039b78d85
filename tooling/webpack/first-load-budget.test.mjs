// Issue 38: a remote's build fails when its first-load JavaScript (remoteEntry.js and its exposes'
// sync chunks, gzip) is over the budget its package.json declares (leafbid.budgetKb), with the
// same figures `npm run release -- check` prints.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { createConfig } = require('./create-config.cjs');
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const dirs = [];
after(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Builds a tiny remote (one exposed page, some bytes of its own) declaring `budgetKb`. */
async function buildTinyRemote(budgetKb) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leafbid-budget-'));
  dirs.push(dir);
  fs.symlinkSync(path.join(repoRoot, 'host', 'node_modules'), path.join(dir, 'node_modules'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    'package.json',
    JSON.stringify({
      name: 'tiny-remote',
      private: true,
      leafbid: { remote: 'tiny', port: 3999, cssPrefix: 'ty-', budgetKb },
    }),
  );
  write('src/index.ts', "import('./bootstrap');\n");
  write('src/bootstrap.ts', 'export const started = true;\n');
  // Some kilobytes that do not compress away: distinct words the minifier keeps.
  const words = Array.from({ length: 600 }, (_, i) => `"word ${(i * 7919) % 10007} of ${i}"`);
  write('src/page.ts', `export const page = [${words.join(', ')}];\n`);
  write(
    'src/remote-description.ts',
    "export default { name: 'tiny', routes: [], navigation: [], widgets: [] };\n",
  );
  const compiler = webpack({
    ...createConfig({ dir, exposes: { './page': './src/page.ts' } }),
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else resolve(stats.toJson({ all: false, errors: true }).errors.map((e) => e.message));
    }),
  );
}

describe("a remote's first-load budget", () => {
  it('fails the build when the first load is over leafbid.budgetKb, with the figures', async () => {
    const errors = await buildTinyRemote(0.5);
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(
      errors[0],
      /first-load JavaScript is (\d+\.\d) KiB gzip, over the budget of 0\.5 KiB \(leafbid\.budgetKb\): largest remoteEntry\.js \d+\.\d KiB/,
    );
    const total = Number(errors[0].match(/is (\d+\.\d) KiB/)[1]);
    assert.ok(total > 0.5, `${total} KiB`);
  });

  it('builds when the first load is within it', async () => {
    assert.deepEqual(await buildTinyRemote(500), []);
  });
});
