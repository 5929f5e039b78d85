// GET /products query (docs/api.md): the marketplace view of `catalogueViewToParams`, validated
// strictly (a 400 names the parameter), plus the page controls. Text filters are free text: the
// spec's rules are "contains" and "included", so any text has a meaning (and matches nothing when
// no product has it).
import { z } from 'zod';
import {
  CATALOGUE_MAX_PAGE_SIZE,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_PARAMS as P,
  CATALOGUE_TEXT_MAX,
  type CatalogueView,
} from '../catalogue-query';
import {
  COVER_WIDTHS,
  PERCENT_MAX,
  PERCENT_MIN,
  QUANTITY_SLIDER_MAX,
  type CoverWidth,
} from '../constants';
import { PRODUCT_SORTS } from '../filters';
import { CATALOGUE_QUERY_MESSAGES as M } from './schemas.messages';
import { describe } from '../i18n';
import { says } from './issue-message';

// Issue 19: each error names its parameter and is read when the query is checked (`() => …`).
const CATEGORIES_MAX = 10;

const text = (param: string) =>
  z
    .string({ error: says(() => describe(M, 'mustBeText', param)) })
    .trim()
    .max(CATALOGUE_TEXT_MAX, {
      error: says(() => describe(M, 'textTooLong', param, CATALOGUE_TEXT_MAX)),
    })
    .optional();

const bound = (param: string, max: number) =>
  z
    .string({ error: says(() => describe(M, 'mustBeNumber', param)) })
    .trim()
    .regex(/^\d+(\.\d+)?$/, { error: says(() => describe(M, 'numberRange', param, max)) })
    .transform(Number)
    .refine((n) => n <= max, { error: says(() => describe(M, 'numberRange', param, max)) })
    .optional();

const ordered = (lo: string, hi: string) => (q: Record<string, unknown>) =>
  q[lo] === undefined || q[hi] === undefined || (q[lo] as number) <= (q[hi] as number);

export const catalogueQuerySchema = z
  .object({
    [P.name]: text(P.name),
    [P.productType]: text(P.productType),
    [P.terpene]: text(P.terpene),
    [P.certification]: text(P.certification),
    [P.categories]: z
      .union([z.string(), z.array(z.string())], {
        error: says(() => describe(M, 'mustBeText', P.categories)),
      })
      .transform((v) => (Array.isArray(v) ? v : [v]))
      .pipe(
        z
          .array(
            z
              .string()
              .trim()
              .max(CATALOGUE_TEXT_MAX, { error: says(() => describe(M, 'tooLong', P.categories)) }),
          )
          .max(CATEGORIES_MAX, {
            error: says(() => describe(M, 'repeatsAtMost', P.categories, CATEGORIES_MAX)),
          }),
      )
      .optional(),
    [P.thcMin]: bound(P.thcMin, PERCENT_MAX),
    [P.thcMax]: bound(P.thcMax, PERCENT_MAX),
    [P.cbdMin]: bound(P.cbdMin, PERCENT_MAX),
    [P.cbdMax]: bound(P.cbdMax, PERCENT_MAX),
    [P.quantityMin]: bound(P.quantityMin, QUANTITY_SLIDER_MAX),
    [P.quantityMax]: bound(P.quantityMax, QUANTITY_SLIDER_MAX),
    [P.sort]: z
      .enum(PRODUCT_SORTS, {
        error: says(() =>
          describe(M, 'oneOf', P.sort, PRODUCT_SORTS.map((s) => `'${s}'`).join(', ')),
        ),
      })
      .optional(),
    /** Only active products (the marketplace and the dashboard); without it the caller's own inactive ones come too. */
    status: z.enum(['active'], { error: says(() => describe(M, 'statusActive')) }).optional(),
    /** The caller's own products, any status, whole (My Listings); no paging. */
    owner: z.enum(['me'], { error: says(() => describe(M, 'ownerMe')) }).optional(),
    cursor: z
      .string({ error: says(() => describe(M, 'mustBeText', 'cursor')) })
      .max(500, { error: says(() => describe(M, 'unknownCursor')) })
      .optional(),
    limit: z
      .string({ error: says(() => describe(M, 'mustBeNumber', 'limit')) })
      .regex(/^\d+$/, {
        error: says(() => describe(M, 'wholeNumberRange', 'limit', CATALOGUE_MAX_PAGE_SIZE)),
      })
      .transform(Number)
      .refine((n) => n >= 1 && n <= CATALOGUE_MAX_PAGE_SIZE, {
        error: says(() => describe(M, 'wholeNumberRange', 'limit', CATALOGUE_MAX_PAGE_SIZE)),
      })
      .optional(),
  })
  .refine(ordered(P.thcMin, P.thcMax), {
    error: says(() => describe(M, 'notAbove', P.thcMin, P.thcMax)),
    path: [P.thcMin],
  })
  .refine(ordered(P.cbdMin, P.cbdMax), {
    error: says(() => describe(M, 'notAbove', P.cbdMin, P.cbdMax)),
    path: [P.cbdMin],
  })
  .refine(ordered(P.quantityMin, P.quantityMax), {
    error: says(() => describe(M, 'notAbove', P.quantityMin, P.quantityMax)),
    path: [P.quantityMin],
  });

export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

/** The validated query as the view the shared rule module speaks (missing parts at their default). */
export function catalogueQueryToView(q: CatalogueQuery): CatalogueView & { limit: number } {
  return {
    filters: {
      name: q[P.name] ?? '',
      productType: q[P.productType] ?? '',
      terpene: q[P.terpene] ?? '',
      certification: q[P.certification] ?? '',
      categories: (q[P.categories] ?? []).filter(Boolean),
      thc: [q[P.thcMin] ?? PERCENT_MIN, q[P.thcMax] ?? PERCENT_MAX],
      cbd: [q[P.cbdMin] ?? PERCENT_MIN, q[P.cbdMax] ?? PERCENT_MAX],
      quantity: [q[P.quantityMin] ?? 0, q[P.quantityMax] ?? QUANTITY_SLIDER_MAX],
    },
    sort: q[P.sort] ?? 'newest',
    limit: q.limit ?? CATALOGUE_PAGE_SIZE,
  };
}

/**
 * GET /product-image/{id} query (issue 22): `w`, one of COVER_WIDTHS, asks for the cover resized
 * to that width as WebP. Other keys (a cache buster) are ignored.
 */
export const coverImageQuerySchema = z
  .object({
    w: z
      .enum(COVER_WIDTHS.map(String) as [`${CoverWidth}`, ...`${CoverWidth}`[]], {
        error: says(() => describe(M, 'oneOf', 'w', COVER_WIDTHS.join(', '))),
      })
      .transform((w) => Number(w) as CoverWidth)
      .optional(),
  })
  .loose();
