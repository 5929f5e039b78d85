import { z } from 'zod';

/** GET /products query: `owner=me` narrows the answer to the caller's own products (any status). */
export const productsQuery = z.object({
  owner: z.enum(['me'], { message: "owner must be 'me'" }).optional(),
});
