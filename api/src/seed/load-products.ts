// Generated active products for load tests (SEED_LOAD_PRODUCTS, `npm run bench:catalogue`): a
// catalogue of any size whose values spread over every filter of spec §5. Deterministic, so two
// runs measure the same data. Not demo data: they have no owner, no files and no bids.
import { count, like } from 'drizzle-orm';
import { sharedDomain } from '../domain/shared-domain.js';
import type { Db } from '../db/client.js';
import { products } from '../db/schema.js';

const { PRODUCT_CATEGORIES, CANNABIS_TYPES, CERTIFICATIONS, TERPENE_SUGGESTIONS } = sharedDomain;
const FIRST = [
  'Pink',
  'Lemon',
  'Blue',
  'Northern',
  'Purple',
  'Golden',
  'Sour',
  'Cherry',
  'Ghost',
  'Wedding',
];
const SECOND = [
  'Kush',
  'Haze',
  'Dream',
  'Lights',
  'Punch',
  'Cake',
  'Diesel',
  'Pie',
  'Train',
  'Gelato',
];
const PREFIX = 'Load ';
const BATCH = 500;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

export function loadProductRow(i: number, now: Date) {
  const thcLow = (i * 7) % 35;
  const cbdLow = (i * 3) % 20;
  return {
    id: `p_load_${String(i).padStart(6, '0')}`,
    ownerContactId: null,
    productName: `${PREFIX}${pick(FIRST, i)} ${pick(SECOND, Math.floor(i / 10))} #${i}`,
    description: `Generated product ${i} for load tests. `.repeat(4),
    productCategory: `${pick(PRODUCT_CATEGORIES, i)}, ${pick(PRODUCT_CATEGORIES, i + 5)}`,
    categories: [pick(CANNABIS_TYPES, i)],
    certification: [pick(CERTIFICATIONS, i), pick(CERTIFICATIONS, i + 2)],
    terpen: `${pick(TERPENE_SUGGESTIONS, i)}, ${pick(TERPENE_SUGGESTIONS, i + 7)}`,
    highestTerpenes: pick(TERPENE_SUGGESTIONS, i + 3),
    thcMin: thcLow,
    thcMax: thcLow + 4,
    cbdMin: cbdLow,
    cbdMax: cbdLow + 1,
    minQtyRequest: 100,
    minRequestPrice: 2 + (i % 5),
    gramsAvailable: (i * 997) % 900_000,
    upcomingQty3Months: (i * 13) % 50_000,
    productActive: true,
    requestPending: false,
    createdAt: new Date(now.getTime() - i * 60_000),
  };
}

/** Adds generated products until `total` exist (none when they already do). Answers how many it added. */
export async function seedLoadProducts(db: Db, total: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(like(products.productName, `${PREFIX}%`));
  const existing = row?.n ?? 0;
  for (let start = existing; start < total; start += BATCH) {
    const end = Math.min(total, start + BATCH);
    await db
      .insert(products)
      .values(Array.from({ length: end - start }, (_, k) => loadProductRow(start + k, now)));
  }
  return Math.max(0, total - existing);
}
