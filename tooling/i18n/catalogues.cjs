// Issue 19: each package's message catalogues. A package's en-CA texts are declared in its
// catalogue modules (`src/**/messages.ts`, `src/**/*.messages.ts`) with @leafbid/domain's
// `defineMessages`; `src/locales/en-CA.json` is extracted from them (id → ICU source) and
// `src/locales/fr-CA.json` holds the translations. The check (in `npm test`) fails when the two
// disagree, a translation is missing or extra, an ICU message does not parse, or a translation
// does not use the same arguments. At build, catalogues are compiled for @lingui/core (the browser
// ships no ICU parser) and emitted one file per locale.
const fs = require('node:fs');
const path = require('node:path');
const { loadTypeScript } = require('../typescript-module.cjs');
const { compileMessage } = require('@lingui/message-utils/compileMessage');
const { parse } = require('@messageformat/parser');

const LOCALES = ['en-CA', 'fr-CA'];
const SOURCE_LOCALE = 'en-CA';
const repoRoot = path.resolve(__dirname, '..', '..');
const domainEntry = path.join(repoRoot, 'domain', 'src', 'i18n', 'index.ts');

/**
 * The translation module a package's catalogue modules register with: the domain's own (a copy of
 * the domain, as a test builds one, registers with its copy), else the workspace's domain's.
 */
function i18nEntryOf(dir) {
  const own = path.join(dir, 'src', 'i18n', 'index.ts');
  return messagePrefix(dir) === 'domain' && fs.existsSync(own) ? own : domainEntry;
}

/** A package's message-id prefix: its remote name, or 'host', 'kernel', 'domain'. */
function messagePrefix(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (pkg.leafbid?.remote) return pkg.leafbid.remote;
  const byName = {
    '@leafbid/host': 'host',
    '@leafbid/shared': 'kernel',
    '@leafbid/domain': 'domain',
  };
  const prefix = byName[pkg.name];
  if (!prefix)
    throw new Error(`${pkg.name} has no message prefix (leafbid.remote in package.json)`);
  return prefix;
}

