// PUT /products/:id (spec §7): the product edit popup's fields, or {Request_pending:false}.
import { z } from 'zod';
import { PRICE_STEP } from '../constants';
import { MONEY_MESSAGES, SUBMISSION_MESSAGES } from '../messages';
import { minimumOrderAboveStock } from '../minimum-order';
import { isWholeCents } from '../money';
import { isCalendarDate } from '../calendar-date';
import { SUBMISSION_LIMITS } from './product-submission';
import { PRODUCT_UPDATE_MESSAGES as U } from './schemas.messages';
import { text } from './text';

const M = SUBMISSION_MESSAGES;
const L = M.labels;

/**
 * Issue 18: the stock the edit popup keeps current, in whole grams as on submission (spec §5).
 * The texts name the field in the active locale when a value is checked (issue 19).
 */
const grams = (label: keyof typeof L, min: 0 | 1) => {
  const required = () => M.required(L[label]);
  return z
    .number({ error: required })
    .refine(Number.isFinite, { error: required, abort: true })
    .min(min, {
      error: () => (min === 1 ? M.atLeastOneGram(L[label]) : M.notNegative(L[label])),
      abort: true,
    })
    .max(SUBMISSION_LIMITS.grams, { error: () => M.tooLarge(L[label]), abort: true })
    .int({ error: () => M.wholeGrams(L[label]) });
};

export const productUpdateBodySchema = z
  .object({
    Product_Name: text()
      .trim()
      .min(1, { error: () => M.nameRequired })
      .max(200),
    // Spec §3 Harvest_Date: a real calendar date between 1900 and 2100.
    Harvest_Date: text()
      .refine((value) => isCalendarDate(value), { error: () => M.harvestDateInvalid })
      .nullable(),
    Highest_Terpenes: text().trim().max(1000).nullable(),
    Min_Request_G_Including_5_markup: z
      .number({ error: () => U.minPriceNumber })
      // PRICE_STEP is $0.01, the text's minimum.
      .min(PRICE_STEP, { error: () => U.minPriceAtLeast, abort: true })
      .max(1e6, { error: () => U.minPriceAtMost, abort: true })
      .refine(isWholeCents, { error: () => MONEY_MESSAGES.minPriceWholeCents })
      .nullable(),
    Request_pending: z.literal(false),
    // Issue 18: the popup also keeps the description and the stock current.
    Description: text()
      .trim()
      .min(1, { error: () => M.descriptionRequired, abort: true })
      .max(SUBMISSION_LIMITS.description, {
        error: () => M.tooLong(SUBMISSION_LIMITS.description),
      }),
    Min_QTY_Request: grams('Min_QTY_Request', 1),
    Grams_Available_When_submitted: grams('Grams_Available_When_submitted', 0),
    Upcoming_QTY_3_Months: grams('Upcoming_QTY_3_Months', 0),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: () => U.nothingToUpdate })
  // With all three in the body; the API checks a partial body against the stored listing too.
  .superRefine((body, context) => {
    const { Min_QTY_Request: minimum, Grams_Available_When_submitted: now } = body;
    if (minimum === undefined || now === undefined || body.Upcoming_QTY_3_Months === undefined)
      return;
    const message = minimumOrderAboveStock(minimum, now, body.Upcoming_QTY_3_Months);
    if (message) context.addIssue({ code: 'custom', path: ['Min_QTY_Request'], message });
  });
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>;
