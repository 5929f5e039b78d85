// Shared pieces of the operator console's query schemas (issue 11; docs/api.md "Operator console").
import { z } from 'zod';
import { str } from '../common.js';

/** Page size of the operator's lists: 1–100, 50 by default. */
export const limit = z.coerce
  .number({ error: 'must be a whole number from 1 to 100' })
  .int('must be a whole number from 1 to 100')
  .min(1, 'must be a whole number from 1 to 100')
  .max(100, 'must be a whole number from 1 to 100')
  .default(50);
export const cursor = str().min(1).max(300).optional();
export const flag = z
  .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
  .transform((v) => v === 'true')
  .optional();

/** One value or a repeated parameter (`status=Pending&status=Approved`). */
export const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).max(4)]).transform((v) => (Array.isArray(v) ? v : [v]));

/** `must be one of a, b, c` for an enum parameter. */
export const oneOf = (values: readonly string[]) => ({
  error: `must be one of ${values.join(', ')}`,
});
