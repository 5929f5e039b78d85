// Spec §6 "Roles chosen at sign-up" and the agreements each role accepts (§5 Join step 6).
import { AGREEMENTS, ROLE_MESSAGES } from './rules.messages';

export const JOIN_ROLES = ['Buyer', 'Seller', 'Buyer & Seller'] as const;
export type JoinRole = (typeof JOIN_ROLES)[number];

/** The agreements' titles, read in the active locale (issue 19). */
export { AGREEMENTS };
export type Agreement = (typeof AGREEMENTS)[keyof typeof AGREEMENTS];

/** A role as a person reads it, in the active locale ('Acheteur' in fr-CA); the value stays 'Buyer'. */
export function roleLabel(role: JoinRole): string {
  if (role === 'Buyer & Seller') return ROLE_MESSAGES.both;
  return role === 'Buyer' ? ROLE_MESSAGES.buyer : ROLE_MESSAGES.seller;
}

/** The role "stored as a list in Contact_Type". */
export function contactTypesForRole(role: JoinRole): Array<'Buyer' | 'Seller'> {
  if (role === 'Buyer & Seller') return ['Buyer', 'Seller'];
  return [role];
}

/** Buyer: the confidentiality agreement; Seller: the services agreement; Buyer & Seller: both. */
export function agreementsForRole(role: JoinRole): Agreement[] {
  const types = contactTypesForRole(role);
  return [
    ...(types.includes('Buyer') ? [AGREEMENTS.buyer] : []),
    ...(types.includes('Seller') ? [AGREEMENTS.seller] : []),
  ];
}

/**
 * The note added at sign-up: 'Account Type: {Buyer|Seller|Buyer & Seller}'. A record for the
 * operator's CRM, not a screen text: it stays in English whatever the user's language.
 */
export function accountTypeNote(role: JoinRole): string {
  return `Account Type: ${role}`;
}
