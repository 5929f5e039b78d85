// Issue 19: the message catalogues of every package that shows text (README "Adding a text").
//   node scripts/i18n.mjs extract   writes each package's src/locales/en-CA.json from its sources
//   node scripts/i18n.mjs check     fails when a catalogue is stale or a translation is missing
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from './lib/paths.mjs';
import { readRemotes } from './lib/remotes.mjs';

const require = createRequire(path.join(repoRoot, 'tooling', 'package.json'));
const catalogues = require('./i18n/catalogues.cjs');

const packages = ['domain', 'shared', 'host', ...readRemotes().map((remote) => remote.dir)].map(
  (dir) => path.resolve(repoRoot, dir),
);

const command = process.argv[2];
let problems = [];
for (const dir of packages) {
  const sources = await catalogues.readSources(dir);
  if (command === 'extract') {
    catalogues.writeCatalogue(dir, catalogues.SOURCE_LOCALE, sources);
    console.log(`${path.relative(repoRoot, dir)}: ${Object.keys(sources).length} messages`);
  }
  problems = problems.concat(await catalogues.checkPackage(dir, sources));
}
if (command !== 'extract' && command !== 'check') {
  console.error('usage: node scripts/i18n.mjs extract|check');
  process.exit(2);
}
for (const problem of problems) console.error(problem);
if (command === 'check') {
  console.log(
    problems.length === 0
      ? 'catalogues: every message has its fr-CA translation'
      : `catalogues: ${problems.length} problems`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
