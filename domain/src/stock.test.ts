import { fitsStock, gramsLeft, listingStock, reservesStock } from './stock';

describe('listingStock (spec §5: now plus upcoming in 3 months)', () => {
  it.each([
    [1000, 500, 1500],
    [1000, null, 1000],
    [null, 500, 500],
    [undefined, undefined, 0],
    [Number.NaN, 20, 20],
    [-5, 20, 20],
  ])('now %p + upcoming %p → %p g', (now, upcoming, stock) => {
    expect(listingStock(now, upcoming)).toBe(stock);
  });
});

describe('reservesStock: only bids the operator approved hold grams', () => {
  it.each([
    ['Approved', true],
    ['Completed', true],
    ['Not Started', false],
    ['Pending', false],
    ['Agreed', false],
    ['Declined', false],
    [null, false],
  ])('%p → %p', (status, reserved) => {
    expect(reservesStock(status)).toBe(reserved);
  });
});

describe('gramsLeft and fitsStock', () => {
  it('is what the approved bids leave, never below 0', () => {
    expect(gramsLeft(1500, 400)).toBe(1100);
    expect(gramsLeft(1500, 1600)).toBe(0);
  });
  it.each([
    [1100, 1100, true],
    [1101, 1100, false],
    [1, 0, false],
    [0, 100, false],
    [null, 100, false],
    [Number.POSITIVE_INFINITY, 100, false],
  ])('%p g in %p g left → %p', (quantity, left, fits) => {
    expect(fitsStock(quantity, left)).toBe(fits);
  });
});