function walk(dir, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'locales') walk(full, found);
    } else if (/(^|\.)messages\.ts$/.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

/** The catalogue modules of a package, sorted. */
function catalogueModules(dir) {
  return walk(path.join(dir, 'src')).sort();
}

/**
 * The en-CA sources a package declares, id → ICU, sorted by id: its catalogue modules are bundled
 * with esbuild and run, and the ids under its prefix collected.
 */
function readSources(dir) {
  // One build asks for the same package's sources for each locale and for its published
  // catalogue: read once per process while its catalogue modules are unchanged.
  const modules = catalogueModules(dir);
  const signature = modules.map((file) => `${file}:${fs.statSync(file).mtimeMs}`).join('|');
  const known = sourcesRead.get(dir);
  if (known?.signature === signature) return known.sources;
  const sources = bundleSources(dir, modules);
  sourcesRead.set(dir, { signature, sources });
  sources.catch(() => sourcesRead.delete(dir));
  return sources;
}

/** @type {Map<string, { signature: string, sources: Promise<Record<string, string>> }>} */
const sourcesRead = new Map();

async function bundleSources(dir, modules) {
  const prefix = messagePrefix(dir);
  // Issue 36: the modules are loaded one after the other, so each module's groups are known —
  // export name → ids, and '*' for the ids of groups it does not export (templates its functions
  // read) — for a build to carry the ones it uses.
  const contents = [
    `import { groupIds, messageSources } from ${JSON.stringify(i18nEntryOf(dir))};`,
    `const loaders = [${modules.map((file) => `() => import(${JSON.stringify(file)})`).join(', ')}];`,
    `export async function read() {`,
    `  const groups = [];`,
    `  for (const load of loaders) {`,
    `    const before = new Set(messageSources().keys());`,
    `    const exported = Object.fromEntries(Object.entries(await load()).map(([name, value]) => [name, groupIds(value)]).filter(([, ids]) => ids));`,
    `    const covered = new Set(Object.values(exported).flat());`,
    `    const rest = [...messageSources().keys()].filter((id) => !before.has(id) && !covered.has(id));`,
    `    if (rest.length) exported['*'] = rest;`,
    `    groups.push(exported);`,
    `  }`,
    `  return { sources: Object.fromEntries(messageSources()), groups };`,
    `}`,
  ].join('\n');
  const { read: readAll } = await loadTypeScript({
    contents,
    resolveDir: dir,
    sourcefile: 'extract-messages.ts',
    // Catalogue modules import only texts; anything a bundle would need a loader for is not one.
    loader: { '.css': 'empty', '.png': 'empty', '.svg': 'empty' },
    filename: path.join(dir, 'extract-messages.js'),
  });
  const read = await readAll();
  const own = Object.entries(read.sources)
    .filter(([id]) => id.startsWith(`${prefix}.`))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const sources = Object.fromEntries(own);
  // Not enumerable: the sources still compare equal to the catalogue file.
  Object.defineProperty(sources, GROUPS, {
    value: new Map(modules.map((file, index) => [file, read.groups[index]])),
  });
  return sources;
}

const GROUPS = Symbol('groups');

/**
 * Issue 36: the groups of a package's catalogue modules, file → export name → the ids it declares.
 * @returns {Promise<Map<string, Record<string, string[]>>>}
 */
async function readGroups(dir) {
  return (await readSources(dir))[GROUPS];
}

const localeFile = (dir, locale) => path.join(dir, 'src', 'locales', `${locale}.json`);

function readCatalogue(dir, locale) {
  const file = localeFile(dir, locale);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

function writeCatalogue(dir, locale, messages) {
  fs.mkdirSync(path.dirname(localeFile(dir, locale)), { recursive: true });
  fs.writeFileSync(localeFile(dir, locale), `${JSON.stringify(messages, null, 2)}\n`);
}

/** The argument names an ICU message reads ('count', 'price'), sorted. */
function argumentsOf(message) {
  const names = new Set();
  const visit = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const option of token.cases) visit(option.tokens);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

/**
 * Problems with a package's catalogues, as sentences ([] when all is well): en-CA.json out of date,
 * a message that does not parse, a translation missing, extra, empty or reading other arguments.
 */
async function checkPackage(dir, sources) {
  const name = path.relative(repoRoot, dir);
  const source = sources ?? (await readSources(dir));
  const problems = [];
  if (JSON.stringify(readCatalogue(dir, SOURCE_LOCALE)) !== JSON.stringify(source)) {
    problems.push(staleSourceProblem(name));
  }
  problems.push(...sourceProblems(name, source));
  for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
    problems.push(...translationProblems(name, source, locale, readCatalogue(dir, locale) ?? {}));
  }
  return problems;
}

const staleSourceProblem = (name) =>
  `${name}: src/locales/en-CA.json is not what its catalogue modules declare (run: node scripts/i18n.mjs extract)`;

/** The en-CA sources that do not parse, or would not read back as written. */
function sourceProblems(name, source) {
  const problems = [];
  for (const [id, text] of Object.entries(source)) {
    // A text without arguments must read back as written: an ICU quote (') or brace would change it.
    try {
      const compiled = [].concat(compileMessage(text));
      const readBack = compiled.every((part) => typeof part === 'string')
        ? compiled.join('')
        : null;
      if (argumentsOf(text).length === 0 && readBack !== text) {
        problems.push(
          `${name}: ${id} does not read back as written in ICU (an apostrophe before { or #?)`,
        );
      }
    } catch (error) {
      problems.push(`${name}: ${id} does not parse (${error.message})`);
    }
  }
  return problems;
}

/** A translation missing, empty, extra or reading other arguments than its source. */
function translationProblems(name, source, locale, translated) {
  const problems = [];
  for (const [id, text] of Object.entries(source)) {
    const translation = translated[id];
    if (typeof translation !== 'string' || translation.trim() === '') {
      problems.push(`${name}: ${id} has no ${locale} translation`);
      continue;
    }
    try {
      const want = argumentsOf(text).join(', ');
      const got = argumentsOf(translation).join(', ');
      if (want !== got)
        problems.push(`${name}: ${id} in ${locale} reads {${got}}, the source {${want}}`);
    } catch (error) {
      problems.push(`${name}: ${id} does not parse (${error.message})`);
    }
  }
  for (const id of Object.keys(translated)) {
    if (!(id in source)) problems.push(`${name}: ${id} in ${locale} is not a message any more`);
  }
  return problems;
}

/** A catalogue compiled for @lingui/core: id → compiled message. */
function compileCatalogue(messages) {
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]),
  );
}

/** The compiled catalogue of `locale` for the given packages (later ones win on a shared id). */
function compiledCatalogue(dirs, locale) {
  const merged = {};
  for (const dir of dirs) Object.assign(merged, readCatalogue(dir, locale) ?? {});
  return compileCatalogue(merged);
}

