import { z } from 'zod';
import { sharedSchemas } from './shared-schemas.js';

/** PostgreSQL text cannot hold U+0000: such input is a 400 naming the field, never a 500. */
export const NUL_MESSAGE = 'must not contain a NUL character';
export const hasNoNul = (value: string) => !value.includes('\u0000');

/** Every string taken from a request goes through this (body, query, params). */
export const str = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(hasNoNul, { message: NUL_MESSAGE, abort: true });

/** Optional free text on the wire: trimmed, bounded, null clears it. */
export const optionalText = (max = 200) => str().trim().max(max).nullable().optional();

export const idParams = z.object({ id: str().trim().min(1).max(64) });

/**
 * A route's `response` (issue 17): its JSON answers by status, each a response schema of
 * @leafbid/domain/schemas, and the error body for every 4xx. The serializer parses each answer with
 * its schema (unknown keys stripped, a mismatch a 500), and GET /openapi.json documents them.
 */
export const answers = <Answers extends Record<number, z.ZodType>>(answers: Answers) => ({
  ...answers,
  '4xx': sharedSchemas.errorResponseSchema,
});

/**
 * The `response` of a route whose success is not JSON (file bytes, an event stream): only its
 * errors are JSON bodies.
 */
export const errorAnswers = { '4xx': sharedSchemas.errorResponseSchema };

export const isoTime = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A real calendar date (2024-02-31 does not round-trip) within [minYear, maxYear]. */
export function isValidIsoDate(value: string, minYear = 1, maxYear = 9999): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < minYear || year > maxYear) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** YYYY-MM-DD that round-trips through the calendar, with a year in range. */
export const isoDate = (message: string, minYear = 1900, maxYear = 2100) =>
  str().refine((d) => isValidIsoDate(d, minYear, maxYear), { message });
