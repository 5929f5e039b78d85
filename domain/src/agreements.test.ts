import { AGREEMENT_DOCUMENTS, agreementDocumentsForRole, missingAgreements } from './agreements';

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
