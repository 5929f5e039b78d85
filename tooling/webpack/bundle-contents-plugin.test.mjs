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
const { BundleContentsPlugin, BUNDLE_CONTENTS_FILE } = require('./bundle-contents-plugin.cjs');

let dir;
before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leafbid-contents-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('package.json', JSON.stringify({ name: 'fixture-app' }));
  write('node_modules/@scope/lib/package.json', JSON.stringify({ name: '@scope/lib' }));
  write(
    'node_modules/@scope/lib/index.js',
    'export const lib = () => "a library of some length";\n',
  );
  write(
    'src/index.js',
    "import { lib } from '@scope/lib';\nconsole.log(lib());\nimport('./later.js');\n",
  );
  write('src/later.js', 'export const later = "loaded on demand";\n');
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('BundleContentsPlugin', () => {
  it('writes dist/.bundle-contents.json: each JavaScript file by package, the webpack runtime apart', async () => {
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist'), chunkFilename: '[name].[contenthash:8].js' },
      plugins: [new BundleContentsPlugin()],
      infrastructureLogging: { level: 'error' },
    });
    await new Promise((resolve, reject) =>
      compiler.run((error, stats) =>
        compiler.close(() =>
          error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve(),
        ),
      ),
    );
    const { files } = JSON.parse(
      fs.readFileSync(path.join(dir, 'dist', BUNDLE_CONTENTS_FILE), 'utf8'),
    );
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
