import { bidTotal, formatBidDescription, parseBidDescription } from './bid-description';

test("Description encodes the bid as 'QUANTITY: n PRICE PER GRAM: n TOTAL: n'", () => {
  expect(formatBidDescription({ quantity: 1000, pricePerGram: 2.5, total: 2500 })).toBe(
    'QUANTITY: 1000 PRICE PER GRAM: 2.5 TOTAL: 2500',
  );
});

describe('the Orders card reads the task Description via the labels QUANTITY, PRICE PER GRAM and TOTAL', () => {
  test.each<[string, string | null, [number | null, number | null, number | null]]>([
    ['the canonical form', 'QUANTITY: 1000 PRICE PER GRAM: 2.5 TOTAL: 2500', [1000, 2.5, 2500]],
    ['newlines and extra spaces', 'QUANTITY:  1000\nPRICE PER GRAM :\n 2.50\r\nTOTAL:   2500.00', [1000, 2.5, 2500]],
    ['dollar signs and commas', 'QUANTITY: 1,000 PRICE PER GRAM: $2.50 TOTAL: $2,500.00', [1000, 2.5, 2500]],
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
    [1000, 2.5, 2500], [3, 0.1, 0.3], [1234, 3.05, 3763.7], [7, 1.005, 7.04], [0, 5, 0],
  ])('bidTotal(%p, %p) = %p', (quantity, price, total) => {
    expect(bidTotal(quantity, price)).toBe(total);
  });
});
