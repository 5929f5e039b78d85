import { availability } from './availability';
import { textOf } from './i18n';

describe('purchase request availability check (on quantity blur)', () => {
  test.each<[string, number | null, number | null, number | null, string, string, string | null]>([
    [
      'less than the grams available now',
      500,
      1000,
      0,
      'now',
      '✓ 500g available now',
      'Available now',
    ],
    [
      'equal to the grams available now',
      1000,
      1000,
      500,
      'now',
      '✓ 1000g available now',
      'Available now',
    ],
    [
      'within now plus upcoming in 3 months',
      1200,
      1000,
      500,
      'within3Months',
      'Available within 3 months (1000g now + 500g upcoming)',
      'Available within 3 months',
    ],
    [
      'equal to now plus upcoming',
      1500,
      1000,
      500,
      'within3Months',
      'Available within 3 months (1000g now + 500g upcoming)',
      'Available within 3 months',
    ],
    [
      'more than now plus upcoming',
      1501,
      1000,
      500,
      'insufficient',
      '❌ Insufficient quantity. Max available: 1500g',
      null,
    ],
    [
      'missing upcoming counts as 0',
      1200,
      1000,
      null,
      'insufficient',
      '❌ Insufficient quantity. Max available: 1000g',
      null,
    ],
    [
      'missing grams now counts as 0',
      10,
      null,
      50,
      'within3Months',
      'Available within 3 months (0g now + 50g upcoming)',
      'Available within 3 months',
    ],
    [
      'numbers stay plain, without separators',
      1000000,
      2000000,
      0,
      'now',
      '✓ 1000000g available now',
      'Available now',
    ],
  ])('%s', (_name, quantity, now, upcoming, status, message, webhookStatus) => {
    const result = availability(quantity, now, upcoming);
    expect(result).toMatchObject({ status, webhookStatus });
    expect(textOf(result.message)).toBe(message);
    expect(result.tone).toBe(
      { now: 'success', within3Months: 'info', insufficient: 'error' }[status],
    );
  });
});
