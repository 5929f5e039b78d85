// Spec §6 "Agreements", §9 agreement constants: the two sign-up agreements and their versions. The
// join form shows the current version of each in the user's language and sends {id, version} of
// each accepted one; the API records which version a contact accepted and when. A new wording is
// a new version (and the API then refuses the old one), so a record always points at the exact
// text accepted.
// Issue 19: each agreement exists in en-CA and fr-CA, two documents with their own versions (the
// French one '<date>.fr-CA'); either language's current version is an acceptance of the agreement.
// Issue 36: the wording is not here. Each version is a document of the screen that shows it
// (remote-onboarding/src/features/join/agreements/<id>/<version>.json, loaded when it is read);
// the rules, the schemas and the API need only ids and versions.
import { activeLocale, type Locale } from './i18n';
import { contactTypesForRole, type JoinRole } from './roles';
import { AGREEMENTS } from './rules.messages';

export const AGREEMENT_IDS = ['service-confidentiality', 'consulting-services'] as const;
export type AgreementId = (typeof AGREEMENT_IDS)[number];

/** One version of an agreement: the document it names is in `locale`. */
export interface AgreementVersion {
  id: AgreementId;
  locale: Locale;
  /**
   * The date the wording took effect ('2026-11-01'), and for the French document that date with
   * its locale ('2026-11-01.fr-CA'), so a record names the text accepted.
   */
  version: string;
}

const current = (locale: Locale, version: string): Record<AgreementId, AgreementVersion> => ({
  'service-confidentiality': { id: 'service-confidentiality', locale, version },
  'consulting-services': { id: 'consulting-services', locale, version },
});

/** The current version of every agreement in each locale, by id: each has its document. */
export const CURRENT_AGREEMENTS: Record<Locale, Record<AgreementId, AgreementVersion>> = {
  'en-CA': current('en-CA', '2026-11-01'),
  'fr-CA': current('fr-CA', '2026-11-01.fr-CA'),
};

/** Agreement `id`'s current version in `locale` (the active one unless told). */
export function currentAgreement(
  id: AgreementId,
  locale: Locale = activeLocale(),
): AgreementVersion {
  return CURRENT_AGREEMENTS[locale][id];
}

/** An agreement's title in the active locale (its document states the same title). */
export function agreementTitle(id: AgreementId): string {
  return id === 'service-confidentiality' ? AGREEMENTS.buyer : AGREEMENTS.seller;
}

/** The versions that accept agreement `id` today: its current version in each language. */
export function currentAgreementVersions(id: AgreementId): string[] {
  return Object.values(CURRENT_AGREEMENTS).map((versions) => versions[id].version);
}

/** Whether `version` is a current version of agreement `id`, in either language. */
export function isCurrentAgreementVersion(id: AgreementId, version: string): boolean {
  return currentAgreementVersions(id).includes(version);
}

/** §6: Buyer accepts the confidentiality agreement, Seller the services agreement, both both. */
export function agreementIdsForTypes(types: readonly string[]): AgreementId[] {
  return [
    ...(types.includes('Buyer') ? (['service-confidentiality'] as const) : []),
    ...(types.includes('Seller') ? (['consulting-services'] as const) : []),
  ];
}

/** The role's agreements at their current version in `locale` (the active one unless told). */
export function currentAgreementsForRole(
  role: JoinRole,
  locale: Locale = activeLocale(),
): AgreementVersion[] {
  return agreementIdsForTypes(contactTypesForRole(role)).map((id) => currentAgreement(id, locale));
}

export interface AcceptedAgreement {
  id: AgreementId;
  version: string;
}

/**
 * Which required agreements are missing or not at a current version (empty: all accepted). The
 * current version of either language accepts an agreement. The join form and POST /contacts/create
 * apply the same rule.
 */
export function missingAgreements(
  types: readonly string[],
  accepted: readonly AcceptedAgreement[],
): AgreementId[] {
  return agreementIdsForTypes(types).filter(
    (id) => !accepted.some((a) => a.id === id && isCurrentAgreementVersion(id, a.version)),
  );
}
