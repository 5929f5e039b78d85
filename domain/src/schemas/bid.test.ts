import { activateTestLocale, resetTestLocale } from '../testing/locale';
import fr from '../locales/fr-CA.json';
import {
  bidEditSchema,
  bidTextValuesSchema,
  bidTotalWithinBounds,
  bidValuesSchema,
  purchaseRequestBodySchema,
} from './bid';
import { firstMessage } from './test-helpers';
import { issueText } from './issue-message';

describe('purchase request body {productId, quantity, pricePerGram}', () => {
  test.each<[string, unknown, string | null]>([
    ['a valid request', { productId: 'p_1', quantity: 1000, pricePerGram: 2.5 }, null],
    [
      'fractional grams',
      { productId: 'p_1', quantity: 0.5, pricePerGram: 2.5 },
      'Quantity must be a whole number of grams',
    ],
    [
      '1.5 g',
      { productId: 'p_1', quantity: 1.5, pricePerGram: 2.5 },
      'Quantity must be a whole number of grams',
    ],
    [
      'a tiny quantity',
      { productId: 'p_1', quantity: 1e-7, pricePerGram: 2.5 },
      'Quantity must be a whole number of grams',
    ],
    ['the smallest bid', { productId: 'p_1', quantity: 1, pricePerGram: 0.01 }, null],
    [
      'a tiny price',
      { productId: 'p_1', quantity: 10, pricePerGram: 1e-7 },
      'Price per gram must be at least $0.01',
    ],
    [
      'a sub-cent price (0.015 $/g)',
      { productId: 'p_1', quantity: 1000, pricePerGram: 0.015 },
      'Price per gram must be a whole number of cents (e.g. 0.01, not 0.015)',
    ],
    [
      'a price of 0.29 $/g (float noise is not a sub-cent)',
      { productId: 'p_1', quantity: 1, pricePerGram: 0.29 },
      null,
    ],
    [
      'a price under a cent',
      { productId: 'p_1', quantity: 10, pricePerGram: 0.009 },
      'Price per gram must be at least $0.01',
    ],
    [
      'a negative price',
      { productId: 'p_1', quantity: 10, pricePerGram: -1 },
      'Price must be greater than $0',
    ],
    [
      'an infinite quantity',
      { productId: 'p_1', quantity: Infinity, pricePerGram: 1 },
      'Quantity must be greater than 0',
    ],
    [
      'quantity must be greater than 0',
      { productId: 'p_1', quantity: 0, pricePerGram: 2.5 },
      'Quantity must be greater than 0',
    ],
    [
      'a negative quantity',
      { productId: 'p_1', quantity: -5, pricePerGram: 2.5 },
      'Quantity must be greater than 0',
    ],
    [
      'an empty quantity input (NaN)',
      { productId: 'p_1', quantity: Number.NaN, pricePerGram: 2.5 },
      'Quantity must be greater than 0',
    ],
    [
      'a quantity sent as text',
      { productId: 'p_1', quantity: '10', pricePerGram: 2.5 },
      'Quantity must be greater than 0',
    ],
    [
      'price must be greater than 0',
      { productId: 'p_1', quantity: 10, pricePerGram: 0 },
      'Price must be greater than $0',
    ],
    ['a missing price', { productId: 'p_1', quantity: 10 }, 'Price must be greater than $0'],
    ['a missing product', { productId: ' ', quantity: 10, pricePerGram: 1 }, 'Product is required'],
  ])('%s', (_name, body, message) => {
    expect(firstMessage(purchaseRequestBodySchema, body)).toBe(message);
  });
});

describe('edit bid: whole grams (minimum 1 g), price per gram minimum 0.01', () => {
  test.each<[string, unknown, string | null]>([
    ['a valid edit', { quantity: 1, pricePerGram: 0.01 }, null],
    [
      'quantity 0 must be greater than 0',
      { quantity: 0, pricePerGram: 1 },
      'Quantity must be greater than 0',
    ],
    [
      'quantity under 1 g',
      { quantity: 0.5, pricePerGram: 1 },
      'Quantity must be a whole number of grams',
    ],
    [
      'fractional grams',
      { quantity: 2.5, pricePerGram: 1 },
      'Quantity must be a whole number of grams',
    ],
    [
      'price 0 must be greater than $0',
      { quantity: 10, pricePerGram: 0 },
      'Price must be greater than $0',
    ],
    [
      'price under the $0.01 minimum',
      { quantity: 10, pricePerGram: 0.001 },
      'Price per gram must be at least $0.01',
    ],
    [
      'an empty price input (NaN)',
      { quantity: 10, pricePerGram: Number.NaN },
      'Price must be greater than $0',
    ],
  ])('%s', (_name, body, message) => {
    expect(firstMessage(bidEditSchema, body)).toBe(message);
  });

  test('a value of 0 reports only the spec text, not the minimum as well', () => {
    const result = bidEditSchema.safeParse({ quantity: 0, pricePerGram: 1 });
    expect(result.error?.issues.map((i) => issueText(i))).toEqual([
      'Quantity must be greater than 0',
    ]);
    const price = bidEditSchema.safeParse({ quantity: 1, pricePerGram: 0 });
    expect(price.error?.issues.map((i) => issueText(i))).toEqual(['Price must be greater than $0']);
  });
});

