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
import { describe } from '../i18n';
import { issueOf, says } from './issue-message';

const M = SUBMISSION_MESSAGES;
const L = M.labels;

/**
 * Issue 18: the stock the edit popup keeps current, in whole grams as on submission (spec §5).
 * The texts name the field in the active locale when a value is checked (issue 19).
 */
const grams = (label: keyof typeof L, min: 0 | 1) => {
  const required = says(() => describe(M, 'required', L[label]));
  return z
    .number({ error: required })
    .refine(Number.isFinite, { error: required, abort: true })
    .min(min, {
      error: says(() => describe(M, min === 1 ? 'atLeastOneGram' : 'notNegative', L[label])),
      abort: true,
    })
    .max(SUBMISSION_LIMITS.grams, {
      error: says(() => describe(M, 'tooLarge', L[label])),
      abort: true,
    })
    .int({ error: says(() => describe(M, 'wholeGrams', L[label])) });
};

export const productUpdateBodySchema = z
  .object({
    Product_Name: text()
      .trim()
      .min(1, { error: says(() => describe(M, 'nameRequired')) })
      .max(200),
    // Spec §3 Harvest_Date: a real calendar date between 1900 and 2100.
    Harvest_Date: text()
      .refine((value) => isCalendarDate(value), {
        error: says(() => describe(M, 'harvestDateInvalid')),
      })
      .nullable(),
    Highest_Terpenes: text().trim().max(1000).nullable(),
    Min_Request_G_Including_5_markup: z
      .number({ error: says(() => describe(U, 'minPriceNumber')) })
      // PRICE_STEP is $0.01, the text's minimum.
      .min(PRICE_STEP, { error: says(() => describe(U, 'minPriceAtLeast')), abort: true })
      .max(1e6, { error: says(() => describe(U, 'minPriceAtMost')), abort: true })
      .refine(isWholeCents, { error: says(() => describe(MONEY_MESSAGES, 'minPriceWholeCents')) })
      .nullable(),
    Request_pending: z.literal(false),
    // Issue 18: the popup also keeps the description and the stock current.
    Description: text()
      .trim()
      .min(1, { error: says(() => describe(M, 'descriptionRequired')), abort: true })
      .max(SUBMISSION_LIMITS.description, {
        error: says(() => describe(M, 'tooLong', SUBMISSION_LIMITS.description)),
      }),
    Min_QTY_Request: grams('Min_QTY_Request', 1),
    Grams_Available_When_submitted: grams('Grams_Available_When_submitted', 0),
    Upcoming_QTY_3_Months: grams('Upcoming_QTY_3_Months', 0),
    /**
     * Issue 41, the operator's alone (an Admin; a seller's is refused): whether buyers read the
     * listing's Manufacturer_name — it often names the seller, whom buyers do not know.
     */
    Manufacturer_Shared: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, {
    error: says(() => describe(U, 'nothingToUpdate')),
  })
  // With all three in the body; the API checks a partial body against the stored listing too.
  .superRefine((body, context) => {
    const { Min_QTY_Request: minimum, Grams_Available_When_submitted: now } = body;
    if (minimum === undefined || now === undefined || body.Upcoming_QTY_3_Months === undefined)
      return;
    const above = minimumOrderAboveStock(minimum, now, body.Upcoming_QTY_3_Months);
    if (above) context.addIssue(issueOf(above, ['Min_QTY_Request']));
  });
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>;
