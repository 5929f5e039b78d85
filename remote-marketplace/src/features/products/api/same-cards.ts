// Issue 22: a card that comes again in another view's answer (typing "pin" then "pink" often finds
// the same products) is the object shown before when none of its fields changed, so the grid's
// memoised cards skip it and the keystroke's frame only draws what changed.
import { replaceEqualDeep } from '@tanstack/react-query';
import type { Product } from '@leafbid/domain';

/** Cards remembered, the least recently seen dropped first. */
const MAX_CARDS = 500;
const seen = new Map<string, Product>();

/** The same list, each card replaced by the one seen before when they are deeply equal. */
export function sameCards(cards: readonly Product[]): Product[] {
  return cards.map((card) => {
    const before = seen.get(card.id);
    const shared = before && replaceEqualDeep(before, card) === before ? before : card;
    seen.delete(card.id);
    seen.set(card.id, shared);
    if (seen.size > MAX_CARDS) seen.delete(seen.keys().next().value!);
    return shared;
  });
}
