// A shared singleton that is large and tree-shakable (react-router) is shared through a "surface":
// a module of named re-exports that every build provides in its place (issue 12). A shared
// module is never tree-shaken, but the surface is small; the price is that an app may import only
// what the surface lists. This plugin holds every build to that: importing anything else from the
// package is a build error naming the file, the name and the surface, not an `undefined` at run
// time in whichever build did not provide it.
const path = require('node:path');

const PLUGIN = 'SharedSurfacePlugin';

/**
 * @typedef {object} SharedSurface
 * @property {string} packageName the npm package (react-router)
 * @property {string[]} requests the imports it answers ('react-router', 'react-router-dom')
 * @property {string} file the surface module (named re-exports from `packageAlias`)
 * @property {string} packageAlias the request the surface imports the real package by; not a
 *   share key, so the federation plugin leaves it alone
 */

const IMPORT_SPECIFIER = 'harmony import specifier';
const EXPORT_IMPORTED_SPECIFIER = 'harmony export imported specifier';
const SIDE_EFFECT_ONLY = new Set(['harmony side effect evaluation']);

/** The names a surface module re-exports. */
function surfaceExports(surfaceModule) {
  return new Set(
    surfaceModule.dependencies
      .filter((dependency) => dependency.type === EXPORT_IMPORTED_SPECIFIER && dependency.name)
      .map((dependency) => dependency.name),
  );
}

/**
 * What a dependency takes from the package: a name, '*' for the whole namespace (or an unknown
 * use), or null when it only loads it for side effects.
 * @returns {string | null}
 */
function importedName(dependency) {
  if (SIDE_EFFECT_ONLY.has(dependency.type)) return null;
  if (dependency.type === IMPORT_SPECIFIER || dependency.type === EXPORT_IMPORTED_SPECIFIER) {
    return dependency.ids && dependency.ids.length > 0 ? dependency.ids[0] : '*';
  }
  return '*';
}

/**
 * Every use of a surface's package, by an app's own module, that the surface does not offer.
 * @param {Iterable<import('webpack').Module>} modules
 * @param {SharedSurface} surface
 * @returns {string[]} one message per problem
 */
function surfaceViolations(modules, surface) {
  const all = [...modules];
  const surfaceModule = all.find((module) => module.resource === surface.file);
  if (!surfaceModule) return [];
  const offered = surfaceExports(surfaceModule);
  const problems = new Set();
  const isPackageRequest = (request) =>
    surface.requests.includes(request) ||
    surface.requests.some((name) => request.startsWith(`${name}/`));
  for (const module of all) {
    const resource = module.resource;
    if (!resource || resource === surface.file) continue;
    if (resource.split(path.sep).includes('node_modules')) continue;
    const dependencies = [
      ...module.dependencies,
      ...module.blocks.flatMap((block) => block.dependencies),
    ];
    for (const dependency of dependencies) {
      const request = dependency.request;
      if (typeof request !== 'string' || !isPackageRequest(request)) continue;
      const where = path.relative(process.cwd(), resource);
      if (!surface.requests.includes(request)) {
        problems.add(
          `${where}: '${request}' is not shared (only ${surface.requests.map((name) => `'${name}'`).join(' and ')} are); import from those.`,
        );
        continue;
      }
      const name = importedName(dependency);
      if (name === null || offered.has(name)) continue;
      problems.add(
        name === '*'
          ? `${where}: imports all of '${request}'; import the names it uses (they must be in ${path.relative(process.cwd(), surface.file)}).`
          : `${where}: '${name}' from '${request}' is not in the shared ${surface.packageName} surface (${path.relative(process.cwd(), surface.file)}). Add it there and rebuild every app, the host first.`,
      );
    }
  }
  return [...problems];
}

class SharedSurfacePlugin {
  /** @param {SharedSurface[]} surfaces */
  constructor(surfaces) {
    this.surfaces = surfaces;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        for (const surface of this.surfaces) {
          for (const message of surfaceViolations(modules, surface)) {
            compilation.errors.push(new compiler.webpack.WebpackError(message));
          }
        }
      });
    });
  }
}

module.exports = { SharedSurfacePlugin, surfaceViolations };
