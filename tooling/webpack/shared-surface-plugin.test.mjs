// The shared react-router surface (issue 12): every build provides the surface module for
// 'react-router' and 'react-router-dom', and a build importing anything it does not list fails.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { runWebpack } from './testing/tiny-remote.mjs';

const require = createRequire(import.meta.url);
const { createSharedConfig } = require('./create-config.cjs');
const { SHARED_SURFACES, surfaceAliases } = require('./shared-config.cjs');
const { SharedSurfacePlugin } = require('./shared-surface-plugin.cjs');
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const surfaceFile = path.join(
  repoRoot,
  'tooling',
  'webpack',
  'shared-surfaces',
  'react-router.mjs',
);
const surface = {
  packageName: 'react-router',
  requests: ['react-router', 'react-router-dom'],
  file: surfaceFile,
  packageAlias: 'leafbid-react-router-package',
};

let dir;
before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leafbid-surface-'));
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes `source` as an entry and builds it with `SharedSurfacePlugin(surfaces)`; its errors. */
function compile(source, { alias, surfaces, externals = {} }) {
  const entry = path.join(dir, `entry-${Math.random().toString(36).slice(2)}.js`);
  fs.writeFileSync(entry, source);
  return runWebpack({
    mode: 'production',
    context: dir,
    entry,
    output: { path: path.join(dir, 'dist') },
    externals,
    resolve: { alias },
    plugins: [new SharedSurfacePlugin(surfaces)],
  });
}

/** Builds `source` the way federation resolves the router: to the surface module. */
function build(source) {
  const reactRouterDir = path.dirname(
    require.resolve('react-router/package.json', { paths: [path.join(repoRoot, 'host')] }),
  );
  return compile(source, {
    alias: {
      'react-router-dom$': surfaceFile,
      'react-router$': surfaceFile,
      'leafbid-react-router-package$': reactRouterDir,
    },
    surfaces: [surface],
    externals: { react: 'React', 'react-dom': 'ReactDOM' },
  });
}

describe('SharedSurfacePlugin', () => {
  it('lets a build use what the surface lists', async () => {
    const errors = await build(
      "import { Link, useNavigate } from 'react-router-dom';\nimport { Routes } from 'react-router';\nconsole.log(Link, useNavigate, Routes);\n",
    );
    assert.deepEqual(errors, []);
  });

  it('fails a build that imports anything else, naming the file, the name and the surface', async () => {
    const errors = await build(
      "import { Link, useMatches } from 'react-router-dom';\nimport * as router from 'react-router';\nconsole.log(Link, useMatches, router);\n",
    );
    assert.equal(errors.length, 2, errors.join('\n'));
    assert.match(
      errors[0],
      /entry-\w+\.js: 'useMatches' from 'react-router-dom' is not in the shared react-router surface \(.*shared-surfaces[\\/]react-router\.mjs\)/,
    );
    assert.match(errors[1], /imports all of 'react-router'; import the names it uses/);
  });
});

describe('createSharedConfig', () => {
  it("provides the surface module for 'react-router' and 'react-router-dom', still one singleton each", () => {
    const shared = createSharedConfig(path.join(repoRoot, 'remote-orders'));
    for (const key of ['react-router', 'react-router-dom']) {
      assert.equal(shared[key].import, surfaceFile, key);
      assert.equal(shared[key].singleton, true, key);
    }
  });
});

/** Builds `source` the way federation resolves zod: 'zod' and 'zod/v4/core' to their surfaces. */
function buildWithZod(source, files = {}) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const surfaces = SHARED_SURFACES.filter((surface) => surface.packageName === 'zod');
  return compile(source, {
    alias: {
      ...surfaceAliases(path.join(repoRoot, 'host')),
      ...Object.fromEntries(
        surfaces.flatMap((surface) =>
          surface.requests.map((request) => [`${request}$`, surface.file]),
        ),
      ),
    },
    surfaces,
  });
}

describe('SharedSurfacePlugin: the zod surface (issue 17)', () => {
  it('lets a build call the listed members of z, and a form resolver use the shared core', async () => {
    const errors = await buildWithZod(
      "import { z } from 'zod';\nimport { parse } from 'zod/v4/core';\n" +
        "console.log(parse(z.object({ name: z.string().min(1) }), { name: 'a' }));\n",
    );
    assert.deepEqual(errors, []);
  });

  it('fails a build that calls a member not listed, or passes z around whole', async () => {
    const errors = await buildWithZod(
      "import { z } from 'zod';\nconsole.log(z.bigint(), Object.keys(z));\n",
    );
    assert.equal(errors.length, 2, errors.join('\n'));
    assert.match(errors[0], /'z\.bigint' is not in the shared zod surface \(.*zod-members\.mjs\)/);
    assert.match(errors[1], /uses 'z' from 'zod' whole; call its members/);
  });

  it('holds packages to the surface too (what a resolver in node_modules takes from the core)', async () => {
    const errors = await buildWithZod(
      "import { check } from 'some-resolver';\nconsole.log(check);\n",
      {
        'node_modules/some-resolver/package.json': '{"name":"some-resolver","main":"index.js"}',
        'node_modules/some-resolver/index.js':
          "import { safeParse } from 'zod/v4/core';\nexport const check = safeParse;\n",
      },
    );
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /'safeParse' from 'zod\/v4\/core' is not in the shared zod surface/);
  });
});