describe('bidValuesSchema: a bid on one listing, held to its minimum order (issue 18)', () => {
  it('refuses fewer grams than Min_QTY_Request, naming the minimum', () => {
    const schema = bidValuesSchema(1000);
    expect(firstMessage(schema, { quantity: 10, pricePerGram: 5 })).toBe(
      'The minimum order for this product is 1 000 g',
    );
    expect(schema.safeParse({ quantity: 1000, pricePerGram: 5 }).success).toBe(true);
  });

  it('keeps the spec texts first: a negative or empty quantity is "greater than 0"', () => {
    const schema = bidValuesSchema(1000);
    expect(firstMessage(schema, { quantity: -5, pricePerGram: 5 })).toBe(
      'Quantity must be greater than 0',
    );
    expect(firstMessage(schema, { quantity: Number.NaN, pricePerGram: 5 })).toBe(
      'Quantity must be greater than 0',
    );
  });

  it('has no minimum when the listing names none', () => {
    for (const minimum of [null, undefined, 0, Number.NaN]) {
      expect(bidValuesSchema(minimum).safeParse({ quantity: 1, pricePerGram: 1 }).success).toBe(
        true,
      );
    }
  });
});

describe('sane bounds of a bid (issue 35): price, quantity and total', () => {
  test.each<[string, unknown, string | null]>([
    ['$10,000/g, the highest price', { quantity: 1, pricePerGram: 10_000 }, null],
    [
      '$10,000.01/g',
      { quantity: 1, pricePerGram: 10_000.01 },
      'Price per gram must be at most $10,000',
    ],
    [
      "the issue's $100,000/g",
      { quantity: 250, pricePerGram: 100_000 },
      'Price per gram must be at most $10,000',
    ],
    ['100 tonnes, the most grams', { quantity: 100_000_000, pricePerGram: 0.1 }, null],
    [
      'more than 100 tonnes',
      { quantity: 100_000_001, pricePerGram: 0.01 },
      'Quantity must be at most 100 000 000 g',
    ],
    ['a total of exactly $10,000,000', { quantity: 1_000_000, pricePerGram: 10 }, null],
    [
      'a total just above $10,000,000 (1 000 001 g at $10)',
      { quantity: 1_000_001, pricePerGram: 10 },
      'The total of a bid must be at most $10,000,000',
    ],
    [
      'a total above $10,000,000 ($25,000,000)',
      { quantity: 2_500_000, pricePerGram: 10 },
      'The total of a bid must be at most $10,000,000',
    ],
  ])('%s', (_name, body, message) => {
    expect(firstMessage(bidValuesSchema(null), body)).toBe(message);
  });

  it("the total is told on the price field, under the body's name for it", () => {
    const counter = bidEditSchema
      .extend({})
      .superRefine(bidTotalWithinBounds('pricePerGram'))
      .safeParse({ quantity: 1_000_001, pricePerGram: 10 });
    expect(counter.error?.issues.map((i) => [i.path, issueText(i)])).toEqual([
      [['pricePerGram'], 'The total of a bid must be at most $10,000,000'],
    ]);
  });
});

describe('bidTextValuesSchema: the fields as typed, read per the active locale (issue 35)', () => {
  afterEach(() => resetTestLocale());

  it('fr-CA "2,50" is 2.50 $/g and "1 000" is 1 000 g', () => {
    activateTestLocale('fr-CA', fr);
    expect(bidTextValuesSchema(null).parse({ quantity: '1 000', pricePerGram: '2,50' })).toEqual({
      quantity: 1000,
      pricePerGram: 2.5,
    });
  });

  it('en-CA "1,000" is 1 000 g; "2,50" is refused in words, never guessed', () => {
    const schema = bidTextValuesSchema(null);
    expect(schema.parse({ quantity: '1,000', pricePerGram: '2.50' })).toEqual({
      quantity: 1000,
      pricePerGram: 2.5,
    });
    expect(firstMessage(schema, { quantity: '1000', pricePerGram: '2,50' })).toBe(
      'This number can be read two ways: write decimals as in 2.50 and thousands as in 1,000',
    );
  });

  it('an empty field gets the spec text; the read number meets the bid rules', () => {
    const schema = bidTextValuesSchema(1000);
    expect(firstMessage(schema, { quantity: '', pricePerGram: '2.50' })).toBe(
      'Quantity must be greater than 0',
    );
    expect(firstMessage(schema, { quantity: '10', pricePerGram: '2.50' })).toBe(
      'The minimum order for this product is 1 000 g',
    );
    expect(firstMessage(schema, { quantity: '1000', pricePerGram: '0.015' })).toBe(
      'Price per gram must be a whole number of cents (e.g. 0.01, not 0.015)',
    );
    expect(firstMessage(schema, { quantity: '2 500 000', pricePerGram: '10' })).toBe(
      'The total of a bid must be at most $10,000,000',
    );
  });
});