/**
 * Issue 36: what a build ships for `locale`, built from the sources, never from a stale file: the
 * en-CA texts are read from the packages' catalogue modules themselves (so a changed text cannot
 * ship with its old words), another locale's from its translation file, checked against those
 * sources. Returns the texts, the compiled catalogue, the files it was built from (for the bundler to watch),
 * the problems that must fail the build (a text that does not parse, a translation missing or
 * reading other arguments) and the warnings that need not (en-CA.json behind its sources: the
 * review copy, which `node scripts/i18n.mjs extract` writes and `npm test` checks).
 */
async function builtCatalogue(dirs, locale) {
  const merged = {};
  const files = [];
  const errors = [];
  const warnings = [];
  for (const dir of dirs) {
    const name = path.relative(repoRoot, dir);
    const source = await readSources(dir);
    files.push(...catalogueModules(dir), localeFile(dir, locale));
    if (locale === SOURCE_LOCALE) {
      errors.push(...sourceProblems(name, source));
      if (JSON.stringify(readCatalogue(dir, SOURCE_LOCALE)) !== JSON.stringify(source)) {
        warnings.push(staleSourceProblem(name));
      }
      Object.assign(merged, source);
    } else {
      const translated = readCatalogue(dir, locale) ?? {};
      errors.push(...translationProblems(name, source, locale, translated));
      Object.assign(merged, translated);
    }
  }
  return { messages: merged, catalogue: compileCatalogue(merged), files, errors, warnings };
}

/**
 * Issue 36: what one build ships for `locale`: every text of its own packages (`own`: the app's,
 * and the host's kernel), and of the other packages (the domain) only the groups its bundle uses
 * (`used`: catalogue module file → the export names it uses, or true for all). A text it does not
 * carry is not in its catalogue; a text it carries reads as its build's sources wrote it.
 */
async function selectedCatalogue(own, used, locale) {
  const built = await builtCatalogue(own, locale);
  const byPackage = new Map();
  for (const [file, names] of used) {
    const dir = packageDirOf(file);
    if (!dir || own.includes(dir)) continue;
    if (!byPackage.has(dir)) byPackage.set(dir, []);
    byPackage.get(dir).push([file, names]);
  }
  const messages = { ...built.messages };
  const files = [...built.files];
  const errors = [...built.errors];
  for (const [dir, modules] of byPackage) {
    const name = path.relative(repoRoot, dir);
    const groups = await readGroups(dir);
    const ids = new Set();
    for (const [file, names] of modules) {
      const declared = groups.get(file) ?? {};
      for (const [exported, groupIdList] of Object.entries(declared)) {
        const wanted =
          exported === '*'
            ? names === true || names.size > 0
            : names === true || names.has(exported);
        if (wanted) groupIdList.forEach((id) => ids.add(id));
      }
      files.push(file);
    }
    const source = await readSources(dir);
    const chosen = Object.fromEntries(Object.entries(source).filter(([id]) => ids.has(id)));
    files.push(localeFile(dir, locale));
    if (locale === SOURCE_LOCALE) {
      errors.push(...sourceProblems(name, chosen));
      Object.assign(messages, chosen);
    } else {
      const translated = readCatalogue(dir, locale) ?? {};
      const wanted = Object.fromEntries(Object.entries(translated).filter(([id]) => ids.has(id)));
      // Only what this build carries: another build's texts are its own concern.
      errors.push(...translationProblems(name, chosen, locale, wanted));
      Object.assign(messages, wanted);
    }
  }
  return {
    messages,
    catalogue: compileCatalogue(messages),
    files,
    errors,
    warnings: built.warnings,
  };
}

/** The package folder (the nearest package.json) of a source file; null outside any. */
function packageDirOf(file) {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return null;
}

/** Whether a file is a catalogue module (messages.ts, <name>.messages.ts) under a package's src/. */
const isCatalogueModule = (file) => /[\\/]src[\\/](.+[\\/])?([^\\/]+\.)?messages\.ts$/.test(file);

module.exports = {
  selectedCatalogue,
  readGroups,
  packageDirOf,
  isCatalogueModule,
  LOCALES,
  SOURCE_LOCALE,
  messagePrefix,
  catalogueModules,
  readSources,
  readCatalogue,
  writeCatalogue,
  checkPackage,
  argumentsOf,
  compileCatalogue,
  compiledCatalogue,
  builtCatalogue,
  localeFile,
};
