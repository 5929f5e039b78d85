// What each emitted file is made of, by package (issue 12: `npm run bench:bundle` splits a page's
// bytes per package with it).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const {
  BundleContentsPlugin,
  BUNDLE_CONTENTS_FILE,
  bytesBySource,
} = require('./bundle-contents-plugin.cjs');

let dir;
before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leafbid-contents-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('package.json', JSON.stringify({ name: 'fixture-app' }));
  write('node_modules/@scope/lib/package.json', JSON.stringify({ name: '@scope/lib' }));
  // 2,000 bytes of the library's own that minification keeps.
  write(
    'node_modules/@scope/lib/index.js',
    `export const lib = () => "a library of some length ${'x'.repeat(2000)}";\n`,
  );
  write(
    'src/index.js',
    "import { lib } from '@scope/lib';\nconsole.log(lib());\nimport('./later.js');\n",
  );
  write('src/later.js', 'export const later = "loaded on demand";\n');
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Builds the fixture (minified) with the plugin; dist/.bundle-contents.json. */
async function build(options) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist'), chunkFilename: '[name].[contenthash:8].js' },
    plugins: [new BundleContentsPlugin(options)],
    infrastructureLogging: { level: 'error' },
  });
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      compiler.close(() =>
        error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve(),
      ),
    ),
  );
  return JSON.parse(fs.readFileSync(path.join(dir, 'dist', BUNDLE_CONTENTS_FILE), 'utf8'));
}

describe('BundleContentsPlugin', () => {
  it('with source maps (issue 38): each minified byte counted for its package, no .map written', async () => {
    const { method, files } = await build({ sourceMaps: true });
    assert.equal(method, 'sourceMaps');
    const main = files['main.js'];
    const size = fs.statSync(path.join(dir, 'dist', 'main.js')).size;
    const total = Object.values(main).reduce((sum, bytes) => sum + bytes, 0);
    assert.equal(total, size, 'every byte of the minified file, once');
    // The library's minified code: its 2,000-byte string and a few bytes around it.
    assert.ok(main['@scope/lib'] >= 2000 && main['@scope/lib'] < 2100, JSON.stringify(main));
    assert.ok(main['fixture-app'] > 0 && main['fixture-app'] < 200, JSON.stringify(main));
    assert.ok(main['webpack runtime'] > 0, JSON.stringify(main));
    assert.deepEqual(
      fs.readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.map')),
      [],
    );
  });

  it('bytesBySource: spans between segments, by source; the rest unmapped', () => {
    // Line 0: "abcd" — col 0 → source 0, col 2 → source 1; line 1: "é!" — col 0 → source 1.
    const totals = bytesBySource('abcd\né!', {
      sources: ['one', 'two'],
      mappings: 'AAAA,ECAA;AAAA',
    });
    assert.deepEqual(Object.fromEntries(totals), { one: 2, two: 5, null: 1 });
  });

  it("without source maps: each JavaScript file by its modules' sizes, by package, the webpack runtime apart", async () => {
    const { method, files } = await build({ sourceMaps: false });
    assert.equal(method, 'moduleSizes');
    const names = Object.keys(files);
    assert.ok(names.includes('main.js'), names.join());
    assert.deepEqual(Object.keys(files['main.js']).sort(), [
      '@scope/lib',
      'fixture-app',
      'webpack runtime',
    ]);
    const later = names.find((name) => name !== 'main.js');
    assert.ok(later && fs.existsSync(path.join(dir, 'dist', later)), 'the real, hashed file name');
    assert.deepEqual(Object.keys(files[later]), ['fixture-app']);
  });
});
