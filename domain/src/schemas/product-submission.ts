// POST /products (spec §5 Product submission): the 'Add Products' form validates with these, and
// the API validates the request's `product` part and its files with the same schemas.
import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';
import {
  CANNABIS_TYPES,
  CERTIFICATIONS,
  MAX_CERTIFICATES,
  MAX_PHOTOS,
  PERCENT_MAX,
  PERCENT_MIN,
  PRICE_STEP,
  PRODUCT_CATEGORIES,
} from '../constants';
import { SUBMISSION_MESSAGES as M, SUBMIT_PRODUCT_MESSAGES } from '../messages';
import { isWholeCents } from '../money';
import { describe } from '../i18n';
import { says } from './issue-message';

const L = M.labels;
/** A label's key: the rules name the field in the active locale when they are checked (issue 19). */
type LabelKey = keyof typeof L;
/** A rule's text with no argument, read when a value is checked. */
type Text = ReturnType<typeof says>;

/** Upper bounds of the free-text fields and lists. */
export const SUBMISSION_LIMITS = {
  name: 200,
  description: 10_000,
  shortText: 200,
  longText: 1000,
  terpeneName: 100,
  terpenes: 60,
  grams: 1e12,
  price: 1e6,
} as const;

/**
 * A field's later rule runs only while the field has no issue yet (one message per field; a
 * minimum and a maximum cannot both fail). Not `abort: true`: in zod 4.6 an explicit abort
 * anywhere in the object also skips the range checks below (`when: bothValid(…)`), which must
 * run whatever else is still missing.
 */
const fieldValid = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

const requiredText = (message: Text, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: says(() => describe(M, 'tooLong', max)) });

/** An <input type="number"> read with valueAsNumber is NaN when empty: that is "required". */
const requiredNumber = (label: LabelKey) => {
  const required = says(() => describe(M, 'required', L[label]));
  return z.number({ error: required }).refine(Number.isFinite, { error: required });
};

/** 0 to 100 in steps of 0.01 (spec §9 "Percent fields 0 to 100, step 0.01"). */
const percent = (label: LabelKey) =>
  requiredNumber(label)
    .min(PERCENT_MIN, { error: says(() => describe(M, 'percentRange', L[label])) })
    .max(PERCENT_MAX, { error: says(() => describe(M, 'percentRange', L[label])) })
    .refine(isWholeCents, {
      error: says(() => describe(M, 'percentStep', L[label])),
      when: fieldValid,
    });

const wholeGrams = (label: LabelKey, min: 0 | 1) =>
  requiredNumber(label)
    .min(min, {
      error: says(() => describe(M, min === 1 ? 'atLeastOneGram' : 'notNegative', L[label])),
    })
    .max(SUBMISSION_LIMITS.grams, { error: says(() => describe(M, 'tooLarge', L[label])) })
    .refine(Number.isInteger, {
      error: says(() => describe(M, 'wholeGrams', L[label])),
      when: fieldValid,
    });

/** A multi-select of a fixed list: at least one, each from the list, no repeats kept. */
const choices = <T extends string>(options: readonly [T, ...T[]], required: Text, unknown?: Text) =>
  z
    .array(z.enum(options, unknown ? { error: unknown } : undefined), { error: required })
    .min(1, { error: required })
    .max(options.length * 2, { error: says(() => describe(M, 'tooMany', options.length)) })
    .transform((values) => [...new Set(values)]);

const terpeneName = z
  .string()
  .trim()
  .min(1, { error: says(() => describe(M, 'terpenesRequired')) })
  .max(SUBMISSION_LIMITS.terpeneName, {
    error: says(() => describe(M, 'tooLong', SUBMISSION_LIMITS.terpeneName)),
  })
  .refine((name) => !name.includes(','), { error: says(() => describe(M, 'terpenesRequired')) });

