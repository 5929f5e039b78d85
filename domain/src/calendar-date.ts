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

/** Issue 20: licence expiry is judged by the date in Canada's Eastern time (Leafbid's home). */
export const LICENCE_TIME_ZONE = 'America/Toronto';

/** The calendar date (`YYYY-MM-DD`) of `at` in `timeZone`. */
export function calendarDateIn(timeZone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * A licence valid through `expiresOn` (its last valid day) has expired from the next day on, in
 * LICENCE_TIME_ZONE.
 */
export function licenceHasExpired(expiresOn: string, at: Date = new Date()): boolean {
  return expiresOn < calendarDateIn(LICENCE_TIME_ZONE, at);
}
