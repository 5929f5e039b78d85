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
 * @property {string} [entry] the file of the package the alias points at (a subpath's entry), if
 *   not the package itself
 * @property {Record<string, string>} [namespaces] names the surface exports as a namespace
 *   (`export * as z from './zod-members.mjs'`), each with the module listing its members: a build
 *   may use only those members (`z.object`), never the namespace whole
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

/** The part of a package a module belongs to: '/node_modules/zod/' for zod's own files. */
const packageFolder = (packageName) =>
  `${path.sep}node_modules${path.sep}${packageName.split('/').join(path.sep)}${path.sep}`;

/**
 * What a dependency takes from the package: a name, '*' for the whole namespace (or an unknown
 * use), or null when it only loads it for side effects.
 * @returns {string | null}
 */
function importedName(dependency) {
  if (SIDE_EFFECT_ONLY.has(dependency.type)) return null;
  // import(/* webpackExports: [] */ 'zod'): loads the module, takes nothing from it.
  if (dependency.type === 'import()' && dependency.referencedExports?.length === 0) return null;
  if (dependency.type === IMPORT_SPECIFIER || dependency.type === EXPORT_IMPORTED_SPECIFIER) {
    return dependency.ids && dependency.ids.length > 0 ? dependency.ids[0] : '*';
  }
  return '*';
}

/**
 * Every use of a surface's package, by an app's own module, that the surface does not offer.
 * @param {Iterable<import('webpack').Module>} modules
 * @param {SharedSurface} surface
 * @param {SharedSurface[]} [others] the other surfaces: requests they answer are not this one's
 * @returns {string[]} one message per problem
 */
function surfaceViolations(modules, surface, others = []) {
  const all = [...modules];
  const surfaceModule = all.find((module) => module.resource === surface.file);
  if (!surfaceModule) return [];
  const offered = surfaceExports(surfaceModule);
  const members = new Map();
  for (const [name, file] of Object.entries(surface.namespaces ?? {})) {
    const listing = all.find((module) => module.resource === file);
    members.set(name, listing ? surfaceExports(listing) : new Set());
  }
  const problems = new Set();
  const answeredElsewhere = (request) => others.some((other) => other.requests.includes(request));
  const isPackageRequest = (request) =>
    surface.requests.includes(request) ||
    (surface.requests.some((name) => request.startsWith(`${name}/`)) &&
      !answeredElsewhere(request));
  const ownFolder = packageFolder(surface.packageName);
  const surfaceFiles = new Set([surface.file, ...Object.values(surface.namespaces ?? {})]);
  for (const module of all) {
    const resource = module.resource;
    // Every importer is held to the surface, packages too (a form resolver importing zod's core):
    // only the package's own files and the surface's are not.
    if (!resource || surfaceFiles.has(resource) || resource.includes(ownFolder)) continue;
    const dependencies = [
      ...module.dependencies,
      ...module.blocks.flatMap((block) => block.dependencies),
    ];
    for (const dependency of dependencies) {
      const request = dependency.request;
      if (typeof request !== 'string' || !isPackageRequest(request)) continue;
      const where = path.relative(process.cwd(), resource);
      const surfaceFile = path.relative(process.cwd(), surface.file);
      if (!surface.requests.includes(request)) {
        problems.add(
          `${where}: '${request}' is not shared (only ${surface.requests.map((name) => `'${name}'`).join(' and ')} are); import from those.`,
        );
        continue;
      }
      const name = importedName(dependency);
      if (name === null) continue;
      if (!offered.has(name)) {
        problems.add(
          name === '*'
            ? `${where}: imports all of '${request}'; import the names it uses (they must be in ${surfaceFile}).`
            : `${where}: '${name}' from '${request}' is not in the shared ${surface.packageName} surface (${surfaceFile}). Add it there and rebuild every app, the host first.`,
        );
        continue;
      }
      if (!members.has(name)) continue;
      const member = dependency.ids?.[1];
      const listing = path.relative(process.cwd(), surface.namespaces[name]);
      if (member === undefined) {
        problems.add(
          `${where}: uses '${name}' from '${request}' whole; call its members (${name}.object(…)), each listed in ${listing}.`,
        );
      } else if (!members.get(name).has(member)) {
        problems.add(
          `${where}: '${name}.${member}' is not in the shared ${surface.packageName} surface (${listing}). Add it there and rebuild every app, the host first.`,
        );
      }
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
          const others = this.surfaces.filter((other) => other !== surface);
          for (const message of surfaceViolations(modules, surface, others)) {
            compilation.errors.push(new compiler.webpack.WebpackError(message));
          }
        }
      });
    });
  }
}

module.exports = { SharedSurfacePlugin, surfaceViolations };
