// PUT /products/:id (spec §7): the product edit popup's fields, or {Request_pending:false}.
import { z } from 'zod';
import { PRICE_STEP } from '../constants';
import { MONEY_MESSAGES, SUBMISSION_MESSAGES } from '../messages';
import { minimumOrderAboveStock } from '../minimum-order';
import { isWholeCents } from '../money';
import { isCalendarDate } from '../calendar-date';
import { SUBMISSION_LIMITS } from './product-submission';
import { text } from './text';

const L = SUBMISSION_MESSAGES.labels;

/** Issue 18: the stock the edit popup keeps current, in whole grams as on submission (spec §5). */
const grams = (label: string, min: 0 | 1) =>
  z
    .number({ error: SUBMISSION_MESSAGES.required(label) })
    .refine(Number.isFinite, { error: SUBMISSION_MESSAGES.required(label), abort: true })
    .min(min, {
      error:
        min === 1
          ? SUBMISSION_MESSAGES.atLeastOneGram(label)
          : SUBMISSION_MESSAGES.notNegative(label),
      abort: true,
    })
    .max(SUBMISSION_LIMITS.grams, { error: SUBMISSION_MESSAGES.tooLarge(label), abort: true })
    .int({ error: SUBMISSION_MESSAGES.wholeGrams(label) });

export const productUpdateBodySchema = z
  .object({
    Product_Name: text().trim().min(1, 'Product name is required').max(200),
    // Spec §3 Harvest_Date: a real calendar date between 1900 and 2100.
    Harvest_Date: text()
      .refine((value) => isCalendarDate(value), 'Harvest date must be a date (YYYY-MM-DD)')
      .nullable(),
    Highest_Terpenes: text().trim().max(1000).nullable(),
    Min_Request_G_Including_5_markup: z
      .number({ error: 'Min. Request Price must be a number' })
      .min(PRICE_STEP, { error: `Min. Request Price must be at least $${PRICE_STEP}`, abort: true })
      .max(1e6, { error: 'Min. Request Price must be at most $1,000,000', abort: true })
      .refine(isWholeCents, { error: MONEY_MESSAGES.minPriceWholeCents })
      .nullable(),
    Request_pending: z.literal(false),
    // Issue 18: the popup also keeps the description and the stock current.
    Description: text()
      .trim()
      .min(1, { error: SUBMISSION_MESSAGES.descriptionRequired, abort: true })
      .max(
        SUBMISSION_LIMITS.description,
        SUBMISSION_MESSAGES.tooLong(SUBMISSION_LIMITS.description),
      ),
    Min_QTY_Request: grams(L.Min_QTY_Request, 1),
    Grams_Available_When_submitted: grams(L.Grams_Available_When_submitted, 0),
    Upcoming_QTY_3_Months: grams(L.Upcoming_QTY_3_Months, 0),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update')
  // With all three in the body; the API checks a partial body against the stored listing too.
  .superRefine((body, context) => {
    const { Min_QTY_Request: minimum, Grams_Available_When_submitted: now } = body;
    if (minimum === undefined || now === undefined || body.Upcoming_QTY_3_Months === undefined)
      return;
    const message = minimumOrderAboveStock(minimum, now, body.Upcoming_QTY_3_Months);
    if (message) context.addIssue({ code: 'custom', path: ['Min_QTY_Request'], message });
  });
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>;
