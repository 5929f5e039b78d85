// Issue 17: the browser's lenient wire schemas are derived from the strict ones the API answers
// with. What the API sends, the browser reads unchanged; what the CRM may send (nulls, absent
// fields), the browser still reads; and the two keep one list of fields.
import { z } from 'zod';
import { contactSchema, productFileSchema, productSchema, taskSchema } from '../../types';
import {
  operatorAccountSchema,
  operatorBidSchema,
  operatorFileSchema,
  outboxRowSchema,
  partySchema,
  reviewListingSchema,
} from '../../operator';
import {
  contactJsonSchema,
  fileRefSchema,
  nullishExcept,
  nullishOnly,
  operatorAccountJsonSchema,
  operatorBidJsonSchema,
  operatorFileJsonSchema,
  outboxRowJsonSchema,
  partyJsonSchema,
  productCardJsonSchema,
  productJsonSchema,
  reviewListingJsonSchema,
  taskJsonSchema,
  type ContactJson,
  type OperatorAccountJson,
  type OperatorBidJson,
  type OperatorFileJson,
  type OutboxRowJson,
  type PartyJson,
  type ProductJson,
  type TaskJson,
} from '.';

const product: ProductJson = {
  id: 'p_1',
  Product_Name: 'Pink Kush',
  Description: 'Dense indica buds',
  Manufacturer_name: null,
  Lineage: 'OG Kush x Pink Kush',
  Aromas: null,
  Product_Category: 'Cannabis flowers (mix sizes)',
  Categories: ['Indica'],
  Certification: ['GACP'],
  Terpen: null,
  Highest_Terpenes: 'Myrcene',
  Total_Terpenes_Percentage: 2.4,
  THC_as_is: null,
  THC_Min: 22,
  THC_Max: 26,
  CBD_as_is: null,
  CBD_Min: 0,
  CBD_Max: 1,
  Min_QTY_Request: 1000,
  Min_Request_G_Including_5_markup: 2.1,
  Grams_Available_When_submitted: 50000,
  Upcoming_QTY_3_Months: null,
  Harvest_Date: '2026-08-14',
  Created_Time: '2026-11-01T12:00:00.000Z',
  Contact_Name: { id: 'c_2' },
  Product_Active: false,
  Request_pending: true,
  cover: '/product-image/p_1',
  photos: ['/file/f_1'],
  Record_Image: 'f_9',
  Image_1: { file_Id: 'f_1', download_Url: '/file/f_1', content_Type: 'video/mp4' },
  Image_2: null,
  Image_3: null,
  Image_4: null,
  Review_Note: 'The certificate is unreadable',
};

const contact: ContactJson = {
  id: 'c_1',
  First_Name: 'Ada',
  Last_Name: 'Buyer',
  Full_Name: 'Ada Buyer',
  Company: null,
  Title: null,
  Phone: '514-555-0100',
  Mobile: null,
  Mailing_Street: null,
  Mailing_City: null,
  Mailing_State: null,
  Mailing_Zip: null,
  Email: 'buyer@leafbid.test',
  User_UID: 'demo-buyer',
  Contact_Type: ['Buyer'],
  Account_Confirmed: true,
  canAccessListing: false,
  Account_Verified: false,
  Account_Suspended: false,
  Suspension_Reason: null,
  Language: null,
};

const task: TaskJson = {
  id: 't_1',
  Subject: 'Purchase request: Pink Kush',
  Task_Type: 'Purchase request',
  Status: 'Not Started',
  What_Id: { name: 'Pink Kush', id: null },
  Who_Id: { id: 'c_1', name: 'Ada Buyer' },
  Description: 'QUANTITY: 1000 PRICE PER GRAM: 2.5 TOTAL: 2500',
  Created_Time: '2026-11-02T12:00:00.000Z',
  Closed_Time: null,
  Modified_Time: '2026-11-02T12:00:00.000Z',
};

