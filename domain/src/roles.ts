// Spec §6 "Roles chosen at sign-up" and the agreements each role accepts (§5 Join step 6).

export const JOIN_ROLES = ['Buyer', 'Seller', 'Buyer & Seller'] as const;
export type JoinRole = (typeof JOIN_ROLES)[number];

export const AGREEMENTS = {
  buyer: 'Service Confidentiality Agreement',
  seller: 'Consulting & Services Agreement',
} as const;
export type Agreement = (typeof AGREEMENTS)[keyof typeof AGREEMENTS];

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

/** The note added at sign-up: 'Account Type: {Buyer|Seller|Buyer & Seller}'. */
export function accountTypeNote(role: JoinRole): string {
  return `Account Type: ${role}`;
}
