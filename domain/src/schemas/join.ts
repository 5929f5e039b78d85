// The Join form (spec §2 Join, §4 Join flow, §5 Join): six steps whose fields are the ones
// POST /contacts/create validates, so the form and the API agree on every rule.
import { z } from 'zod';
import {
  AGREEMENT_IDS,
  agreementIdsForTypes,
  currentAgreementsForRole,
  type AcceptedAgreement,
} from '../agreements';
import type { Locale } from '../i18n';
import {
  JOIN_FIELD_MESSAGES,
  JOIN_MESSAGES,
  ONBOARDING_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from '../messages';
import { JOIN_ROLES, contactTypesForRole, type JoinRole } from '../roles';
import { newContactSchema, type NewContact } from './contact';
import { JOIN_STEP_MESSAGES } from './schemas.messages';
import { describe } from '../i18n';
import { issueOf, says } from './issue-message';

const contact = newContactSchema.shape;

export const joinFormSchema = z
  .object({
    email: z
      .string({ error: says(() => describe(JOIN_FIELD_MESSAGES, 'enterEmail')) })
      .trim()
      .min(1, { error: says(() => describe(JOIN_FIELD_MESSAGES, 'enterEmail')) })
      .pipe(z.email({ error: says(() => describe(ONBOARDING_MESSAGES, 'invalidEmail')) }).max(254)),
    // Issue 18: the identity service's policy (6 characters), shown at the field from the start
    // and checked when it is left, rather than only after step 6.
    password: z
      .string({ error: says(() => describe(JOIN_FIELD_MESSAGES, 'enterPassword')) })
      .min(1, { error: says(() => describe(JOIN_FIELD_MESSAGES, 'enterPassword')) })
      .min(PASSWORD_MIN_LENGTH, {
        error: says(() => describe(JOIN_FIELD_MESSAGES, 'passwordTooShort')),
      }),
    First_Name: contact.First_Name,
    Last_Name: contact.Last_Name,
    Phone: contact.Phone,
    Company: contact.Company,
    Title: contact.Title,
    Mailing_Street: contact.Mailing_Street,
    Mailing_City: contact.Mailing_City,
    Mailing_State: contact.Mailing_State,
    Mailing_Zip: contact.Mailing_Zip,
    role: z.enum(JOIN_ROLES, { error: says(() => describe(JOIN_FIELD_MESSAGES, 'chooseRole')) }),
    accepted: z.array(z.enum(AGREEMENT_IDS)),
  })
  .superRefine((values, ctx) => {
    const needed = agreementIdsForTypes(contactTypesForRole(values.role));
    if (!needed.every((id) => values.accepted.includes(id))) {
      ctx.addIssue(issueOf(describe(JOIN_MESSAGES, 'acceptAgreements'), ['accepted']));
    }
  });

export type JoinFormInput = z.input<typeof joinFormSchema>;
export type JoinFormValues = z.output<typeof joinFormSchema>;
export type JoinField = keyof JoinFormValues;

/** A step whose label is read in the active locale each time (issue 19). */
const step = (key: keyof typeof JOIN_STEP_MESSAGES, fields: readonly JoinField[]) => ({
  get label(): string {
    return JOIN_STEP_MESSAGES[key];
  },
  fields,
});

/** §2 Join: Account, Personal, Professional, Address, Role, Agreements, with their fields. */
export const JOIN_STEPS: ReadonlyArray<{ readonly label: string; fields: readonly JoinField[] }> = [
  step('account', ['email', 'password']),
  step('personal', ['First_Name', 'Last_Name', 'Phone']),
  step('professional', ['Company', 'Title']),
  step('address', ['Mailing_Street', 'Mailing_City', 'Mailing_State', 'Mailing_Zip']),
  step('role', ['role']),
  step('agreements', ['accepted']),
];

/**
 * The accepted agreements at their current versions, as the API records them: the versions of the
 * documents the form showed, in `locale` (the active one unless told; fr-CA: '2026-11-01.fr-CA').
 */
export function acceptedAgreementVersions(
  role: JoinRole,
  accepted: readonly string[],
  locale?: Locale,
): AcceptedAgreement[] {
  return currentAgreementsForRole(role, locale)
    .filter((agreement) => accepted.includes(agreement.id))
    .map(({ id, version }) => ({ id, version }));
}

/** The POST /contacts/create record for a completed form and the new identity's uid. */
export function joinFormToNewContact(values: JoinFormValues, uid: string): NewContact {
  return {
    First_Name: values.First_Name,
    Last_Name: values.Last_Name,
    Email: values.email,
    Company: values.Company,
    Title: values.Title,
    Phone: values.Phone,
    Mailing_Street: values.Mailing_Street,
    Mailing_City: values.Mailing_City,
    Mailing_State: values.Mailing_State,
    Mailing_Zip: values.Mailing_Zip,
    User_UID: uid,
    Contact_Type: contactTypesForRole(values.role),
    Agreements: acceptedAgreementVersions(values.role, values.accepted),
  };
}