const file: OperatorFileJson = {
  id: 'd_1',
  kind: 'cannabis_license',
  file_name: 'licence.pdf',
  content_type: 'application/pdf',
  size: 1234,
  url: '/file/d_1',
  created_at: null,
};
const party: PartyJson = {
  id: 'c_2',
  Full_Name: null,
  Company: 'Seller Co.',
  Email: 'seller@leafbid.test',
  Phone: null,
};
const bid: OperatorBidJson = {
  ...task,
  Deleted_Time: null,
  buyer: { ...party, id: 'c_1' },
  seller: party,
  product: {
    id: 'p_1',
    Product_Name: 'Pink Kush',
    Product_Active: true,
    Min_Request_G_Including_5_markup: null,
    Grams_Stock: 1500,
    Grams_Reserved: 250,
    Grams_Left: 1250,
  },
};
const account: OperatorAccountJson = {
  ...contact,
  Created_Time: '2026-11-01T12:00:00.000Z',
  Confirmed_Time: null,
  Verified_Time: null,
  Suspended_Time: null,
  Review_State: 'awaiting-review',
  documents: [file],
  Licence_Number: 'LCL-1',
  Licence_Expires_On: '2099-12-31',
  Licence_Review_Pending: false,
};
const outboxRow: OutboxRowJson = {
  id: 'o_1',
  kind: 'purchase_request',
  status: 'dead',
  attempts: 3,
  last_error: 'HTTP 500',
  created_at: '2026-11-02T12:00:00.000Z',
  queued_at: '2026-11-02T12:00:00.000Z',
  next_attempt_at: null,
  delivered_at: null,
  payload: { quantity: 1000 },
};

/** Each strict shape with the lenient one derived from it, and what the API may send. */
const PAIRS: Array<[string, z.ZodObject, z.ZodObject, object]> = [
  ['Product', productJsonSchema, productSchema, product],
  ['Image_N (file reference)', fileRefSchema, productFileSchema, product.Image_1!],
  ['Contact', contactJsonSchema, contactSchema, contact],
  ['Task', taskJsonSchema, taskSchema, task],
  ['operator file', operatorFileJsonSchema, operatorFileSchema, file],
  ['party', partyJsonSchema, partySchema, party],
  ['operator bid', operatorBidJsonSchema, operatorBidSchema, bid],
  ['operator account', operatorAccountJsonSchema, operatorAccountSchema, account],
  ['outbox row', outboxRowJsonSchema, outboxRowSchema, outboxRow],
  [
    'listing awaiting review',
    reviewListingJsonSchema,
    reviewListingSchema,
    { product, owner: party, files: [file], requested_at: null, kind: 'new submission' },
  ],
];

describe.each(PAIRS)('%s: strict (API) and lenient (browser)', (_name, strict, lenient, sent) => {
  test('what the API sends passes the strict schema whole', () => {
    expect(strict.parse(sent)).toEqual(sent);
  });

  test('the browser reads what the strict schema produces, unchanged', () => {
    expect(lenient.parse(strict.parse(sent))).toEqual(sent);
  });

  test('one list of fields: the lenient schema has the strict one’s (Task adds the CRM’s who_id)', () => {
    const extra = lenient === taskSchema || lenient === operatorBidSchema ? ['who_id'] : [];
    expect(Object.keys(lenient.shape).sort()).toEqual(
      [...Object.keys(strict.shape), ...extra].sort(),
    );
  });
});

