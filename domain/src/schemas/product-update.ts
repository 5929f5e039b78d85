// PUT /products/:id (spec §7): the product edit popup's fields, or {Request_pending:false}.
import { z } from 'zod';
import { PRICE_STEP } from '../constants';
import { MONEY_MESSAGES } from '../messages';
import { isWholeCents } from '../money';
import { isCalendarDate } from '../calendar-date';
import { text } from './text';

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
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>;
