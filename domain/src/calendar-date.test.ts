import { calendarDateIn, isCalendarDate, licenceHasExpired } from './calendar-date';

describe('isCalendarDate (Harvest_Date is a real date, 1900–2100)', () => {
  test.each([
    ['2026-08-14', true],
    ['2024-02-29', true],
    ['1900-01-01', true],
    ['2100-12-31', true],
    ['2023-02-29', false],
    ['2024-02-31', false],
    ['2024-13-01', false],
    ['1899-12-31', false],
    ['2101-01-01', false],
    ['14/08/2026', false],
    ['', false],
  ])('%p → %p', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe('licence expiry (issue 20: in America/Toronto, from the day after the expiry date)', () => {
  test('the date in Toronto, not in UTC', () => {
    // 03:30 UTC on 2026-03-02 is still 2026-03-01 in Toronto (22:30 EST).
    expect(calendarDateIn('America/Toronto', new Date('2026-03-02T03:30:00Z'))).toBe('2026-03-01');
    expect(calendarDateIn('UTC', new Date('2026-03-02T03:30:00Z'))).toBe('2026-03-02');
  });
  test('valid through its expiry day, expired the day after', () => {
    const lateOnTheDay = new Date('2026-03-02T03:30:00Z'); // 2026-03-01 in Toronto
    expect(licenceHasExpired('2026-03-01', lateOnTheDay)).toBe(false);
    expect(licenceHasExpired('2026-02-28', lateOnTheDay)).toBe(true);
    expect(licenceHasExpired('2027-01-01', lateOnTheDay)).toBe(false);
  });
});
