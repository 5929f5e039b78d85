import {
  PROVINCES,
  isCanadianPhone,
  isCanadianPostalCode,
  normalisePhone,
  normalisePostalCode,
  provinceName,
} from './canada';

describe('Canadian phone numbers (NANP, 10 digits)', () => {
  test.each([
    ['416-555-0123', '416-555-0123'],
    ['(416) 555-0123', '416-555-0123'],
    ['+1 416 555 0123', '416-555-0123'],
    ['1-416-555-0123', '416-555-0123'],
    ['416.555.0123', '416-555-0123'],
    ['4165550123', '416-555-0123'],
    ['  514 555 0100 ', '514-555-0100'],
  ])('%s is accepted as %s', (input, normal) => {
    expect(isCanadianPhone(input)).toBe(true);
    expect(normalisePhone(input)).toBe(normal);
  });

  test.each([
    'abc',
    '555 0100',
    '+1 555 0100',
    '416-555-012',
    '416-555-01234',
    '+44 20 7946 0958',
    '+2 416 555 0123',
    '016-555-0123',
    '416-055-0123',
    '416 555 0123 ext 2',
    '',
  ])('%p is refused', (input) => {
    expect(isCanadianPhone(input)).toBe(false);
    expect(normalisePhone(input)).toBe(input);
  });
});

describe('Canadian postal codes (A1A 1A1)', () => {
  test.each([
    ['K1A 0B1', 'K1A 0B1'],
    ['k1a0b1', 'K1A 0B1'],
    ['h2x-1y4', 'H2X 1Y4'],
    [' T2P  1J9 ', 'T2P 1J9'],
    ['X0A 0H0', 'X0A 0H0'],
    ['V6B 1W9', 'V6B 1W9'],
  ])('%s is accepted as %s', (input, normal) => {
    expect(isCanadianPostalCode(input)).toBe(true);
    expect(normalisePostalCode(input)).toBe(normal);
  });

  test.each([
    'zzz',
    '12345',
    'W1A 0B1',
    'Z1A 0B1',
    'D1A 0B1',
    'K1O 0B1',
    'K1A 0U1',
    'KK1 0B1',
    'K1A 0B',
    '',
  ])('%p is refused', (input) => {
    expect(isCanadianPostalCode(input)).toBe(false);
  });
});

test('the 13 provinces and territories, each with its code', () => {
  expect(PROVINCES).toHaveLength(13);
  expect(PROVINCES.map((p) => p.code).sort()).toEqual(
    ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
  );
  expect(provinceName('QC')).toBe('Quebec');
  expect(provinceName('XX')).toBeNull();
});
