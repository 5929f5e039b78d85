import {
  AGREEMENT_DOCUMENTS,
  AGREEMENT_IDS,
  SERVICE_CONFIDENTIALITY_AGREEMENT,
  agreementDocument,
  agreementDocumentsForRole,
  currentAgreementVersions,
  isCurrentAgreementVersion,
  missingAgreements,
  type AcceptedAgreement,
  type AgreementDocument,
} from './agreements';
import fr from './locales/fr-CA.json';
import { agreementsForRole } from './roles';
import { activateTestLocale, resetTestLocale } from './testing';

describe('sign-up agreements (spec §6): which role accepts which, at which version', () => {
  test.each([
    ['Buyer' as const, ['Service Confidentiality Agreement']],
    ['Seller' as const, ['Consulting & Services Agreement']],
    [
      'Buyer & Seller' as const,
      ['Service Confidentiality Agreement', 'Consulting & Services Agreement'],
    ],
  ])('%s reads %p', (role, titles) => {
    expect(agreementDocumentsForRole(role).map((d) => d.title)).toEqual(titles);
  });

  const current = (id: 'service-confidentiality' | 'consulting-services') => ({
    id,
    version: AGREEMENT_DOCUMENTS[id].version,
  });

  test.each<
    [
      string,
      string[],
      Array<{ id: 'service-confidentiality' | 'consulting-services'; version: string }>,
      string[],
    ]
  >([
    ['a Buyer who accepted', ['Buyer'], [current('service-confidentiality')], []],
    ['a Buyer who accepted nothing', ['Buyer'], [], ['service-confidentiality']],
    [
      'a Seller with the wrong agreement',
      ['Seller'],
      [current('service-confidentiality')],
      ['consulting-services'],
    ],
    [
      'both, both accepted',
      ['Buyer', 'Seller'],
      [current('service-confidentiality'), current('consulting-services')],
      [],
    ],
    [
      'an outdated version',
      ['Buyer'],
      [{ id: 'service-confidentiality', version: '2000-01-01' }],
      ['service-confidentiality'],
    ],
  ])('%s', (_name, types, accepted, missing) => {
    expect(missingAgreements(types, accepted)).toEqual(missing);
  });

  test.each(Object.values(AGREEMENT_DOCUMENTS))('$title states the terms of §6 and §9', (doc) => {
    const text = doc.sections.flatMap((s) => s.paragraphs).join(' ');
    for (const term of [
      'Canadian legal entities holding a valid licence issued by Health Canada',
      'refuse, suspend or terminate access',
      'one (1) year',
      'renews automatically',
      "ten (10) days' written notice",
      'two (2) years',
      'CAD 1,000',
      'Québec',
      'Montréal',
    ]) {
      expect(text).toContain(term);
    }
  });

  test('the buyer agreement: view listings and place non-binding bids; listing needs the seller agreement', () => {
    const text = AGREEMENT_DOCUMENTS['service-confidentiality'].sections
      .flatMap((s) => s.paragraphs)
      .join(' ');
    expect(text).toContain('you may only view listings and place non-binding bids');
    expect(text).toContain(
      'Listing products on Leafbid requires the separate Consulting & Services Agreement.',
    );
  });
});

describe('issue 19: each agreement in en-CA and fr-CA, each with its own version', () => {
  const shape = (doc: AgreementDocument) => ({
    id: doc.id,
    sections: doc.sections.map((s) => s.paragraphs.length),
  });

  afterEach(resetTestLocale);

  test.each(AGREEMENT_IDS)(
    '%s: both languages have the same structure and distinct versions',
    (id) => {
      const en = agreementDocument(id, 'en-CA');
      const fr = agreementDocument(id, 'fr-CA');
      expect(en).toBe(AGREEMENT_DOCUMENTS[id]);
      expect(shape(fr)).toEqual(shape(en));
      expect([en.locale, fr.locale]).toEqual(['en-CA', 'fr-CA']);
      expect(fr.version).toBe(`${en.version}.fr-CA`);
      expect(fr.title).not.toBe(en.title);
      // Every heading and paragraph is translated (none left in English).
      const enTexts = en.sections.flatMap((s) => [s.heading, ...s.paragraphs]);
      for (const text of fr.sections.flatMap((s) => [s.heading, ...s.paragraphs])) {
        expect(text.trim()).not.toBe('');
        expect(enTexts).not.toContain(text);
      }
    },
  );

  test.each(AGREEMENT_IDS)('%s in French states the terms of §6 and §9', (id) => {
    const text = agreementDocument(id, 'fr-CA')
      .sections.flatMap((s) => s.paragraphs)
      .join(' ')
      .replace(/\s/g, ' ');
    for (const term of [
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
    ]) {
      expect(text).toContain(term);
    }
  });

  test('the titles the join form names are the documents’ titles, in each locale', () => {
    expect(agreementsForRole('Buyer & Seller')).toEqual(
      agreementDocumentsForRole('Buyer & Seller').map((d) => d.title),
    );
    activateTestLocale('fr-CA', fr);
    expect(agreementDocumentsForRole('Buyer & Seller').map((d) => d.version)).toEqual([
      '2026-11-01.fr-CA',
      '2026-11-01.fr-CA',
    ]);
    expect(agreementsForRole('Buyer & Seller')).toEqual([
      'Entente de confidentialité',
      'Entente de services-conseils',
    ]);
    expect(agreementDocumentsForRole('Buyer & Seller').map((d) => d.title)).toEqual(
      agreementsForRole('Buyer & Seller'),
    );
    // An explicit locale wins over the active one.
    expect(agreementDocumentsForRole('Buyer', 'en-CA')[0]).toBe(SERVICE_CONFIDENTIALITY_AGREEMENT);
  });

  test.each<[string, string[], AcceptedAgreement[], string[]]>([
    [
      'a Buyer who accepted the French version',
      ['Buyer'],
      [{ id: 'service-confidentiality', version: '2026-11-01.fr-CA' }],
      [],
    ],
    [
      'both, one in each language',
      ['Buyer', 'Seller'],
      [
        { id: 'service-confidentiality', version: '2026-11-01' },
        { id: 'consulting-services', version: '2026-11-01.fr-CA' },
      ],
      [],
    ],
    [
      'an old French version',
      ['Buyer'],
      [{ id: 'service-confidentiality', version: '2000-01-01.fr-CA' }],
      ['service-confidentiality'],
    ],
    [
      'an unknown language',
      ['Seller'],
      [{ id: 'consulting-services', version: '2026-11-01.de-DE' }],
      ['consulting-services'],
    ],
    [
      'the French version of the other agreement',
      ['Seller'],
      [{ id: 'service-confidentiality', version: '2026-11-01.fr-CA' }],
      ['consulting-services'],
    ],
  ])('%s', (_name, types, accepted, missing) => {
    expect(missingAgreements(types, accepted)).toEqual(missing);
  });

  test('the current versions: one per language; anything else is not current', () => {
    expect(currentAgreementVersions('consulting-services')).toEqual([
      '2026-11-01',
      '2026-11-01.fr-CA',
    ]);
    expect(isCurrentAgreementVersion('consulting-services', '2026-11-01.fr-CA')).toBe(true);
    expect(isCurrentAgreementVersion('consulting-services', '2026-10-01')).toBe(false);
    expect(isCurrentAgreementVersion('consulting-services', '')).toBe(false);
  });
});
