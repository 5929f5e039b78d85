import { bidQuality, pricePercentage } from './bid-quality';
import { textOf } from './i18n';

describe('percentage = price / minimum request price (with 5% markup) x 100', () => {
  test.each<[number | null | undefined, number | null | undefined, number | null]>([
    [2.1, 2.1, 100],
    [1.47, 2.1, 70],
    [1.449, 2.1, 69],
    [3, 2, 150],
    [0, 2, 0],
    [2, 0, null],
    [2, -1, null],
    [2, null, null],
    [2, undefined, null],
    [null, 2, null],
    [Number.NaN, 2, null],
  ])('price %p, minimum %p → %p', (price, min, expected) => {
    expect(pricePercentage(price, min)).toBe(expected);
  });
});

describe('bid quality levels: 69 or less, 70 to 85, 86 or more (rounded to a whole percent)', () => {
  test.each<[number, string]>([
    [0, 'low'],
    [50, 'low'],
    [69, 'low'],
    [69.4, 'low'],
    [69.5, 'medium'],
    [70, 'medium'],
    [85, 'medium'],
    [85.4, 'medium'],
    [85.5, 'excellent'],
    [86, 'excellent'],
    [100, 'excellent'],
    [250, 'excellent'],
  ])('%p%% is %s', (percentage, level) => {
    expect(bidQuality(percentage).level).toBe(level);
  });

  test.each([
    [
      '69 or less',
      40,
      '⚠️ This bid is unlikely to get accepted',
      {
        title: 'Low Bid Warning',
        text: 'This bid is unlikely to get accepted – would you still like to proceed?',
      },
    ],
    [
      '70 to 85',
      80,
      '💡 Consider going higher to secure your bid',
      {
        title: 'Bid Suggestion',
        text: 'If you would like to secure your bid, we would suggest going higher – would you still like to proceed?',
      },
    ],
    ['86 or more: it submits directly', 90, '✓ Excellent bid!', undefined],
  ])('%s shows the spec texts', (_band, percentage, message, confirm) => {
    const quality = bidQuality(percentage);
    expect(textOf(quality.message)).toBe(message);
    expect(
      quality.confirm && {
        title: textOf(quality.confirm.title),
        text: textOf(quality.confirm.text),
      },
    ).toEqual(confirm);
  });

  test.each([[null], [undefined], [Number.NaN]])('no percentage (%p) gives no quality', (value) => {
    expect(bidQuality(value)).toBeNull();
  });
});
