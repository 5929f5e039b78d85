// Issue 37: a remote's runtime gives every chunk and stylesheet it loads the SHA-384 digest of its
// final bytes, so a stored release with one changed byte is refused by the browser.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { runWebpack, tinyRemote } from './testing/tiny-remote.mjs';

const require = createRequire(import.meta.url);
const { createConfig } = require('./create-config.cjs');
const { PLACEHOLDER } = require('./integrity-plugin.cjs');

let remote;
let dist;
before(async () => {
  // A tiny remote outside the workspace, with a lazy chunk and a lazy stylesheet.
  remote = tinyRemote('integrity', {
    'src/index.ts': "import('./bootstrap');\n",
    'src/bootstrap.ts': "export const later = () => import('./page');\n",
    'src/page.ts': "import './page.css';\nexport const page = 'a page';\n",
    'src/page.css': '.tiny-page { color: green; }\n',
  });
  const errors = await runWebpack(
    createConfig({ name: 'tiny', dir: remote.dir, exposes: { './page': './src/page.ts' } }),
  );
  assert.deepEqual(errors, []);
  dist = path.join(remote.dir, 'dist');
});
after(() => remote.remove());

const sha384 = (file) =>
  `sha384-${createHash('sha384')
    .update(fs.readFileSync(path.join(dist, file)))
    .digest('base64')}`;

/** The digests remoteEntry.js carries, as its runtime reads them. */
function mapIn(file) {
  const text = fs.readFileSync(path.join(dist, file), 'utf8');
  assert.ok(!text.includes(PLACEHOLDER), `${file} still holds the placeholder`);
  const literal = text.match(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/);
  assert.ok(literal, `${file} has no digest map`);
  return JSON.parse(JSON.parse(literal[1]));
}

describe("a remote's runtime and the digests of what it loads", () => {
  it('lists every other script and stylesheet with the SHA-384 of its final bytes', () => {
    const map = mapIn('remoteEntry.js');
    const files = fs
      .readdirSync(dist)
      .filter(
        (file) => /\.(js|css)$/.test(file) && file !== 'remoteEntry.js' && !/^main\./.test(file),
      );
    assert.ok(
      files.some((file) => file.endsWith('.css')),
      'the build has a stylesheet',
    );
    assert.deepEqual(Object.keys(map).sort(), files.sort());
    for (const file of files) assert.equal(map[file], sha384(file), file);
  });

  it('sets them as integrity on the scripts and stylesheets it creates', () => {
    const text = fs.readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8');
    // Once in the script loader, once in the stylesheet loader.
    assert.equal(text.match(/\.integrity=/g)?.length, 2);
  });

  it('the pre-compressed copies are of the final bytes', async () => {
    const zlib = await import('node:zlib');
    const gz = fs.readFileSync(path.join(dist, 'remoteEntry.js.gz'));
    assert.equal(
      zlib.gunzipSync(gz).toString(),
      fs.readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8'),
    );
  });
});