/** A range check runs as soon as both of its ends are valid, whatever else is still missing. */
const bothValid =
  (...fields: string[]) =>
  (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    payload.issues.every((issue) => !fields.includes(String(issue.path?.[0])));

/**
 * The product fields of a submission (the request's `product` part, JSON). Multi-valued fields
 * are arrays here; the product stores them comma-separated (Product_Category, Highest_Terpenes).
 * The owner and the state (inactive, not pending) are set by the server.
 */
export const productSubmissionSchema = z
  .object({
    Product_Name: requiredText(
      says(() => describe(M, 'nameRequired')),
      SUBMISSION_LIMITS.name,
    ),
    Description: requiredText(
      says(() => describe(M, 'descriptionRequired')),
      SUBMISSION_LIMITS.description,
    ),
    Product_Category: choices(
      PRODUCT_CATEGORIES,
      says(() => describe(M, 'categoryRequired')),
      says(() => describe(M, 'categoryUnknown')),
    ),
    Categories: choices(
      CANNABIS_TYPES,
      says(() => describe(M, 'typeRequired')),
    ),
    Harvest_Date: z
      .string({ error: says(() => describe(M, 'harvestDateRequired')) })
      .min(1, { error: says(() => describe(M, 'harvestDateRequired')) })
      .refine((value) => isCalendarDate(value), {
        error: says(() => describe(M, 'harvestDateInvalid')),
        when: fieldValid,
      }),
    Manufacturer_name: requiredText(
      says(() => describe(M, 'manufacturerRequired')),
      SUBMISSION_LIMITS.shortText,
    ),
    Lineage: requiredText(
      says(() => describe(M, 'lineageRequired')),
      SUBMISSION_LIMITS.longText,
    ),
    Aromas: z
      .string()
      .trim()
      .max(SUBMISSION_LIMITS.longText, {
        error: says(() => describe(M, 'tooLong', SUBMISSION_LIMITS.longText)),
      })
      .optional(),
    Highest_Terpenes: z
      .array(terpeneName, { error: says(() => describe(M, 'terpenesRequired')) })
      .min(1, { error: says(() => describe(M, 'terpenesRequired')) })
      .max(SUBMISSION_LIMITS.terpenes, {
        error: says(() => describe(M, 'tooMany', SUBMISSION_LIMITS.terpenes)),
      }),
    Total_Terpenes_Percentage: percent('Total_Terpenes_Percentage'),
    Certification: choices(
      CERTIFICATIONS,
      says(() => describe(M, 'certificationRequired')),
    ),
    Min_QTY_Request: wholeGrams('Min_QTY_Request', 1),
    Min_Request_G_Including_5_markup: requiredNumber('Min_Request_G_Including_5_markup')
      .min(PRICE_STEP, { error: says(() => describe(M, 'bidMinimum')) })
      .max(SUBMISSION_LIMITS.price, {
        error: says(() => describe(M, 'tooLarge', L.Min_Request_G_Including_5_markup)),
      })
      .refine(isWholeCents, {
        error: says(() => describe(M, 'bidMinimumCents')),
        when: fieldValid,
      }),
    Grams_Available_When_submitted: wholeGrams('Grams_Available_When_submitted', 0),
    Upcoming_QTY_3_Months: wholeGrams('Upcoming_QTY_3_Months', 0),
    THC_Min: percent('THC_Min'),
    THC_Max: percent('THC_Max'),
    CBD_Min: percent('CBD_Min'),
    CBD_Max: percent('CBD_Max'),
  })
  .refine((p) => p.THC_Max >= p.THC_Min, {
    path: ['THC_Max'],
    error: says(() => describe(M, 'maxBelowMin', L.THC_Max)),
    when: bothValid('THC_Min', 'THC_Max'),
  })
  .refine((p) => p.CBD_Max >= p.CBD_Min, {
    path: ['CBD_Max'],
    error: says(() => describe(M, 'maxBelowMin', L.CBD_Max)),
    when: bothValid('CBD_Min', 'CBD_Max'),
  });
export type ProductSubmissionInput = z.input<typeof productSubmissionSchema>;
export type ProductSubmission = z.output<typeof productSubmissionSchema>;

/**
 * The files of a submission, counted per field: one cover image, 1 to 4 photos or videos,
 * 1 to 2 certificates (spec §5, with the spec's alerts for the limits).
 */
export const submissionFileCountsSchema = z.object({
  cover: z
    .number()
    .int()
    .min(1, { error: says(() => describe(M, 'coverRequired')) })
    .max(1, { error: says(() => describe(M, 'coverOnlyOne')) }),
  photo: z
    .number()
    .int()
    .min(1, { error: says(() => describe(M, 'photoRequired')) })
    .max(MAX_PHOTOS, { error: says(() => describe(SUBMIT_PRODUCT_MESSAGES, 'tooManyPhotos')) }),
  certificate: z
    .number()
    .int()
    .min(1, { error: says(() => describe(M, 'certificateRequired')) })
    .max(MAX_CERTIFICATES, {
      error: says(() => describe(SUBMIT_PRODUCT_MESSAGES, 'tooManyCertificates')),
    }),
});
export type SubmissionFileCounts = z.infer<typeof submissionFileCountsSchema>;

/** The multipart field names of POST /products, in the order the browser sends them. */
export const SUBMISSION_PARTS = {
  product: 'product',
  cover: 'cover',
  photo: 'photo',
  certificate: 'certificate',
} as const;
