// Demo data are fixtures, not code (issue 17): JSON files under api/fixtures/demo/, read only when
// demo data are seeded (SEED_DEMO, on outside production), so the production bundle
// (api/dist/server.js) carries none of them — scripts/build.mjs checks it. Checked here with zod,
// so a broken fixture fails the seed with the field named, not a half-seeded database.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PROVINCE_CODES } from '@leafbid/domain';
import { issueText } from '@leafbid/domain/schemas';

const TASK_STATUSES = ['Not Started', 'Pending', 'Approved', 'Completed'] as const;

const demoAccountSchema = z.object({
  uid: z.string().min(1),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  title: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  /** Issue 18: the province or territory code ('ON'). */
  province: z.enum(PROVINCE_CODES),
  zip: z.string(),
  contactType: z.array(z.string()),
  accountConfirmed: z.boolean(),
});

const accountsFileSchema = z.object({
  password: z.string().min(6),
  accounts: z.array(demoAccountSchema),
  /** Contacts without a sign-in yet (issue 7: linked at sign-up once the email is verified). */
  invitedContacts: z.array(demoAccountSchema.omit({ uid: true })),
});

const demoProductSchema = z.object({
  Product_Name: z.string().min(1),
  Description: z.string(),
  Manufacturer_name: z.string(),
  Lineage: z.string(),
  Aromas: z.string(),
  /** One or two of the spec's product categories, comma-separated. */
  Product_Category: z.string(),
  Categories: z.array(z.enum(['Indica', 'Sativa', 'Hybrid'])),
  Certification: z.array(z.enum(['GACP', 'GMP1', 'GMP2', 'GPP'])),
  Terpen: z.string(),
  Highest_Terpenes: z.string(),
  Total_Terpenes_Percentage: z.number(),
  THC_as_is: z.number().nullable(),
  THC_Min: z.number().nullable(),
  THC_Max: z.number().nullable(),
  CBD_as_is: z.number().nullable(),
  CBD_Min: z.number().nullable(),
  CBD_Max: z.number().nullable(),
  Min_QTY_Request: z.number(),
  Min_Request_G_Including_5_markup: z.number(),
  Grams_Available_When_submitted: z.number(),
  Upcoming_QTY_3_Months: z.number(),
  /** YYYY-MM-DD. */
  Harvest_Date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  Product_Active: z.boolean(),
  Request_pending: z.boolean(),
  /** The demo account that lists it. */
  ownerUid: z.string(),
  /** Distinct values so 'newest first' is well defined. */
  createdDaysAgo: z.number().int().min(0),
});

const demoTaskFileSchema = z.object({
  ownerUid: z.string(),
  /** The product bid on, by its (unique) name; null for a support request. */
  product: z.string().nullable(),
  /** Only for non-purchase tasks; purchase subjects derive from the product. */
  subject: z.string().optional(),
  status: z.enum(TASK_STATUSES),
  /** Grams. */
  quantity: z.number(),
  /** CAD per gram. */
  pricePerGram: z.number(),
  createdDaysAgo: z.number().int().min(0),
});

export type DemoAccount = z.infer<typeof demoAccountSchema>;
export type DemoProduct = z.infer<typeof demoProductSchema>;
export type DemoTask = Omit<z.infer<typeof demoTaskFileSchema>, 'product'> & {
  /** Index into the fixtures' products; null for a support request. */
  productIndex: number | null;
};

export interface DemoFixtures {
  password: string;
  accounts: DemoAccount[];
  invitedContacts: Array<Omit<DemoAccount, 'uid'>>;
  products: DemoProduct[];
  tasks: DemoTask[];
}

/** api/fixtures/demo, from src/seed/ (tsx, tests) or from dist/server.js (npm start). */
export function demoFixturesDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, '..', 'fixtures', 'demo'),
    path.join(here, '..', '..', 'fixtures', 'demo'),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'products.json')));
  if (!found)
    throw new Error(
      `demo fixtures not found (looked in ${candidates.join(', ')}): a deployment without api/fixtures seeds no demo data (SEED_DEMO=false)`,
    );
  return found;
}

async function readJson<T>(dir: string, file: string, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(JSON.parse(await readFile(path.join(dir, file), 'utf8')));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${issueText(i)}`).join('; ');
    throw new Error(`${path.join(dir, file)}: ${issues}`);
  }
  return parsed.data;
}

/** Reads and checks the demo fixtures; a task's product name becomes its index. */
export async function loadDemoFixtures(dir: string = demoFixturesDir()): Promise<DemoFixtures> {
  const [accounts, products, tasks] = await Promise.all([
    readJson(dir, 'accounts.json', accountsFileSchema),
    readJson(dir, 'products.json', z.array(demoProductSchema)),
    readJson(dir, 'tasks.json', z.array(demoTaskFileSchema)),
  ]);
  return {
    password: accounts.password,
    accounts: accounts.accounts,
    invitedContacts: accounts.invitedContacts,
    products,
    tasks: tasks.map(({ product, ...task }) => {
      if (product === null) return { ...task, productIndex: null };
      const index = products.findIndex((p) => p.Product_Name === product);
      if (index < 0)
        throw new Error(`${path.join(dir, 'tasks.json')}: unknown product "${product}"`);
      return { ...task, productIndex: index };
    }),
  };
}
