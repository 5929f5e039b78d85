// Issue 36: the agreements' documents. Every current version the domain names has its document
// here in its language, with the same id, locale and version, and the title the join form shows;
// the texts state the terms of spec §6 "Agreement terms" and §9 (these checks moved here from the
// domain with the texts).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  AGREEMENT_IDS,
  CURRENT_AGREEMENTS,
  LOCALES,
  agreementTitle,
  type AgreementId,
  type Locale,
} from '@leafbid/domain';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import domainFr from '@leafbid/domain/locales/fr-CA.json';
import { loadAgreementDocument, type AgreementDocument } from './load-agreement-document';

afterEach(resetTestLocale);

const current = (locale: Locale, id: AgreementId) => CURRENT_AGREEMENTS[locale][id];
const EVERY_CURRENT = LOCALES.flatMap((locale) => AGREEMENT_IDS.map((id) => [locale, id] as const));
const textOf = (document: AgreementDocument) =>
  document.sections
    .flatMap((s) => s.paragraphs)
    .join(' ')
    .replace(/\s/g, ' ');

describe('every current version has its document (issue 36)', () => {
  test.each(EVERY_CURRENT)('%s %s', async (locale, id) => {
    const agreement = current(locale, id);
    expect(existsSync(path.join(__dirname, id, `${agreement.version}.json`))).toBe(true);
    const document = await loadAgreementDocument(agreement);
    expect({ id: document.id, locale: document.locale, version: document.version }).toEqual(
      agreement,
    );
    // The title the list and the modal show (the domain's catalogue) is the document's.
    if (locale === 'fr-CA') activateTestLocale('fr-CA', domainFr);
    expect(document.title).toBe(agreementTitle(id));
  });

  test('each file is the document its path names: <id>/<version>.json', async () => {
    const files = AGREEMENT_IDS.flatMap((id) =>
      readdirSync(path.join(__dirname, id)).map((file) => ({ id, file })),
    );
    expect(files.length).toBeGreaterThanOrEqual(EVERY_CURRENT.length);
    for (const { id, file } of files) {
      expect(file).toMatch(/\.json$/);
      const version = file.replace(/\.json$/, '');
      const locale = version.endsWith('.fr-CA') ? 'fr-CA' : 'en-CA';
      await expect(loadAgreementDocument({ id, locale, version })).resolves.toMatchObject({
        id,
        locale,
        version,
      });
    }
  });

  test('a version without a document, or a file of another language, is refused', async () => {
    await expect(
      loadAgreementDocument({
        id: 'service-confidentiality',
        locale: 'en-CA',
        version: '2000-01-01',
      }),
    ).rejects.toThrow();
    await expect(
      loadAgreementDocument({
        id: 'service-confidentiality',
        locale: 'en-CA',
        version: current('fr-CA', 'service-confidentiality').version,
      }),
    ).rejects.toThrow(/not the document of en-CA/);
  });
});

/** The terms of §6 and §9 each document states, in its language. */
const TERMS: Record<Locale, readonly string[]> = {
  'en-CA': [
    'Canadian legal entities holding a valid licence issued by Health Canada',
    'refuse, suspend or terminate access',
    'one (1) year',
    'renews automatically',
    "ten (10) days' written notice",
    'two (2) years',
    'CAD 1,000',
    'Québec',
    'Montréal',
  ],
  'fr-CA': [
    "entités juridiques canadiennes titulaires d'une licence valide délivrée par Santé Canada",
    "refuser, suspendre ou résilier l'accès",
    'un (1) an',
    'se renouvelle automatiquement',
    'préavis écrit de dix (10) jours',
    'deux (2) ans',
    '1 000 $ CA',
    'province de Québec',
    'Montréal',
    '« Opérateur »',
  ],
};

describe('the documents state the terms of spec §6 and §9', () => {
  test.each(EVERY_CURRENT)('%s %s', async (locale, id) => {
    const text = textOf(await loadAgreementDocument(current(locale, id)));
    for (const term of TERMS[locale]) expect(text).toContain(term);
  });

  test('the buyer agreement: view listings and place non-binding bids; listing needs the seller agreement', async () => {
    const text = textOf(await loadAgreementDocument(current('en-CA', 'service-confidentiality')));
    expect(text).toContain('you may only view listings and place non-binding bids');
    expect(text).toContain(
      'Listing products on Leafbid requires the separate Consulting & Services Agreement.',
    );
  });

  test.each(AGREEMENT_IDS)(
    '%s: both languages have the same structure, every text translated',
    async (id) => {
      const en = await loadAgreementDocument(current('en-CA', id));
      const fr = await loadAgreementDocument(current('fr-CA', id));
      const shape = (document: AgreementDocument) =>
        document.sections.map((s) => s.paragraphs.length);
      expect(shape(fr)).toEqual(shape(en));
      expect(fr.title).not.toBe(en.title);
      const enTexts = en.sections.flatMap((s) => [s.heading, ...s.paragraphs]);
      for (const text of fr.sections.flatMap((s) => [s.heading, ...s.paragraphs])) {
        expect(text.trim()).not.toBe('');
        expect(enTexts).not.toContain(text);
      }
    },
  );
});
