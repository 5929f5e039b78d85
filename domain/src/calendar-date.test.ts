import { isCalendarDate } from './calendar-date';

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
