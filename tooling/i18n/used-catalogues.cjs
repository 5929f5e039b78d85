// Issue 36: each build carries exactly the texts it shows. A build's catalogue holds every text of
// its own packages and, of the packages it bundles from elsewhere (the domain), only the groups —
// the exports of their catalogue modules — its bundle uses, as webpack's export usage says once
// the modules are optimised. So the host ships no text only a remote shows, and a remote's deploy
// carries its own words for every text it shows, changed or new, in each locale.
const { isCatalogueModule, selectedCatalogue } = require('./catalogues.cjs');

/**
 * The catalogue modules a compilation bundles and the exports it uses: file → Set of export
 * names, or true when webpack cannot tell (all of them: a namespace read, a build without usage
 * information).
 * @param {import('webpack').Compilation} compilation
 * @returns {Map<string, Set<string> | true>}
 */
function usedCatalogueExports(compilation) {
  /** @type {Map<string, Set<string> | true>} */
  const used = new Map();
  const visit = (module) => {
    // A concatenated module holds the modules it was made of.
    for (const inner of module.modules ?? []) visit(inner);
    const file = typeof module.resource === 'string' ? module.resource.split('?')[0] : null;
    if (!file || !isCatalogueModule(file)) return;
    const exports = compilation.moduleGraph.getExportsInfo(module).getUsedExports(undefined);
    if (exports === false) return;
    const known = used.get(file);
    if (exports === null || exports === true || known === true) {
      used.set(file, true);
      return;
    }
    used.set(file, new Set([...(known ?? []), ...exports]));
  };
  for (const module of compilation.modules) visit(module);
  return used;
}

/** What the catalogue loader puts in a host chunk until the plugin knows the build's texts. */
const placeholder = (locale) => `__LEAFBID_CATALOGUE_${locale.replace('-', '_')}__`;

/**
 * The host's compiled catalogue of each locale (`import('../locales/fr-CA.json?catalogue')`): its
 * own texts and the kernel's, and the domain groups the host's bundle uses. The loader leaves a
 * placeholder; this plugin writes the catalogue in its place before the files are minified and
 * hashed (so a file's name follows its texts).
 */
class HostCataloguePlugin {
  /** @param {{ own: string[], locales: readonly string[] }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('LeafbidHostCataloguePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'LeafbidHostCataloguePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        async (assets) => {
          const used = usedCatalogueExports(compilation);
          for (const locale of this.options.locales) {
            const marker = JSON.stringify(placeholder(locale));
            const names = Object.keys(assets).filter(
              (name) => name.endsWith('.js') && assets[name].source().toString().includes(marker),
            );
            if (names.length === 0) continue;
            const built = await selectedCatalogue(this.options.own, used, locale);
            for (const file of built.files) compilation.fileDependencies.add(file);
            for (const warning of built.warnings)
              compilation.warnings.push(new WebpackError(warning));
            if (built.errors.length > 0) {
              const problem = new WebpackError(
                `the ${locale} catalogue cannot be built (node scripts/i18n.mjs check lists the same):\n${built.errors.join('\n')}`,
              );
              problem.hideStack = true;
              compilation.errors.push(problem);
              continue;
            }
            const json = JSON.stringify(built.catalogue);
            for (const name of names) {
              const text = assets[name].source().toString();
              const replaced = new sources.ReplaceSource(assets[name]);
              for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + 1)) {
                replaced.replace(at, at + marker.length - 1, json);
              }
              compilation.updateAsset(name, replaced);
            }
          }
        },
      );
    });
  }
}

module.exports = { usedCatalogueExports, placeholder, HostCataloguePlugin };
