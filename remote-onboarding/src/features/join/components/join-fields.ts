// Steps 1 to 4 of Join (spec §5): which inputs each step shows.
import { ONBOARDING_MESSAGES } from '@leafbid/domain';
import type { JoinField } from '@leafbid/domain/schemas';

export interface JoinInput {
  name: Exclude<JoinField, 'role' | 'accepted'>;
  label: string;
  type: 'email' | 'password' | 'text' | 'tel';
  autoComplete: string;
}

const L = ONBOARDING_MESSAGES.labels;

/** Indexed by step (0: Account … 3: Address). */
export const JOIN_INPUTS: readonly (readonly JoinInput[])[] = [
  [
    { name: 'email', label: L.email, type: 'email', autoComplete: 'email' },
    { name: 'password', label: L.password, type: 'password', autoComplete: 'new-password' },
  ],
  [
    { name: 'First_Name', label: L.firstName, type: 'text', autoComplete: 'given-name' },
    { name: 'Last_Name', label: L.lastName, type: 'text', autoComplete: 'family-name' },
    { name: 'Phone', label: L.phone, type: 'tel', autoComplete: 'tel' },
  ],
  [
    { name: 'Company', label: L.company, type: 'text', autoComplete: 'organization' },
    { name: 'Title', label: L.title, type: 'text', autoComplete: 'organization-title' },
  ],
  [
    { name: 'Mailing_Street', label: L.street, type: 'text', autoComplete: 'street-address' },
    { name: 'Mailing_City', label: L.city, type: 'text', autoComplete: 'address-level2' },
    { name: 'Mailing_Zip', label: L.postalCode, type: 'text', autoComplete: 'postal-code' },
  ],
];
