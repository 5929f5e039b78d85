import { accountTypeNote, agreementsForRole, contactTypesForRole } from './roles';

describe('roles chosen at sign-up: Buyer, Seller, Buyer & Seller', () => {
  test.each([
    ['Buyer' as const, ['Buyer'], ['Service Confidentiality Agreement']],
    ['Seller' as const, ['Seller'], ['Consulting & Services Agreement']],
    [
      'Buyer & Seller' as const,
      ['Buyer', 'Seller'],
      ['Service Confidentiality Agreement', 'Consulting & Services Agreement'],
    ],
  ])('%s: Contact_Type %p, accepts %p', (role, types, agreements) => {
    expect(contactTypesForRole(role)).toEqual(types);
    expect(agreementsForRole(role)).toEqual(agreements);
    expect(accountTypeNote(role)).toBe(`Account Type: ${role}`);
  });
});
