// Issue 17: a remote's build fails when it imports a name the kernel (@leafbid/shared) does not
// export, instead of running with `undefined` on the host's copy. webpack's own check
// (`exportsPresence`) cannot see it: an import of a shared module goes to federation's
// consume-shared module, whose exports are unknown until run time. The kernel the remote is built
// against is that module's fallback, whose exports webpack knows: each named import of a kernel
// entry point is checked against them.
const PLUGIN_NAME = 'KernelExportsPlugin';

/** The fallback module (the kernel's source) a consume-shared module would load. */
function fallbackOf(consumeShared, moduleGraph) {
  const dependency = consumeShared.dependencies[0] ?? consumeShared.blocks[0]?.dependencies[0];
  return dependency ? moduleGraph.getModule(dependency) : null;
}

/** The imported name of `import { name }` / `export { name } from`; null for `* as`, `export *`. */
function importedName(dependency, moduleGraph) {
  const ids =
    typeof dependency.getIds === 'function' ? dependency.getIds(moduleGraph) : dependency.ids;
  return Array.isArray(ids) && ids.length > 0 ? ids[0] : null;
}

class KernelExportsPlugin {
  /**
   * @param {{ packageName: string, version: string }} options the kernel's package name and the
   *   version this build is made against (named in the error)
   */
  constructor({ packageName, version }) {
    this.packageName = packageName;
    this.version = version;
  }

  /** @param {string} shareKey */
  isKernel(shareKey) {
    return shareKey === this.packageName || shareKey.startsWith(`${this.packageName}/`);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      // After finishModules, where webpack works out what every module exports.
      compilation.hooks.seal.tap(PLUGIN_NAME, () => {
        const { moduleGraph } = compilation;
        for (const module of compilation.modules) {
          for (const dependency of module.dependencies) {
            const target = moduleGraph.getModule(dependency);
            if (!target || target.type !== 'consume-shared-module') continue;
            const shareKey = target.options?.shareKey;
            if (typeof shareKey !== 'string' || !this.isKernel(shareKey)) continue;
            const name = importedName(dependency, moduleGraph);
            const fallback = name === null ? null : fallbackOf(target, moduleGraph);
            if (!fallback) continue;
            if (moduleGraph.getExportsInfo(fallback).isExportProvided(name) !== false) continue;
            const error = new WebpackError(
              `'${name}' is imported from '${shareKey}', which does not export it in the kernel this remote is built against (${this.packageName} ${this.version}). A new kernel export comes with a new minor version: build against a kernel that has it, or do without it.`,
            );
            error.module = module;
            error.loc = dependency.loc;
            error.hideStack = true;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

module.exports = { KernelExportsPlugin };
