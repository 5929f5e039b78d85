// How the console prints times: in the active locale (issue 19), en-CA like the spec's dates
// (§9 "Popup dates in en-CA long form").
import { formatLocaleDate } from '@leafbid/domain';
import { OPERATOR_MESSAGES } from '../messages';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * '2026-11-01T12:00:00Z' → 'Nov 1, 2026, 8:00 a.m.' (local time; fr-CA '1er nov. 2026, 08 h 00');
 * '-' when missing or invalid. The formatter is the active locale's, read at each call.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return OPERATOR_MESSAGES.missing;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? OPERATOR_MESSAGES.missing : formatLocaleDate(time, DATE_TIME);
}

/** The text of a failure as the API or the client gave it. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * A calendar date as the API sends it ('2027-03-31', no time zone) → 'Mar 31, 2027' (fr-CA
 * '31 mars 2027'); '-' when missing or invalid.
 */
export function formatDate(date: string | null | undefined): string {
  const time = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN;
  return Number.isNaN(time)
    ? OPERATOR_MESSAGES.missing
    : formatLocaleDate(time, { dateStyle: 'medium', timeZone: 'UTC' });
}
