import {
  belowMinimumOrder,
  minimumOrder,
  minimumOrderAboveStock,
  minimumOrderMessage,
} from './minimum-order';
import { textOf } from './i18n';

describe('the minimum order (spec §3 Min_QTY_Request, issue 18)', () => {
  it('is the listing’s Min_QTY_Request when it is a positive number', () => {
    expect(minimumOrder(1000)).toBe(1000);
    for (const none of [null, undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(minimumOrder(none)).toBeNull();
    }
  });

  it('names the minimum in grams, grouped as the cards show grams', () => {
    expect(textOf(minimumOrderMessage(1000))).toBe('The minimum order for this product is 1 000 g');
  });

  it('speaks only below the minimum', () => {
    expect(textOf(belowMinimumOrder(10, 1000)!)).toBe(
      'The minimum order for this product is 1 000 g',
    );
    expect(belowMinimumOrder(999, 1000)).not.toBeNull();
    expect(belowMinimumOrder(1000, 1000)).toBeNull();
    expect(belowMinimumOrder(10, null)).toBeNull();
    expect(belowMinimumOrder(Number.NaN, 1000)).toBeNull();
  });
});

describe("a listing's minimum order within its stock (issue 18, the product edit popup)", () => {
  test.each<[string, number, number, number, string | null]>([
    ['within the grams now', 1000, 5000, 0, null],
    ['within now plus upcoming', 1000, 500, 500, null],
    [
      'above now plus upcoming',
      1000,
      400,
      500,
      'The minimum order (1 000 g) cannot be more than the grams available now and upcoming (900 g)',
    ],
    ['sold out (nothing now or upcoming): the minimum stands', 1000, 0, 0, null],
  ])('%s', (_name, minimum, now, upcoming, message) => {
    const above = minimumOrderAboveStock(minimum, now, upcoming);
    expect(above && textOf(above)).toBe(message);
  });
});
