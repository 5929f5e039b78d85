// Issue 19: `import('../locales/fr-CA.json?catalogue')` in an app's code gives that locale's
// compiled catalogue of the app AND of the packages whose texts it shows itself (the host: the
// kernel's and the domain's), compiled for @lingui/core at build — the browser ships no ICU parser.
// Issue 36: built from the sources (en-CA from the catalogue modules, not from a stale en-CA.json);
// a missing or mismatched translation fails the build, not only `npm test`'s check.
const path = require('node:path');
const { builtCatalogue } = require('./catalogues.cjs');

/** @this {import('webpack').LoaderContext<{ include?: string[] }>} */
module.exports = function catalogueLoader() {
  const done = this.async();
  const locale = path.basename(this.resourcePath, '.json');
  const appDir = path.resolve(path.dirname(this.resourcePath), '..', '..');
  const dirs = [...(this.getOptions().include ?? []), appDir];
  builtCatalogue(dirs, locale).then(
    ({ catalogue, files, errors, warnings }) => {
      for (const file of files) this.addDependency(file);
      for (const warning of warnings) this.emitWarning(new Error(warning));
      if (errors.length > 0) {
        done(
          new Error(
            `the ${locale} catalogue cannot be built (node scripts/i18n.mjs check lists the same):\n${errors.join('\n')}`,
          ),
        );
        return;
      }
      done(null, `export default ${JSON.stringify(catalogue)};`);
    },
    (error) => done(error),
  );
};
