import {
  AGREEMENT_IDS,
  CURRENT_AGREEMENTS,
  agreementTitle,
  currentAgreement,
  currentAgreementVersions,
  currentAgreementsForRole,
  isCurrentAgreementVersion,
  missingAgreements,
  type AcceptedAgreement,
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
    expect(currentAgreementsForRole(role).map((a) => agreementTitle(a.id))).toEqual(titles);
  });

  const current = (id: 'service-confidentiality' | 'consulting-services') => ({
    id,
    version: CURRENT_AGREEMENTS['en-CA'][id].version,
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
});

describe('issue 19: each agreement in en-CA and fr-CA, each with its own version', () => {
  afterEach(resetTestLocale);

  test.each(AGREEMENT_IDS)(
    '%s: a current version in each language, the French one its own',
    (id) => {
      const en = currentAgreement(id, 'en-CA');
      const fr = currentAgreement(id, 'fr-CA');
      expect(en).toBe(CURRENT_AGREEMENTS['en-CA'][id]);
      expect(en).toEqual({ id, locale: 'en-CA', version: '2026-11-01' });
      expect(fr).toEqual({ id, locale: 'fr-CA', version: `${en.version}.fr-CA` });
    },
  );

  test('the titles the join form names, and the versions it sends, in each locale', () => {
    expect(agreementsForRole('Buyer & Seller')).toEqual(
      currentAgreementsForRole('Buyer & Seller').map((a) => agreementTitle(a.id)),
    );
    activateTestLocale('fr-CA', fr);
    expect(currentAgreementsForRole('Buyer & Seller').map((a) => a.version)).toEqual([
      '2026-11-01.fr-CA',
      '2026-11-01.fr-CA',
    ]);
    expect(agreementsForRole('Buyer & Seller')).toEqual([
      'Entente de confidentialité',
      'Entente de services-conseils',
    ]);
    expect(currentAgreementsForRole('Buyer & Seller').map((a) => agreementTitle(a.id))).toEqual(
      agreementsForRole('Buyer & Seller'),
    );
    // An explicit locale wins over the active one.
    expect(currentAgreementsForRole('Buyer', 'en-CA')[0]).toBe(
      CURRENT_AGREEMENTS['en-CA']['service-confidentiality'],
    );
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
