// PUT /products/:id (spec §7): the product edit popup's fields, or {Request_pending:false}.
import { z } from 'zod';
import { PRICE_STEP } from '../constants';
import { MONEY_MESSAGES } from '../messages';
import { isWholeCents } from '../money';

export const productUpdateBodySchema = z
  .object({
    Product_Name: z.string().trim().min(1, 'Product name is required').max(200),
    Harvest_Date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Harvest date must be a date (YYYY-MM-DD)')
      .nullable(),
    Highest_Terpenes: z.string().trim().max(1000).nullable(),
    Min_Request_G_Including_5_markup: z
      .number({ error: 'Min. Request Price must be a number' })
      .min(PRICE_STEP, { error: `Min. Request Price must be at least $${PRICE_STEP}`, abort: true })
      .refine(isWholeCents, { error: MONEY_MESSAGES.minPriceWholeCents })
      .nullable(),
    Request_pending: z.literal(false),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>;
