// Issue 19: the catalogue check in `npm test` and the build's compiled catalogues.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { checkPackage, compileCatalogue, argumentsOf, builtCatalogue } = require('./catalogues.cjs');
const { remoteCatalogues } = require('../webpack/remote-description.cjs');

const domainI18n = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'domain',
  'src',
  'i18n',
  'index.ts',
);

/** A throw-away remote 'demo' with one catalogue module and the given locale files. */
function demoPackage(sources, { en, fr } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leafbid-i18n-'));
  fs.mkdirSync(path.join(dir, 'src', 'locales'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: '@leafbid/remote-demo', leafbid: { remote: 'demo', port: 3999 } }),
  );
  fs.writeFileSync(
    path.join(dir, 'src', 'messages.ts'),
    `import { defineMessages, msg } from ${JSON.stringify(domainI18n)};\nexport const M = defineMessages('demo.page', {${sources}});\n`,
  );
  if (en) fs.writeFileSync(path.join(dir, 'src', 'locales', 'en-CA.json'), JSON.stringify(en));
  if (fr) fs.writeFileSync(path.join(dir, 'src', 'locales', 'fr-CA.json'), JSON.stringify(fr));
  return dir;
}

const SOURCES = `title: 'Orders', pending: msg('{count, plural, one {# order} other {# orders}}', (count: number) => ({ count })),`;
const EN = {
  'demo.page.pending': '{count, plural, one {# order} other {# orders}}',
  'demo.page.title': 'Orders',
};

describe('the catalogue check (npm test)', () => {
  it('passes when en-CA.json is what the sources say and every message has its translation', async () => {
    const dir = demoPackage(SOURCES, {
      en: EN,
      fr: {
        'demo.page.pending': '{count, plural, one {# commande} other {# commandes}}',
        'demo.page.title': 'Commandes',
      },
    });
    assert.deepEqual(await checkPackage(dir), []);
  });

  it('names a stale en-CA.json, a missing or extra translation and one reading other arguments', async () => {
    const dir = demoPackage(SOURCES, {
      en: { 'demo.page.title': 'Orders' },
      fr: { 'demo.page.pending': '{n} commandes', 'demo.page.gone': 'Parti' },
    });
    const problems = (await checkPackage(dir)).join('\n');
    assert.match(problems, /en-CA\.json is not what its catalogue modules declare/);
    assert.match(problems, /demo\.page\.title has no fr-CA translation/);
    assert.match(problems, /demo\.page\.gone in fr-CA is not a message any more/);
    assert.match(problems, /demo\.page\.pending in fr-CA reads \{n\}, the source \{count\}/);
  });

  it('names an English text that ICU would not read back as written', async () => {
    const dir = demoPackage(`quoted: "Type '{name}' here",`, {
      en: { 'demo.page.quoted': "Type '{name}' here" },
      fr: { 'demo.page.quoted': 'Tapez ici' },
    });
    assert.match((await checkPackage(dir)).join('\n'), /does not read back as written/);
  });

  it('reads the arguments of plural and select messages', () => {
    assert.deepEqual(argumentsOf('{count, plural, one {# of {total}} other {#}} {who}'), [
      'count',
      'total',
      'who',
    ]);
  });
});

describe('compiled catalogues (the build)', () => {
  it('compiles ICU for @lingui/core: plain texts and arguments', () => {
    const compiled = compileCatalogue({ a: 'Orders', b: 'Hello {name}' });
    assert.deepEqual(compiled.a, ['Orders']);
    assert.deepEqual(compiled.b, ['Hello ', ['name']]);
  });

  const FR = {
    'demo.page.pending': '{count, plural, one {# commande} other {# commandes}}',
    'demo.page.title': 'Commandes',
  };

  it("a remote's catalogues are hashed files named in its description; titles must be ids", async () => {
    const dir = demoPackage(SOURCES, { en: EN, fr: FR });
    const description = {
      routes: [{ title: 'demo.page.title' }],
      navigation: [{ label: 'demo.page.title' }],
    };
    const { files, messages } = await remoteCatalogues(dir, description);
    assert.match(messages['en-CA'], /^locales\/en-CA\.[0-9a-f]{8}\.json$/);
    assert.match(messages['fr-CA'], /^locales\/fr-CA\.[0-9a-f]{8}\.json$/);
    assert.deepEqual(JSON.parse(files[1].json)['demo.page.title'], ['Commandes']);
    // The English of its titles and links, for a host that cannot load the catalogue.
    assert.deepEqual(messages.texts, [{ id: 'demo.page.title', text: 'Orders' }]);
    await assert.rejects(
      () => remoteCatalogues(dir, { routes: [{ title: 'Orders' }], navigation: [] }),
      /must be message ids .*: Orders/,
    );
  });

  it('issue 36: a text changed in its module ships with its new words though en-CA.json is stale (a warning, not the old words)', async () => {
    const dir = demoPackage(SOURCES.replace("title: 'Orders'", "title: 'My orders'"), {
      en: EN,
      fr: FR,
    });
    const built = await builtCatalogue([dir], 'en-CA');
    assert.deepEqual(built.catalogue['demo.page.title'], ['My orders']);
    assert.deepEqual(built.errors, []);
    assert.match(
      built.warnings.join('\n'),
      /en-CA\.json is not what its catalogue modules declare/,
    );
    assert.ok(built.files.some((file) => file.endsWith(path.join('src', 'messages.ts'))));
    const { files } = await remoteCatalogues(dir, { routes: [], navigation: [] });
    assert.deepEqual(JSON.parse(files[0].json)['demo.page.title'], ['My orders']);
  });

  it('issue 36: a new text without its fr-CA translation fails the build, naming it', async () => {
    const dir = demoPackage(`${SOURCES} added: 'A new text',`, { en: EN, fr: FR });
    const built = await builtCatalogue([dir], 'fr-CA');
    assert.deepEqual(
      built.errors,
      ['demo.page.added has no fr-CA translation'].map(
        (p) => `${path.relative(path.resolve(import.meta.dirname, '..', '..'), dir)}: ${p}`,
      ),
    );
    await assert.rejects(
      () => remoteCatalogues(dir, { routes: [], navigation: [] }),
      /the fr-CA catalogue cannot be built[\s\S]*demo\.page\.added has no fr-CA translation/,
    );
  });
});
