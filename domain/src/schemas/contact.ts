// Contact request bodies of docs/api.md: PUT /contacts, PUT /contacts/:id, POST /contacts/create,
// PUT /contacts/:id/uid, POST /contacts/:id/notes. Unknown keys (Email, Contact_Type,
// Account_Confirmed, …) are stripped, so a client cannot change them through a profile update.
import { z } from 'zod';
import {
  AGREEMENT_IDS,
  currentAgreement,
  isCurrentAgreementVersion,
  missingAgreements,
} from '../agreements';
import { API_ERROR_MESSAGES } from '../api-errors.messages';
import {
  PROVINCE_CODES,
  isCanadianPhone,
  isCanadianPostalCode,
  normalisePhone,
  normalisePostalCode,
} from '../canada';
import { LOCALES } from '../i18n/locale';
import {
  JOIN_FIELD_MESSAGES,
  JOIN_MESSAGES,
  ONBOARDING_MESSAGES,
  SETTINGS_MESSAGES,
} from '../messages';
import { CONTACT_SCHEMA_MESSAGES as C } from './schemas.messages';
import { text } from './text';
import { describe } from '../i18n';
import { issueOf, says } from './issue-message';

// Issue 19: every message is read when a value is checked (`() => …`), in the active locale.
const requiredName = text({ error: says(() => describe(SETTINGS_MESSAGES, 'namesRequired')) })
  .trim()
  .min(1, { error: says(() => describe(SETTINGS_MESSAGES, 'namesRequired')) })
  .max(100, { error: says(() => describe(C, 'namesTooLong')) });

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, { error: says(() => describe(C, 'limitedTo', max)) })
    .nullish();

export const PROFILE_FIELD_MAX = {
  Company: 200,
  Title: 100,
  Phone: 30,
  Mobile: 30,
  Mailing_Street: 250,
  Mailing_City: 100,
  Mailing_Zip: 20,
} as const;

/** The Settings form (§2, §5 "First Name and Last Name are required"). */
/**
 * Issue 19: the user's language, 'en-CA' or 'fr-CA'; null clears the choice (the browser's own
 * preference applies again). Its text is read when a value is refused, in the active locale.
 */
export const languageSchema = z.enum(LOCALES, {
  error: says(() => describe(API_ERROR_MESSAGES, 'languageUnknown')),
});

