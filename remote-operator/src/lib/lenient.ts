// Issue 20: how the console reads the trade desk's answers — leniently: a field that is absent or
// malformed reads as missing (the screen shows '-'), so an API newer or older than the console
// does not break a whole list.
import { z } from 'zod';

/** A string, else null. */
export const lenientText = z.string().nullable().catch(null);

/** A number as JSON or as a numeric string (money from the database), else null. */
export const lenientNumber = z.unknown().transform((value) => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : NaN;
  return Number.isFinite(n) ? n : null;
});

/** The items of a list that parse, each parsed; the others (no id…) are left out. */
export function parsedItems<T>(schema: z.ZodType<T>, items: readonly unknown[]): T[] {
  const parsed: T[] = [];
  for (const item of items) {
    const result = schema.safeParse(item);
    if (result.success) parsed.push(result.data);
  }
  return parsed;
}