describe('the browser reads what the CRM may send', () => {
  /** Every field null but those the browser needs. */
  const nulls = (shape: object, keep: string[]) =>
    Object.fromEntries(
      Object.keys(shape).map((key) => [key, keep.includes(key) ? undefined : null]),
    );

  test.each<[string, z.ZodObject, z.ZodObject, Record<string, unknown>]>([
    ['Product', productJsonSchema, productSchema, { id: 'p_1' }],
    ['Contact', contactJsonSchema, contactSchema, { id: 'c_1' }],
    ['Task', taskJsonSchema, taskSchema, { id: 't_1', Status: 'Pending' }],
    ['party', partyJsonSchema, partySchema, { id: 'c_1' }],
  ])(
    '%s: every field null or absent (the strict schema refuses that)',
    (_name, strict, lenient, needed) => {
      const allNull = { ...nulls(strict.shape, Object.keys(needed)), ...needed };
      expect(lenient.safeParse(allNull).success).toBe(true);
      expect(lenient.safeParse(needed).success).toBe(true);
      expect(strict.safeParse(allNull).success).toBe(false);
      expect(strict.safeParse(needed).success).toBe(false);
    },
  );

  test('a product whose flags are 1 and "true", as the CRM may send them', () => {
    expect(productSchema.parse({ id: 'p_1', Product_Active: 1, Request_pending: 'true' })).toEqual({
      id: 'p_1',
      Product_Active: 1,
      Request_pending: 'true',
    });
    expect(productJsonSchema.shape.Product_Active.safeParse(1).success).toBe(false);
  });

  test('a task on a deleted product: What_Id keeps its name, id null; an absent name is read', () => {
    expect(
      taskSchema.parse({ id: 't_1', Status: 'Approved', What_Id: { id: null } }).What_Id,
    ).toEqual({
      id: null,
    });
  });

  test('the fields the browser cannot do without stay required', () => {
    expect(productSchema.safeParse({ Product_Name: 'X' }).success).toBe(false);
    expect(taskSchema.safeParse({ id: 't_1' }).success).toBe(false);
    expect(productFileSchema.safeParse({ download_Url: '/file/f_1' }).success).toBe(false);
    expect(operatorAccountSchema.safeParse({ ...account, documents: null }).success).toBe(false);
    expect(operatorFileSchema.safeParse({ ...file, size: null }).success).toBe(false);
    expect(outboxRowSchema.safeParse({ ...outboxRow, attempts: null }).success).toBe(false);
  });
});

describe('the owner-only fields of a product', () => {
  test('are optional in the strict schema: a buyer’s product has neither', () => {
    const { Contact_Name: _owner, Review_Note: _note, ...buyerView } = product;
    expect(productJsonSchema.parse(buyerView)).toEqual(buyerView);
    expect('Contact_Name' in productJsonSchema.parse(buyerView)).toBe(false);
  });
});

describe('a product card', () => {
  test('is the card fields of a product, and nothing else', () => {
    const card = productCardJsonSchema.parse({
      id: product.id,
      Product_Name: product.Product_Name,
      Description: product.Description,
      Product_Category: product.Product_Category,
      Categories: product.Categories,
      Highest_Terpenes: product.Highest_Terpenes,
      Terpen: product.Terpen,
      THC_as_is: product.THC_as_is,
      THC_Min: product.THC_Min,
      THC_Max: product.THC_Max,
      CBD_as_is: product.CBD_as_is,
      CBD_Min: product.CBD_Min,
      CBD_Max: product.CBD_Max,
      Min_Request_G_Including_5_markup: product.Min_Request_G_Including_5_markup,
      Grams_Available_When_submitted: product.Grams_Available_When_submitted,
      Min_QTY_Request: product.Min_QTY_Request,
      Created_Time: product.Created_Time,
      Product_Active: product.Product_Active,
      Request_pending: product.Request_pending,
      cover: product.cover,
    });
    expect(productSchema.parse(card)).toEqual(card);
    expect(productCardJsonSchema.safeParse(product).success).toBe(false);
  });
});

describe('nullishExcept / nullishOnly', () => {
  const shape = z.object({
    id: z.string(),
    name: z.string(),
    note: z.string().nullable(),
    owner: z.object({ id: z.string() }).nullable().optional(),
  });

  test('loosen every field but those kept, or only those named', () => {
    const except = nullishExcept(shape, { id: true });
    expect(except.safeParse({ id: 'x' }).success).toBe(true);
    expect(except.safeParse({ id: 'x', name: null, note: null, owner: null }).success).toBe(true);
    expect(except.safeParse({ name: 'x' }).success).toBe(false);
    const only = nullishOnly(shape, { name: true });
    expect(only.safeParse({ id: 'x', note: null }).success).toBe(true);
    expect(only.safeParse({ id: 'x' }).success).toBe(false);
  });

  test('a kept field is the strict one itself; a loosened one is its bare schema, nullish', () => {
    const except = nullishExcept(shape, { id: true });
    expect(except.shape.id).toBe(shape.shape.id);
    expect(except.shape.owner.unwrap().unwrap()).toBe(shape.shape.owner.unwrap().unwrap());
  });

  test('unknown keys are stripped, as by the strict schema', () => {
    expect(nullishExcept(shape, { id: true }).parse({ id: 'x', extra: 1 })).toEqual({ id: 'x' });
  });
});
