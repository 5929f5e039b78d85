// The tooling's plugin tests build small remotes outside the workspace: a throw-away folder seeing
// the packages a remote has (the host's node_modules), its files written by the test, built with
// the tooling's own config (or a config of the test's), answering the build's errors.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { createConfig } = require('../create-config.cjs');
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The description every tiny remote needs (its build checks it). */
export const TINY_DESCRIPTION =
  "export default { name: 'tiny', routes: [], navigation: [], widgets: [] };\n";

/**
 * A throw-away remote folder: `write(file, text)` adds a file, `remove()` deletes the folder.
 * @param {string} label part of the folder's name
 * @param {Record<string, string>} [files] written at once (src/remote-description.ts by default)
 */
export function tinyRemote(label, files = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `leafbid-${label}-`));
  fs.symlinkSync(path.join(repoRoot, 'host', 'node_modules'), path.join(dir, 'node_modules'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  for (const [file, text] of Object.entries({
    'src/remote-description.ts': TINY_DESCRIPTION,
    ...files,
  }))
    write(file, text);
  return { dir, write, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Runs webpack once with `config`; the build's errors (webpack's objects, or their messages).
 * @param {import('webpack').Configuration} config
 * @param {{ messages?: boolean, moduleTrace?: boolean }} [options]
 */
export function runWebpack(config, { messages = true, moduleTrace = true } = {}) {
  const compiler = webpack({ ...config, infrastructureLogging: { level: 'error' } });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      const { errors } = stats.toJson({ all: false, errors: true, moduleTrace });
      resolve(messages ? errors.map((e) => e.message) : errors);
    }),
  );
}

/** Builds the remote in `dir` with the tooling's config, exposing `exposes`; its error messages. */
export const buildRemote = (dir, exposes = {}, name) =>
  runWebpack(createConfig({ ...(name ? { name } : {}), dir, exposes }));
