// Steps 1 to 4 of Join (spec §5): which inputs each step shows, with the rule each one follows
// shown under it from the start (issue 18).
import { ONBOARDING_MESSAGES, normalisePhone, normalisePostalCode } from '@leafbid/domain';
import type { JoinField } from '@leafbid/domain/schemas';
import { JOIN_FIELD_HINTS } from '../../../messages';

export interface JoinInput {
  name: Exclude<JoinField, 'role' | 'accepted'>;
  label: string;
  type: 'email' | 'password' | 'text' | 'tel' | 'select';
  autoComplete: string;
  /** The field's rule, under it. */
  hint?: string;
  /** Rewrites a valid value in its normal form when the field is left ('416-555-0123'). */
  normalise?(value: string): string;
}

/**
 * The inputs of each field step, indexed by step (0: Account … 3: Address). A function: its labels
 * and hints are read at render, in the active locale (issue 19).
 */
export function joinInputs(): readonly (readonly JoinInput[])[] {
  const L = ONBOARDING_MESSAGES.labels;
  return [
    [
      { name: 'email', label: L.email, type: 'email', autoComplete: 'email' },
      {
        name: 'password',
        label: L.password,
        type: 'password',
        autoComplete: 'new-password',
        hint: JOIN_FIELD_HINTS.password,
      },
    ],
    [
      { name: 'First_Name', label: L.firstName, type: 'text', autoComplete: 'given-name' },
      { name: 'Last_Name', label: L.lastName, type: 'text', autoComplete: 'family-name' },
      {
        name: 'Phone',
        label: L.phone,
        type: 'tel',
        autoComplete: 'tel',
        hint: JOIN_FIELD_HINTS.phone,
        normalise: normalisePhone,
      },
    ],
    [
      { name: 'Company', label: L.company, type: 'text', autoComplete: 'organization' },
      { name: 'Title', label: L.title, type: 'text', autoComplete: 'organization-title' },
    ],
    [
      { name: 'Mailing_Street', label: L.street, type: 'text', autoComplete: 'street-address' },
      { name: 'Mailing_City', label: L.city, type: 'text', autoComplete: 'address-level2' },
      {
        name: 'Mailing_State',
        label: L.province,
        type: 'select',
        autoComplete: 'address-level1',
      },
      {
        name: 'Mailing_Zip',
        label: L.postalCode,
        type: 'text',
        autoComplete: 'postal-code',
        hint: JOIN_FIELD_HINTS.postalCode,
        normalise: normalisePostalCode,
      },
    ],
  ];
}
