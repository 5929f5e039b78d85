import { centsToDollars, isWholeCents, toCents, totalCents } from './money';
import { bidTotal } from './bid-description';

describe('money in whole cents', () => {
  test.each<[number, boolean]>([
    [0.01, true],
    [0.29, true],
    [2.5, true],
    [1234.56, true],
    [100, true],
    [0.015, false],
    [0.001, false],
    [1e-7, false],
    [2.505, false],
    [Number.NaN, false],
    [Infinity, false],
  ])('isWholeCents(%p) → %p', (dollars, expected) => {
    expect(isWholeCents(dollars)).toBe(expected);
  });

  test.each<[number, number]>([
    [0.29, 29],
    [0.07, 7],
    [19.99, 1999],
    [1.1, 110],
  ])('toCents(%p) → %p', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  test.each<[number, number, number]>([
    [1000, 0.29, 29000],
    [3, 0.07, 21],
    [1000, 0.01, 1000],
    [7, 19.99, 13993],
  ])('totalCents(%p g, $%p) → %p cents', (quantity, price, cents) => {
    expect(totalCents(quantity, price)).toBe(cents);
    expect(bidTotal(quantity, price)).toBe(centsToDollars(cents));
  });
});
