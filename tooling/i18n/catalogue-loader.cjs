// Issue 19: `import('../locales/fr-CA.json?catalogue')` in the host's code gives that locale's
// compiled catalogue of the host AND of the packages whose texts it shows itself (the kernel's,
// and the domain groups its bundle uses), compiled for @lingui/core at build — the browser ships
// no ICU parser. Issue 36: which domain texts the host shows is known only once webpack has
// optimised the modules, so this loader leaves a placeholder that HostCataloguePlugin
// (./used-catalogues.cjs) fills, built from the sources; a missing or mismatched translation
// fails the build there.
const path = require('node:path');
const { placeholder } = require('./used-catalogues.cjs');

/** @this {import('webpack').LoaderContext<Record<string, never>>} */
module.exports = function catalogueLoader() {
  const locale = path.basename(this.resourcePath, '.json');
  return `export default ${JSON.stringify(placeholder(locale))};`;
};
