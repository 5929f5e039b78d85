// The federation `shared` map every app is built with, and what goes with it (issue 12: only what
// must be one instance is shared, react-router through a surface, @leafbid/shared from one build).
const fs = require('node:fs');
const path = require('node:path');

// The workspace package @leafbid/shared (its exports map hides ./package.json).
const sharedDir = path.resolve(__dirname, '..', '..', 'shared');
const sharedPackage = require(path.join(sharedDir, 'package.json'));

/** The kernel: its package name, the version every app is built against, its entry points. */
const KERNEL = {
  packageName: sharedPackage.name,
  version: sharedPackage.version,
  exports: sharedPackage.exports,
};

/** The kernel versions a build made against `version` runs on: later minors and patches too. */
function kernelRange(version) {
  return `^${version}`;
}

// Packages that must exist once at run time: one React, one router context, one auth store, one bus.
// A trailing slash shares every subpath (react/jsx-runtime, @leafbid/domain, …).
// Only what must be one instance is shared (issue 12): a shared module is provided whole, never
// tree-shaken. Firebase is imported by @leafbid/shared alone (its identity module), so the one
// @leafbid/shared instance already means one Firebase app and one auth instance; each Radix
// package is imported by one build only (the UI kit's dialog and tabs, the host's menu, the
// marketplace's filters), so sharing them only cost a chunk per package and every export.
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'zustand',
  'zustand/',
  'mitt',
  // One query cache: the host's QueryClientProvider and every remote's hooks (issue 17).
  '@tanstack/react-query',
  // One translation runtime (issue 19): the active locale and the loaded catalogues of every app.
  '@lingui/core',
];

// Not instance-bound, but used by several remotes on the way to the first pages (the login form,
// the dashboard's widgets): shared so the page runs one copy, not one per remote. Not a singleton:
// an app built against another version uses its own. The host provides and loads it at start
// (host/src/app/remote/shared-libraries.ts): a remote consuming a shared module it has to fetch
// itself does so only after its container has started, a round trip more on its first page.
// zod and its core are shared through surfaces (below): whole, with its locales, zod is 52 KB.
const DEDUPLICATED = ['react-hook-form', 'zod', 'zod/v4/core'];

const surfacesDir = path.join(__dirname, 'shared-surfaces');

/**
 * Shared modules provided through a surface (./shared-surface-plugin.cjs): every build provides the
 * surface module for these requests instead of the whole package.
 * @type {import('./shared-surface-plugin.cjs').SharedSurface[]}
 */
const SHARED_SURFACES = [
  {
    packageName: 'react-router',
    requests: ['react-router', 'react-router-dom'],
    file: path.join(surfacesDir, 'react-router.mjs'),
    packageAlias: 'leafbid-react-router-package',
  },
  {
    packageName: 'zod',
    requests: ['zod'],
    file: path.join(surfacesDir, 'zod.mjs'),
    packageAlias: 'leafbid-zod-package',
    namespaces: { z: path.join(surfacesDir, 'zod-members.mjs') },
  },
  {
    packageName: 'zod',
    requests: ['zod/v4/core'],
    file: path.join(surfacesDir, 'zod-core.mjs'),
    packageAlias: 'leafbid-zod-core-package',
    entry: path.join('v4', 'core', 'index.js'),
  },
];

/** Package name of a share key: 'react/' → 'react', 'firebase/auth' → 'firebase', '@a/b/' → '@a/b'. */
function packageNameOf(shareKey) {
  const parts = shareKey.split('/').filter(Boolean);
  return shareKey.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The exact installed version and folder of a package, resolved like the app would resolve it
 * (then like @leafbid/shared would, for packages only shared depends on, e.g. firebase).
 * Some packages (Radix) do not export ./package.json, so walk up from their entry instead.
 * @returns {{ version: string, dir: string } | undefined}
 */
function installedPackage(packageName, fromDirs) {
  for (const from of fromDirs) {
    try {
      const file = require.resolve(`${packageName}/package.json`, { paths: [from] });
      return { version: require(file).version, dir: path.dirname(file) };
    } catch {
      // not exported or not resolvable from here: try the entry point
    }
    let entry;
    try {
      entry = require.resolve(packageName, { paths: [from] });
    } catch {
      continue;
    }
    for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      if (!fs.existsSync(file)) continue;
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name === packageName && pkg.version) return { version: pkg.version, dir };
    }
  }
  return undefined;
}

function installedVersion(packageName, fromDirs) {
  return installedPackage(packageName, fromDirs)?.version;
}

/** The surface answering a share key, if it has one. */
function surfaceFor(shareKey) {
  return SHARED_SURFACES.find((surface) => surface.requests.includes(shareKey));
}

