import { z } from 'zod';

/** Optional free text on the wire: trimmed, bounded, null clears it. */
export const optionalText = (max = 200) => z.string().trim().max(max).nullable().optional();

export const idParams = z.object({ id: z.string().trim().min(1).max(64) });

export const errorBody = z.object({ error: z.string() });

export const isoTime = (d: Date | null): string | null => (d ? d.toISOString() : null);
