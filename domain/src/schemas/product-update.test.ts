import { productUpdateBodySchema } from './product-update';
import { firstMessage } from './test-helpers';

describe('PUT /products/:id takes the edit popup fields or {Request_pending:false}', () => {
  test.each<[string, unknown, string | null]>([
    [
      'harvest date, terpenes and min. request price',
      {
        Harvest_Date: '2026-08-14',
        Highest_Terpenes: 'Myrcene',
        Min_Request_G_Including_5_markup: 2.1,
      },
      null,
    ],
    ['cancel a publish request', { Request_pending: false }, null],
    ['a cleared harvest date', { Harvest_Date: null }, null],
    [
      'pending cannot be set true here (that is POST request-publish)',
      { Request_pending: true },
      'Invalid input: expected false',
    ],
    [
      'a harvest date that is not a date',
      { Harvest_Date: '14/08/2026' },
      'Harvest date must be a date (YYYY-MM-DD)',
    ],
    [
      'a price under $0.01',
      { Min_Request_G_Including_5_markup: 0 },
      'Min. Request Price must be at least $0.01',
    ],
    ['an empty product name', { Product_Name: ' ' }, 'Product name is required'],
    ['nothing to update', {}, 'Nothing to update'],
    [
      'the stock and the description (issue 18)',
      {
        Description: 'Fresh crop',
        Min_QTY_Request: 500,
        Grams_Available_When_submitted: 2000,
        Upcoming_QTY_3_Months: 0,
      },
      null,
    ],
    ['an empty description', { Description: '  ' }, 'Description is required'],
    ['a minimum order of 0 g', { Min_QTY_Request: 0 }, 'MOQ (g) must be at least 1 g'],
    [
      'negative grams',
      { Grams_Available_When_submitted: -5 },
      'Grams Available must not be negative',
    ],
    [
      'part of a gram',
      { Upcoming_QTY_3_Months: 2.5 },
      'Upcoming QTY, next 3 months (g) must be a whole number of grams',
    ],
    [
      'a minimum order above the stock',
      { Min_QTY_Request: 1000, Grams_Available_When_submitted: 10, Upcoming_QTY_3_Months: 0 },
      'The minimum order (1 000 g) cannot be more than the grams available now and upcoming (10 g)',
    ],
  ])('%s', (_name, body, message) => {
    expect(firstMessage(productUpdateBodySchema, body)).toBe(message);
  });

  test('other fields are stripped (ownership and activity are not editable)', () => {
    expect(
      productUpdateBodySchema.parse({
        Product_Name: 'X',
        Product_Active: true,
        Contact_Name: { id: 'c' },
      }),
    ).toEqual({ Product_Name: 'X' });
  });
});