/** resolve.alias: each surface's import of its real package, as this app resolves it. */
function surfaceAliases(dir) {
  const aliases = {};
  for (const surface of SHARED_SURFACES) {
    const installed = installedPackage(surface.packageName, [dir, sharedDir]);
    if (installed)
      aliases[`${surface.packageAlias}$`] = surface.entry
        ? path.join(installed.dir, surface.entry)
        : installed.dir;
  }
  return aliases;
}

/** The federation `shared` map: explicit, exact versions; singletons but for DEDUPLICATED. */
function createSharedConfig(dir, { isHost = false } = {}) {
  const shared = {};
  for (const key of SINGLETONS) {
    const version = installedVersion(packageNameOf(key), [dir, sharedDir]);
    if (!version) continue; // not installed anywhere this app can reach: nothing to share
    shared[key] = { singleton: true, version, requiredVersion: version };
    // The host provides them first on every page: eager, they are part of its main.js instead of
    // a dozen requests after it (on HTTP/1.1, six at a time, each a round trip; issue 12).
    if (isHost) shared[key].eager = true;
    const surface = surfaceFor(key);
    if (surface) shared[key].import = surface.file;
  }
  for (const key of DEDUPLICATED) {
    const version = installedVersion(packageNameOf(key), [dir, sharedDir]);
    if (!version) continue;
    shared[key] = { singleton: false, version, requiredVersion: version };
    // Eager in the host, as the singletons and the kernel are (issue 22): see the kernel below.
    if (isHost) shared[key].eager = true;
    const surface = surfaceFor(key);
    if (surface) shared[key].import = surface.file;
  }
  // @leafbid/shared: every public entry point ('.', './ui', './platform') is a singleton
  // whose `import` is its resolved source file. Path imports are provided by every build even when
  // the app never imports them, so the host (initialised first) provides the whole package and all
  // entry points run from ONE build: their relative imports of stateful modules (ui → ../bus/bus,
  // ../api/media-url → ../config) are then one instance, not one per providing remote.
  // The kernel follows semver (issue 17): a build needs the kernel version it is built against or
  // a later minor, so its requiredVersion is a caret range (mf-manifest.json carries it; the host
  // refuses, in words, a remote whose range its kernel does not satisfy).
  const singletonVersion = {
    singleton: true,
    version: KERNEL.version,
    requiredVersion: kernelRange(KERNEL.version),
  };
  // Issue 22: eager in the host, like every module it shares. Every page runs the kernel, zod and
  // react-hook-form before anything shows, so they are part of its main.js: the host's scripts
  // before the login form went from 17 to 8 (each appended <script> ~25 ms of main thread at 4×
  // CPU), and Lighthouse mobile, A/B in one hour, went from 68 / 57 / 54 to 78 / 59 / 59 (README).
  // Every public entry point is listed from the exports map, so one added later is shared too.
  // There is no '@leafbid/shared/' prefix entry: it would also share ./testing (fakes, fixtures),
  // which must never reach the share scope at run time, whatever a build happens to import.
  for (const [subpath, target] of Object.entries(KERNEL.exports)) {
    if (isTestingSubpath(subpath)) continue;
    if (typeof target !== 'string')
      throw new Error(`@leafbid/shared exports "${subpath}" as conditions: share it explicitly`);
    const shareKey = subpath === '.' ? '@leafbid/shared' : `@leafbid/shared/${subpath.slice(2)}`;
    shared[shareKey] = {
      ...singletonVersion,
      shareKey,
      import: path.join(sharedDir, target),
      ...(isHost ? { eager: true } : {}),
    };
  }
  return shared;
}

/** './testing' and everything under it: test helpers only. */
function isTestingSubpath(subpath) {
  // './locales/*': the kernel's catalogue sources, read by tests (the host ships them compiled).
  return (
    subpath === './testing' || subpath.startsWith('./testing/') || subpath.startsWith('./locales/')
  );
}

/**
 * @leafbid/shared's own sources (not its test helpers), wherever a build meets them, and its
 * package.json (KERNEL_VERSION reads its version: without it, a chunk of its own at start).
 */
function isLeafbidSharedSource(module) {
  // An extracted stylesheet (mini-css-extract's module) has no `resource`, but names its file.
  const resource = module.nameForCondition?.() ?? module.resource ?? '';
  return (
    resource === path.join(sharedDir, 'package.json') ||
    (resource.startsWith(path.join(sharedDir, 'src') + path.sep) &&
      !resource.startsWith(path.join(sharedDir, 'src', 'testing') + path.sep))
  );
}

module.exports = {
  KERNEL,
  SHARED_SURFACES,
  kernelRange,
  createSharedConfig,
  installedVersion,
  isLeafbidSharedSource,
  surfaceAliases,
};
