// Spec §3 Harvest_Date: a real calendar date (2024-02-31 does not exist), within a sane range.

/** `YYYY-MM-DD` that round-trips through the calendar, with a year in [minYear, maxYear]. */
export function isCalendarDate(value: string, minYear = 1900, maxYear = 2100): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < minYear || year > maxYear) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}
