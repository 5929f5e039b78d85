import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import fr from './locales/fr-CA.json';
import {
  DOCUMENT_UPLOAD_MESSAGES,
  JOIN_PAGE_MESSAGES,
  roleHint,
  contactIdMissing,
  createContactFailed,
  serverError,
} from './messages';

describe('the error catalogue (spec §8) fills its templates', () => {
  test.each([
    ['Server error: 500 Internal Server Error', () => serverError(500, 'Internal Server Error')],
    ['Failed to create Zoho contact.', () => createContactFailed('Zoho')],
    ['Failed to get contact ID from Zoho response', () => contactIdMissing('Zoho')],
  ])('%s', (expected, actual) => {
    expect(actual()).toBe(expected);
  });
});

describe('issue 19: the same templates in fr-CA', () => {
  beforeEach(() => activateTestLocale('fr-CA', fr));
  afterEach(resetTestLocale);

  test.each([
    [
      'Erreur du serveur : 500 Internal Server Error',
      () => serverError(500, 'Internal Server Error'),
    ],
    ['Échec de la création du contact Zoho.', () => createContactFailed('Zoho')],
    ["Permis de l'ARC : x", () => DOCUMENT_UPLOAD_MESSAGES.problem("Permis de l'ARC", 'x')],
  ])('%s', (expected, actual) => {
    // fr-CA puts a no-break space before a colon.
    expect(actual().replace(/\s/g, ' ')).toBe(expected);
  });
});

test('fr-CA: a doubled apostrophe before an argument reads as one', () => {
  activateTestLocale('fr-CA', fr);
  try {
    expect(JOIN_PAGE_MESSAGES.readAgreement('Entente de confidentialité')).toBe(
      "Lire l'Entente de confidentialité",
    );
  } finally {
    resetTestLocale();
  }
});

test('a role hint follows the active locale', () => {
  activateTestLocale('fr-CA', fr);
  try {
    expect(roleHint('Buyer & Seller')).toMatch(/^Les deux/);
  } finally {
    resetTestLocale();
  }
  expect(roleHint('Buyer')).toBe('View listings and place non-binding bids.');
  expect(roleHint('Seller')).toBe('List your products for review and receive bids.');
});
