import { bidEditSchema, bidValuesSchema, purchaseRequestBodySchema } from './bid';
import { firstMessage } from './test-helpers';

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
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Quantity must be greater than 0']);
    const price = bidEditSchema.safeParse({ quantity: 1, pricePerGram: 0 });
    expect(price.error?.issues.map((i) => i.message)).toEqual(['Price must be greater than $0']);
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
