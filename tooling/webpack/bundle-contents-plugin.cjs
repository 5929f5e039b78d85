// What each emitted JavaScript file is made of, by package (issues 12 and 38): `npm run
// bench:bundle` splits the bytes a page downloads per package with it. Written to
// dist/.bundle-contents.json (a dot file: the static server does not serve it).
//
// With { sourceMaps: true } (`npm run bench:bundle` builds each app so, in its own process), each file's minified bytes are
// attributed through its source map: every module gets a source map (as devtool would give it),
// the minifier carries it through, and just before the files' final touches (the compile hint,
// the integrity map, the content hashes) each byte of the minified file is counted for the
// package of the source it maps to (`unmapped` when it maps to none). No .map file is written:
// the maps live only in the compilation. Without it (every ordinary build), each file is split by its
// modules' sizes before minification and tree shaking, which misleads (issue 38: react-router's
// development-only source counted; React's minified bytes under-counted); the report says which.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'BundleContentsPlugin';
const FILE = '.bundle-contents.json';
const RUNTIME = 'webpack runtime';
const FEDERATION_GLUE = 'federation (shared and exposed module glue)';
const UNMAPPED = 'unmapped (licence comments, chunk wrappers)';
const METHODS = {
  sourceMaps: 'minified bytes by package, through source maps',
  moduleSizes: 'module sizes before minification, by package',
};

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

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The fields of one source-map segment (base64 VLQ), as deltas. */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a source-map segment: ${text}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/**
 * Bytes (UTF-8) of `code` by the source each span maps to: a span runs from a segment's column
 * to the next segment's (or its line's end); what no segment maps (before a line's first segment,
 * a segment without a source, the line breaks) counts for `null`.
 * @param {string} code
 * @param {{ sources: string[], mappings: string }} map
 * @returns {Map<string | null, number>}
 */
function bytesBySource(code, map) {
  const totals = new Map();
  const add = (source, bytes) => {
    if (bytes > 0) totals.set(source, (totals.get(source) ?? 0) + bytes);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  for (const [lineIndex, line] of lines.entries()) {
    if (lineIndex < lines.length - 1) add(null, 1); // the line break
    const spans = [];
    let column = 0;
    for (const segment of (mappingLines[lineIndex] ?? '').split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0];
      if (fields.length > 1) sourceIndex += fields[1];
      spans.push({ column, source: fields.length > 1 ? map.sources[sourceIndex] : null });
    }
    spans.sort((a, b) => a.column - b.column);
    add(null, Buffer.byteLength(line.slice(0, spans[0]?.column ?? line.length)));
    for (const [index, { column: start, source }] of spans.entries()) {
      const end = spans[index + 1]?.column ?? line.length;
      add(source, Buffer.byteLength(line.slice(start, end)));
    }
  }
  return totals;
}

/**
 * The package a source map's source belongs to. webpack names a module's source
 * `webpack://<path relative to the build's context>` (after its loaders, `…!`, and its module type,
 * `javascript/esm|`), a runtime
 * module's `webpack/runtime/<name>`, and its federation containers and externals by what they are.
 */
function packageOfSource(source, context, packageOf) {
  if (source === null) return UNMAPPED;
  let name = source.startsWith('webpack://') ? source.slice('webpack://'.length) : source;
  // After its loaders (`…!`) and its module type (`javascript/esm|`), before its query.
  name = name.slice(Math.max(name.lastIndexOf('!'), name.lastIndexOf('|')) + 1).split('?')[0];
  if (name.startsWith('webpack/runtime/')) return RUNTIME;
  if (!/^(\.{1,2}\/|\/)/.test(name)) {
    // `webpack://<namespace>/./src/…` (a namespaced name) or a generated module.
    const namespaced = name.match(/^[^/]+\/(\.{1,2}\/.*)$/);
    if (!namespaced) return FEDERATION_GLUE;
    name = namespaced[1];
  }
  return packageOf(path.resolve(context, name));
}

class BundleContentsPlugin {
  /** @param {{ sourceMaps?: boolean }} [options] `sourceMaps`: attribute through source maps */
  constructor({ sourceMaps = false } = {}) {
    this.sourceMaps = sourceMaps;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, RuntimeModule, sources, javascript } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const packageOf = createPackageOf();
      /** @type {Map<import('webpack').Chunk, Record<string, number>>} */
      const mapped = new Map();
      if (this.sourceMaps) {
        // What devtool's module options do (SourceMapDevToolModuleOptionsPlugin), no .map emitted.
        compilation.hooks.buildModule.tap(PLUGIN, (module) => {
          module.useSourceMap = true;
        });
        compilation.hooks.runtimeModule.tap(PLUGIN, (module) => {
          module.useSourceMap = true;
        });
        javascript.JavascriptModulesPlugin.getCompilationHooks(compilation).useSourceMap.tap(
          PLUGIN,
          () => true,
        );
        compilation.hooks.processAssets.tap(
          // After the minifier (OPTIMIZE_SIZE), before the compile hint's banner (DEV_TOOLING).
          { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
          () => {
            for (const chunk of compilation.chunks) {
              for (const file of chunk.files) {
                if (!file.endsWith('.js')) continue;
                const { source, map } = compilation.getAsset(file).source.sourceAndMap();
                if (!map) continue;
                const sizes = {};
                for (const [name, bytes] of bytesBySource(source.toString(), map)) {
                  const key = packageOfSource(name, compiler.context, packageOf);
                  sizes[key] = (sizes[key] ?? 0) + bytes;
                }
                mapped.set(chunk, sizes);
              }
            }
          },
        );
      }
      compilation.hooks.processAssets.tap(
        // After the content hashes: the file names are final.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {Record<string, Record<string, number>>} */
          const files = {};
          for (const chunk of compilation.chunks) {
            let sizes = mapped.get(chunk);
            if (!sizes) {
              sizes = {};
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
            }
            for (const file of chunk.files) if (file.endsWith('.js')) files[file] = sizes;
          }
          const method = this.sourceMaps ? 'sourceMaps' : 'moduleSizes';
          const report = { method, note: METHODS[method], files };
          compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify(report)));
        },
      );
    });
  }
}

module.exports = {
  BundleContentsPlugin,
  BUNDLE_CONTENTS_FILE: FILE,
  bytesBySource,
  packageOfSource,
};