export const profileFieldsSchema = z.object({
  First_Name: requiredName,
  Last_Name: requiredName,
  Company: optionalText(PROFILE_FIELD_MAX.Company),
  Title: optionalText(PROFILE_FIELD_MAX.Title),
  Phone: optionalText(PROFILE_FIELD_MAX.Phone),
  Mobile: optionalText(PROFILE_FIELD_MAX.Mobile),
  Mailing_Street: optionalText(PROFILE_FIELD_MAX.Mailing_Street),
  Mailing_City: optionalText(PROFILE_FIELD_MAX.Mailing_City),
  Mailing_Zip: optionalText(PROFILE_FIELD_MAX.Mailing_Zip),
  /** Issue 18: the province or territory by its code ('ON'); empty clears it. */
  Mailing_State: z
    .union([z.enum(PROVINCE_CODES), z.literal('')], {
      error: says(() => describe(JOIN_FIELD_MESSAGES, 'chooseProvince')),
    })
    .nullish(),
  /** Issue 19: saved alone too (PUT /contacts/{id} with {data:[{Language:'fr-CA'}]}). */
  Language: languageSchema.nullish(),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** PUT /contacts — {data:[profile fields]}, the caller's own profile. */
export const profileUpdateBodySchema = z.object({ data: z.tuple([profileFieldsSchema]) });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** PUT /contacts/:id — {data:[changed fields]}; a name, when sent, must not be empty. */
export const contactUpdateBodySchema = z.object({ data: z.tuple([profileFieldsSchema.partial()]) });
export type ContactUpdateBody = z.infer<typeof contactUpdateBodySchema>;

const F = JOIN_FIELD_MESSAGES;
const L = ONBOARDING_MESSAGES.labels;

/**
 * A required Join text: `empty` names the field's message when it is blank, `label` the label a
 * too-long text names (keys of JOIN_FIELD_MESSAGES and ONBOARDING_MESSAGES.labels).
 */
const joinText = (
  empty: Exclude<keyof typeof F, 'tooLong'>,
  label: keyof typeof L,
  max: number,
) => {
  const blank = () => F[empty];
  return text({ error: blank })
    .trim()
    .min(1, { error: blank })
    .max(max, { error: says(() => describe(F, 'tooLong', L[label], max)) });
};

/** Issue 18: a NANP number in any usual writing, stored as '416-555-0123'. */
export const canadianPhoneSchema = joinText('enterPhone', 'phone', PROFILE_FIELD_MAX.Phone)
  .refine(isCanadianPhone, { error: says(() => describe(F, 'invalidPhone')) })
  .transform(normalisePhone);

/** Issue 18: a Canada Post postal code, stored as 'K1A 0B1'. */
export const canadianPostalCodeSchema = joinText(
  'enterPostalCode',
  'postalCode',
  PROFILE_FIELD_MAX.Mailing_Zip,
)
  .refine(isCanadianPostalCode, { error: says(() => describe(F, 'invalidPostalCode')) })
  .transform(normalisePostalCode);

/** Issue 18: one of the 13 provinces and territories, by its code ('ON'). */
export const provinceSchema = z.enum(PROVINCE_CODES, {
  error: says(() => describe(F, 'chooseProvince')),
});

/** {id, version} of one agreement the user accepted at sign-up (issue 7, spec §6). */
export const acceptedAgreementSchema = z.object({
  id: z.enum(AGREEMENT_IDS, { error: says(() => describe(C, 'unknownAgreement')) }),
  version: text()
    .trim()
    .min(1, { error: says(() => describe(C, 'versionRequired')) })
    .max(40),
});
export type AcceptedAgreementBody = z.infer<typeof acceptedAgreementSchema>;

/**
 * The agreements accepted, each at a current version — the en-CA or the fr-CA document's (issue
 * 19); an older one must be accepted again.
 */
const acceptedAgreements = z
  .array(acceptedAgreementSchema, {
    error: says(() => describe(JOIN_MESSAGES, 'acceptAgreements')),
  })
  .max(AGREEMENT_IDS.length)
  .superRefine((list, ctx) => {
    list.forEach((agreement, index) => {
      if (!isCurrentAgreementVersion(agreement.id, agreement.version)) {
        ctx.addIssue(
          issueOf(
            describe(C, 'agreementVersion', agreement.id, currentAgreement(agreement.id).version),
            [index, 'version'],
          ),
        );
      }
    });
  });

/**
 * One contact of POST /contacts/create: every Join step's field is required (§5 Join), the phone,
 * postal code and province in the Canadian formats (issue 18); the Join form uses these same rules.
 */
export const newContactSchema = z.object({
  First_Name: joinText('enterFirstName', 'firstName', 100),
  Last_Name: joinText('enterLastName', 'lastName', 100),
  Email: z.email({ error: says(() => describe(ONBOARDING_MESSAGES, 'invalidEmail')) }).max(254),
  Company: joinText('enterCompany', 'company', PROFILE_FIELD_MAX.Company),
  Title: joinText('enterTitle', 'title', PROFILE_FIELD_MAX.Title),
  Phone: canadianPhoneSchema,
  Mailing_Street: joinText('enterStreet', 'street', PROFILE_FIELD_MAX.Mailing_Street),
  Mailing_City: joinText('enterCity', 'city', PROFILE_FIELD_MAX.Mailing_City),
  /** Issue 18: the province or territory (Zoho's Mailing_State), by its code. */
  Mailing_State: provinceSchema,
  Mailing_Zip: canadianPostalCodeSchema,
  User_UID: text()
    .trim()
    .min(1, { error: says(() => describe(C, 'userUidRequired')) })
    .max(128),
  // Sign-up chooses Buyer, Seller or both; Admin is never self-assigned (§6).
  // A list, or one text such as 'Buyer & Seller' (spec §3's wording of both roles).
  Contact_Type: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(/[&,;]/)
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z
      .array(
        z.enum(['Buyer', 'Seller'], { error: says(() => describe(C, 'chooseBuyerOrSeller')) }),
        {
          error: says(() => describe(F, 'chooseRole')),
        },
      )
      .min(1, { error: says(() => describe(F, 'chooseRole')) })
      .max(2)
      .refine((types) => new Set(types).size === types.length, {
        error: says(() => describe(C, 'contactTypeRepeats')),
      }),
  ),
  /** The agreements the role needs (§6), each at its current version; the API records them. */
  Agreements: acceptedAgreements,
  /** Issue 19: the language the user joined in; absent or null leaves it unset. */
  Language: languageSchema.nullish(),
});
export type NewContact = z.infer<typeof newContactSchema>;

/** §6: the agreements of the chosen role, accepted at their current version. */
const withRequiredAgreements = newContactSchema.superRefine((contact, ctx) => {
  if (missingAgreements(contact.Contact_Type, contact.Agreements).length > 0) {
    ctx.addIssue(issueOf(describe(JOIN_MESSAGES, 'acceptAgreements'), ['Agreements']));
  }
});

export const contactCreateBodySchema = z.object({ data: z.tuple([withRequiredAgreements]) });
export type ContactCreateBody = z.infer<typeof contactCreateBodySchema>;

/**
 * PUT /contacts/:id/uid — links the caller to its existing contact (needs a verified email on the
 * API). Agreements: the ones accepted while joining, recorded with the link.
 */
export const uidBodySchema = z.object({
  uid: text()
    .trim()
    .min(1, { error: says(() => describe(C, 'uidRequired')) })
    .max(128),
  Agreements: acceptedAgreements.optional(),
});
export type UidBody = z.infer<typeof uidBodySchema>;

/** POST /contacts/:id/notes — e.g. 'Account Type: Buyer & Seller'. */
export const noteBodySchema = z.object({
  note_content: text()
    .trim()
    .min(1, { error: says(() => describe(C, 'noteContentRequired')) })
    .max(5000),
});
export type NoteBody = z.infer<typeof noteBodySchema>;
