// What each emitted JavaScript file is made of, by package (issue 12): `npm run bench:bundle`
// splits the bytes a page downloads per package with it. Written to dist/.bundle-contents.json
// (a dot file: the static server does not serve it).
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'BundleContentsPlugin';
const FILE = '.bundle-contents.json';
const RUNTIME = 'webpack runtime';
const FEDERATION_GLUE = 'federation (shared and exposed module glue)';

/** The package a file on disk belongs to: the npm package under node_modules, else the nearest package.json's name. */
function createPackageOf() {
  const byDir = new Map();
  const nearestPackage = (dir) => {
    if (byDir.has(dir)) return byDir.get(dir);
    const file = path.join(dir, 'package.json');
    let name;
    if (fs.existsSync(file)) name = JSON.parse(fs.readFileSync(file, 'utf8')).name;
    if (!name) {
      const parent = path.dirname(dir);
      name = parent === dir ? 'unknown' : nearestPackage(parent);
    }
    byDir.set(dir, name);
    return name;
  };
  return (resource) => {
    const parts = resource.split(path.sep);
    const last = parts.lastIndexOf('node_modules');
    if (last >= 0 && parts[last + 1]) {
      const first = parts[last + 1];
      if (first === '.federation') return FEDERATION_GLUE;
      return first.startsWith('@') ? `${first}/${parts[last + 2]}` : first;
    }
    return nearestPackage(path.dirname(resource));
  };
}

/** The modules inside a module (a concatenated module holds several), each with its size. */
function* leafModules(module) {
  const inner = module.modules ? [...module.modules] : [];
  if (inner.length === 0) yield module;
  for (const each of inner) yield* leafModules(each);
}

class BundleContentsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, RuntimeModule, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the content hashes: the file names are final.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const packageOf = createPackageOf();
          /** @type {Record<string, Record<string, number>>} */
          const files = {};
          for (const chunk of compilation.chunks) {
            const sizes = {};
            const add = (name, bytes) => {
              sizes[name] = (sizes[name] ?? 0) + bytes;
            };
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              if (module instanceof RuntimeModule) continue; // counted below
              for (const leaf of leafModules(module)) {
                add(leaf.resource ? packageOf(leaf.resource) : FEDERATION_GLUE, leaf.size());
              }
            }
            for (const runtimeModule of compilation.chunkGraph.getChunkRuntimeModulesIterable(
              chunk,
            )) {
              add(RUNTIME, runtimeModule.size());
            }
            for (const file of chunk.files) if (file.endsWith('.js')) files[file] = sizes;
          }
          const report = { note: 'module sizes before minification, by package', files };
          compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify(report)));
        },
      );
    });
  }
}

module.exports = { BundleContentsPlugin, BUNDLE_CONTENTS_FILE: FILE };
