import { randomBytes } from 'node:crypto';

/**
 * Prefixed random ids (c_ contact, p_ product, t_ task, f_ file, n_ note, d_ document, o_ outbox,
 * a_ agreement acceptance; issue 20: nt_ notification, co_ counter-offer, au_ audit record).
 */
export type IdPrefix = 'c' | 'p' | 't' | 'f' | 'n' | 'd' | 'o' | 'a' | 'nt' | 'co' | 'au';

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
