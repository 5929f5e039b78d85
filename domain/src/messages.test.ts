import { bidQuality } from './bid-quality';
import { PROVINCE_CODES, PROVINCES, provinceName, provincesByName } from './canada';
import { cannabisTypeLabel, productCategoryLabel } from './constants';
import { listingStatus, listingToggle } from './listing';
import fr from './locales/fr-CA.json';
import {
  API_FALLBACK,
  ONBOARDING_MESSAGES,
  SUBMISSION_MESSAGES,
  editBidWebhookFailed,
  refreshTokenFailed,
  submissionWebhookFailed,
  webhookFailed,
} from './messages';
import { accountTypeNote, roleLabel } from './roles';
import {
  JOIN_STEPS,
  acceptedAgreementVersions,
  bidEditSchema,
  bidValuesSchema,
  catalogueQuerySchema,
  newContactSchema,
  productSubmissionSchema,
  signInSchema,
  supportRequestBodySchema,
} from './schemas';
import { firstMessage } from './schemas/test-helpers';
import { activateTestLocale, makeProductSubmission, resetTestLocale } from './testing';
import { documentProblem } from './verification';
import { issueText } from './schemas/issue-message';
import { textOf } from './i18n';

describe('the error catalogue (spec §8) fills its templates', () => {
  test.each([
    [webhookFailed('Zapier'), 'Failed to send request to Zapier webhook.'],
    [editBidWebhookFailed(502, 'Bad Gateway'), 'Zapier webhook failed: 502 Bad Gateway'],
    [submissionWebhookFailed(400, 'Bad Request'), 'Webhook submission failed: 400 Bad Request'],
    [refreshTokenFailed(), 'Failed to refresh token'],
    [refreshTokenFailed('Unauthorized'), 'Failed to refresh token: Unauthorized'],
  ])('%p', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  test('the API fallbacks run from fetching user data to updating the profile', () => {
    const texts = Object.values(API_FALLBACK);
    expect(texts[0]).toBe('Failed to fetch user data');
    expect(texts.at(-1)).toBe('Failed to update profile');
    expect(texts).toHaveLength(5);
  });
});

describe('issue 19: texts are read in the active locale when they are used', () => {
  beforeEach(() => activateTestLocale('fr-CA', fr));
  afterEach(resetTestLocale);
  const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

  test('the catalogue constants and templates answer in French, then in English again', () => {
    expect(API_FALLBACK.fetchProduct).toBe('Impossible de récupérer le produit');
    expect(Object.values(API_FALLBACK)).toHaveLength(5);
    expect(plain(refreshTokenFailed('Unauthorized'))).toBe(
      "Impossible d'actualiser le jeton : Unauthorized",
    );
    expect(ONBOARDING_MESSAGES.labels.email).toBe('Courriel');
    expect(SUBMISSION_MESSAGES.labels.cover).toBe('Image de couverture');
    resetTestLocale();
    expect(API_FALLBACK.fetchProduct).toBe('Failed to fetch product');
    expect(ONBOARDING_MESSAGES.labels.email).toBe('Email');
  });

  test('schemas built at module load answer their errors in French', () => {
    expect(firstMessage(signInSchema, { email: 'x', password: 'x' })).toBe(
      'Veuillez entrer une adresse courriel valide.',
    );
    expect(firstMessage(bidEditSchema, { quantity: 0, pricePerGram: 1 })).toBe(
      'La quantité doit être supérieure à 0',
    );
    expect(plain(firstMessage(bidValuesSchema(1000), { quantity: 10, pricePerGram: 5 }))).toBe(
      'La commande minimale pour ce produit est de 1 000 g',
    );
    expect(
      plain(firstMessage(productSubmissionSchema, makeProductSubmission({ THC_Min: 120 }))),
    ).toBe('Le champ « THC min. (%) » doit être compris entre 0 et 100');
    expect(firstMessage(supportRequestBodySchema, { description: ' ' })).toBe(
      'Veuillez décrire votre problème',
    );
    expect(firstMessage(catalogueQuerySchema, { limit: '0' })).toBe(
      'limit doit être un nombre entier de 1 à 100',
    );
  });

  test('rules and lists: listing states, bid quality, provinces, roles, steps, categories', () => {
    expect(textOf(listingStatus({ Product_Active: true }).label)).toBe('Active');
    expect(textOf(listingToggle({ Product_Active: false, Request_pending: true }).label)).toBe(
      'Annuler la demande',
    );
    expect(plain(textOf(bidQuality(40).confirm!.title))).toBe('Avertissement : offre basse');
    expect(provinceName('QC')).toBe('Québec');
    expect(PROVINCES.find((p) => p.code === 'BC')?.name).toBe('Colombie-Britannique');
    expect(
      provincesByName()
        .map((p) => p.code)
        .slice(0, 3),
    ).toEqual(['AB', 'BC', 'PE']);
    expect(roleLabel('Buyer & Seller')).toBe('Acheteur et vendeur');
    expect(JOIN_STEPS.map((s) => s.label)).toEqual([
      'Compte',
      'Identité',
      'Entreprise',
      'Adresse',
      'Rôle',
      'Ententes',
    ]);
    expect(productCategoryLabel('Cannabis trimmings')).toBe('Résidus de taille de cannabis');
    expect(productCategoryLabel('Something else')).toBe('Something else');
    expect(cannabisTypeLabel('Hybrid')).toBe('Hybride');
    expect(textOf(documentProblem({ name: 'a.gif', type: 'image/gif', size: 1 })!)).toBe(
      "a.gif n'est pas un fichier PDF, JPG ou PNG. Veuillez choisir un fichier PDF, JPG ou PNG.",
    );
    // The stored values and the CRM note stay English.
    expect(accountTypeNote('Buyer')).toBe('Account Type: Buyer');
    expect(PROVINCE_CODES).toContain('QC');
  });

  test('a French agreement acceptance is recorded with the French version', () => {
    const result = newContactSchema.safeParse({
      ...makeNewContact(),
      Agreements: [{ id: 'service-confidentiality', version: '2026-11-01.fr-CA' }],
    });
    expect(result.success).toBe(true);
    const old = newContactSchema.safeParse({
      ...makeNewContact(),
      Agreements: [{ id: 'service-confidentiality', version: '2025-01-01.fr-CA' }],
    });
    expect(old.error?.issues.map(issueText)[0]).toBe(
      "L'entente service-confidentiality en est à la version 2026-11-01.fr-CA",
    );
    expect(acceptedAgreementVersions('Buyer', ['service-confidentiality'])).toEqual([
      { id: 'service-confidentiality', version: '2026-11-01.fr-CA' },
    ]);
  });
});

/** A complete POST /contacts/create contact (Buyer), without its agreements. */
function makeNewContact() {
  return {
    First_Name: 'Ada',
    Last_Name: 'Buyer',
    Email: 'ada@leafbid.test',
    Company: 'Buyer Co.',
    Title: 'Purchasing lead',
    Phone: '514-555-0100',
    Mailing_Street: '1 Main St',
    Mailing_City: 'Montréal',
    Mailing_State: 'QC',
    Mailing_Zip: 'H2X 1Y4',
    User_UID: 'uid-1',
    Contact_Type: ['Buyer'],
  };
}
