// Writes a remote's description (ARCHITECTURE.md "Run-time composition", issue 11) into its
// dist/, next to mf-manifest.json: the remote's own typed module `src/remote-description.ts` is
// bundled and evaluated with esbuild, checked against @leafbid/shared/platform's schema and
// against the remote's `exposes`, and emitted as JSON. A bad description fails the build.
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const { bundleTypeScript, evaluateModule } = require('../typescript-module.cjs');
const { LOCALES, readCatalogue, selectedCatalogue } = require('../i18n/catalogues.cjs');
const { usedCatalogueExports } = require('../i18n/used-catalogues.cjs');

const SOURCE = path.join('src', 'remote-description.ts');
const sharedDir = path.resolve(__dirname, '..', '..', 'shared');
const PLATFORM_ENTRY = path.join(
  sharedDir,
  require(path.join(sharedDir, 'package.json')).exports['./platform'],
);

/** esbuild's messages as 'file:line:column: text' lines. */
function formatBuildFailure(error) {
  const messages = Array.isArray(error.errors) ? error.errors : [];
  if (messages.length === 0) return error.message;
  return messages
    .map(({ text, location }) =>
      location ? `${location.file}:${location.line}:${location.column}: ${text}` : text,
    )
    .join('\n');
}

/** Runs a CommonJS bundle and returns its exports. */
const evaluate = (code, filename) => evaluateModule(code, { filename });

/**
 * Reads, checks and returns a remote's description.
 * @param {object} options
 * @param {string} options.dir the remote's folder
 * @param {string} options.name its federation name (must equal the description's name)
 * @param {Record<string, string>} options.exposes its federation `exposes` ('./OrdersPage' → file)
 * @returns {Promise<{ fileName: string, description: object, source: string }>}
 * @throws {Error} naming every problem
 */
async function readRemoteDescription({ dir, name, exposes }) {
  const source = path.join(dir, SOURCE);
  if (!fs.existsSync(source)) {
    throw new Error(
      `${SOURCE} is missing. Every remote describes its routes, navigation links and dashboard widgets there (README "Adding a remote").`,
    );
  }
  const contents = [
    `import description from ${JSON.stringify(source)};`,
    `import { REMOTE_DESCRIPTION_FILE, checkRemoteDescription, describedModules } from ${JSON.stringify(PLATFORM_ENTRY)};`,
    `export const fileName = REMOTE_DESCRIPTION_FILE;`,
    `export const check = checkRemoteDescription(description, ${JSON.stringify(name)});`,
    `export const modules = check.ok ? describedModules(check.description) : [];`,
  ].join('\n');
  let code;
  try {
    code = await bundleTypeScript({
      contents,
      resolveDir: dir,
      sourcefile: 'remote-description-check.ts',
    });
  } catch (error) {
    throw new Error(`${SOURCE} could not be built:\n${formatBuildFailure(error)}`, {
      cause: error,
    });
  }
  let evaluated;
  try {
    evaluated = evaluate(code, source);
  } catch (error) {
    throw new Error(`${SOURCE} failed while evaluated: ${error.message}`, { cause: error });
  }
  const { fileName, check, modules } = evaluated;
  if (!check.ok) {
    throw new Error(
      `${SOURCE} does not match the remote-description contract (@leafbid/shared/platform):\n${check.problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
  const missing = modules.filter((module) => !Object.hasOwn(exposes, `./${module}`));
  if (missing.length > 0) {
    throw new Error(
      `${SOURCE} names modules this remote does not expose: ${missing.join(', ')} (webpack.config.cjs exposes ${Object.keys(exposes).join(', ') || 'nothing'})`,
    );
  }
  return { fileName, description: check.description, source };
}

/**
 * Issue 19: the remote's compiled catalogue of each locale it has (src/locales/<locale>.json), as
 * content-hashed files under locales/, and the description's `messages` pointing at them. Its
 * route titles and link labels must then be message ids of its en-CA catalogue. Issue 36: built
 * from the sources: a changed text ships with its new words, a missing translation fails the
 * build; and with every text of the domain groups its bundle uses (`used`), so its deploy carries
 * its own words for them, in each locale, whatever the host was built with.
 * @returns {Promise<{ files: { name: string, json: string, from: string[] }[], messages?: Record<string, unknown>, warnings: string[] }>}
 */
async function remoteCatalogues(dir, description, used = new Map()) {
  const files = [];
  const messages = {};
  const warnings = [];
  let english = {};
  for (const locale of LOCALES) {
    if (!readCatalogue(dir, locale)) continue;
    const built = await selectedCatalogue([dir], used, locale);
    if (built.errors.length > 0) {
      throw new Error(
        `the ${locale} catalogue cannot be built (node scripts/i18n.mjs check lists the same):\n${built.errors.join('\n')}`,
      );
    }
    warnings.push(...built.warnings);
    if (locale === 'en-CA') english = built.messages;
    const json = JSON.stringify(built.catalogue);
    const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 8);
    const name = `locales/${locale}.${hash}.json`;
    files.push({ name, json, from: built.files });
    messages[locale] = name;
  }
  if (files.length === 0) return { files, warnings };
  const ids = [
    ...new Set([
      ...description.routes.map((route) => route.title),
      ...description.navigation.map((link) => link.label),
    ]),
  ];
  const unknown = ids.filter((id) => !(id in english));
  if (unknown.length > 0) {
    throw new Error(
      `route titles and link labels must be message ids of src/locales/en-CA.json (messageId(…)): ${unknown.join(', ')}`,
    );
  }
  // The host shows these when the catalogue cannot be loaded (the remote's origin down).
  messages.texts = ids.map((id) => ({ id, text: english[id] }));
  return { files, messages, warnings };
}

const PLUGIN_NAME = 'LeafbidRemoteDescriptionPlugin';

/** Emits the checked description as an asset; a problem is a compilation error. */
class RemoteDescriptionPlugin {
  /** @param {{ dir: string, name: string, exposes: Record<string, string> }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.fileDependencies.add(path.join(this.options.dir, SOURCE));
          try {
            const { fileName, description } = await readRemoteDescription(this.options);
            const { files, messages, warnings } = await remoteCatalogues(
              this.options.dir,
              description,
              usedCatalogueExports(compilation),
            );
            for (const warning of warnings) compilation.warnings.push(new WebpackError(warning));
            for (const file of files) {
              for (const from of file.from) compilation.fileDependencies.add(from);
              compilation.emitAsset(file.name, new sources.RawSource(file.json), {
                immutable: true,
              });
            }
            const described = messages ? { ...description, messages } : description;
            compilation.emitAsset(
              fileName,
              new sources.RawSource(`${JSON.stringify(described, null, 2)}\n`),
            );
          } catch (error) {
            const problem = new WebpackError(
              `Remote "${this.options.name}": ${error instanceof Error ? error.message : String(error)}`,
            );
            problem.hideStack = true;
            compilation.errors.push(problem);
          }
        },
      );
    });
  }
}

module.exports = {
  readRemoteDescription,
  remoteCatalogues,
  RemoteDescriptionPlugin,
  REMOTE_DESCRIPTION_SOURCE: SOURCE,
};
