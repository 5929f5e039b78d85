import { bidTotal, formatBidDescription, parseBidDescription } from './bid-description';

test("Description encodes the bid as 'QUANTITY: n PRICE PER GRAM: n TOTAL: n'", () => {
  expect(formatBidDescription({ quantity: 1000, pricePerGram: 2.5, total: 2500 })).toBe(
    'QUANTITY: 1000 PRICE PER GRAM: 2.5 TOTAL: 2500',
  );
});

describe('the Description never prints an exponent', () => {
  test.each<[string, { quantity: number; pricePerGram: number; total: number }, string]>([
    [
      'a tiny price and total',
      { quantity: 1, pricePerGram: 1e-7, total: 1e-7 },
      'QUANTITY: 1 PRICE PER GRAM: 0 TOTAL: 0',
    ],
    [
      'a tiny negative rounds to 0, not -0',
      { quantity: 1, pricePerGram: -1e-7, total: -1e-7 },
      'QUANTITY: 1 PRICE PER GRAM: 0 TOTAL: 0',
    ],
    [
      'prices rounded to cents',
      { quantity: 3, pricePerGram: 0.016, total: 0.048 },
      'QUANTITY: 3 PRICE PER GRAM: 0.02 TOTAL: 0.05',
    ],
    [
      'whole grams',
      { quantity: 2.4, pricePerGram: 1, total: 2.4 },
      'QUANTITY: 2 PRICE PER GRAM: 1 TOTAL: 2.4',
    ],
    [
      'large numbers',
      { quantity: 1e12, pricePerGram: 1e9, total: 1e21 },
      'QUANTITY: 1000000000000 PRICE PER GRAM: 1000000000 TOTAL: 1000000000000000000000',
    ],
    [
      'very large numbers',
      { quantity: 1e25, pricePerGram: 2.5, total: 2.5e25 },
      'QUANTITY: 10000000000000000000000000 PRICE PER GRAM: 2.5 TOTAL: 25000000000000000000000000',
    ],
  ])('%s', (_name, bid, text) => {
    const description = formatBidDescription(bid);
    expect(description).toBe(text);
    expect(description).not.toMatch(/e[+-]?\d/i);
  });

  test('a large bid reads back exactly', () => {
    const bid = {
      quantity: 123456789012,
      pricePerGram: 999999.99,
      total: bidTotal(123456789012, 999999.99),
    };
    expect(parseBidDescription(formatBidDescription(bid)).quantity).toBe(123456789012);
    expect(parseBidDescription(formatBidDescription(bid)).pricePerGram).toBe(999999.99);
  });
});

describe('the Orders card reads the task Description via the labels QUANTITY, PRICE PER GRAM and TOTAL', () => {
  test.each<[string, string | null, [number | null, number | null, number | null]]>([
    ['the canonical form', 'QUANTITY: 1000 PRICE PER GRAM: 2.5 TOTAL: 2500', [1000, 2.5, 2500]],
    [
      'newlines and extra spaces',
      'QUANTITY:  1000\nPRICE PER GRAM :\n 2.50\r\nTOTAL:   2500.00',
      [1000, 2.5, 2500],
    ],
    [
      'dollar signs and commas',
      'QUANTITY: 1,000 PRICE PER GRAM: $2.50 TOTAL: $2,500.00',
      [1000, 2.5, 2500],
    ],
    ['any order and lower case', 'total: 30 quantity: 12 price per gram: 2.5', [12, 2.5, 30]],
    ['a missing value', 'QUANTITY: 5 TOTAL: 10', [5, null, 10]],
    ['leading decimals', 'QUANTITY: 10 PRICE PER GRAM: .75 TOTAL: 7.5', [10, 0.75, 7.5]],
    ['free text', 'Please call me', [null, null, null]],
    ['no description', null, [null, null, null]],
  ])('%s', (_name, text, [quantity, pricePerGram, total]) => {
    expect(parseBidDescription(text)).toEqual({ quantity, pricePerGram, total });
  });

  test('what formatBidDescription writes, parseBidDescription reads back', () => {
    const bid = { quantity: 1234, pricePerGram: 3.05, total: bidTotal(1234, 3.05) };
    expect(parseBidDescription(formatBidDescription(bid))).toEqual(bid);
  });
});

describe('the bid total is quantity × price per gram, in cents', () => {
  test.each([
    [1000, 2.5, 2500],
    [3, 0.1, 0.3],
    [1234, 3.05, 3763.7],
    [7, 19.99, 139.93],
    [1000, 0.29, 290],
    [0, 5, 0],
  ])('bidTotal(%p, %p) = %p', (quantity, price, total) => {
    expect(bidTotal(quantity, price)).toBe(total);
  });
});
