// Issue 19: `import('../locales/fr-CA.json?catalogue')` in an app's code gives that locale's
// compiled catalogue of the app AND of the packages whose texts it shows itself (the host: the
// kernel's and the domain's), compiled for @lingui/core at build — the browser ships no ICU parser.
const path = require('node:path');
const { compiledCatalogue } = require('./catalogues.cjs');

/** @this {import('webpack').LoaderContext<{ include?: string[] }>} */
module.exports = function catalogueLoader() {
  const locale = path.basename(this.resourcePath, '.json');
  const appDir = path.resolve(path.dirname(this.resourcePath), '..', '..');
  const dirs = [...(this.getOptions().include ?? []), appDir];
  for (const dir of dirs) this.addDependency(path.join(dir, 'src', 'locales', `${locale}.json`));
  return `export default ${JSON.stringify(compiledCatalogue(dirs, locale))};`;
};
