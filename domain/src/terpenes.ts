// Spec §5 Product submission: "Terpenes are added with Enter, Tab or comma; duplicates are ignored;
// they can be removed; suggestions show at most 6 matches that are not already chosen."
import { TERPENE_SUGGESTIONS, TERPENE_SUGGESTION_LIMIT } from './constants';

const key = (name: string): string => name.trim().toLowerCase();

/** Keys that commit the typed terpene. */
export const TERPENE_COMMIT_KEYS = ['Enter', 'Tab', ','] as const;

/** Adds a terpene (trimmed); empty entries and duplicates (case-insensitive) are ignored. */
export function addTerpene(chosen: readonly string[], entry: string): string[] {
  const name = entry.replace(/,/g, '').trim();
  if (!name || chosen.some((t) => key(t) === key(name))) return [...chosen];
  return [...chosen, name];
}

export function removeTerpene(chosen: readonly string[], name: string): string[] {
  return chosen.filter((t) => key(t) !== key(name));
}

/** Suggestions containing the query, not already chosen, at most 6. */
export function terpeneSuggestions(
  query: string,
  chosen: readonly string[],
  suggestions: readonly string[] = TERPENE_SUGGESTIONS,
): string[] {
  const q = key(query);
  if (!q) return [];
  const taken = new Set(chosen.map(key));
  return suggestions
    .filter((s) => key(s).includes(q) && !taken.has(key(s)))
    .slice(0, TERPENE_SUGGESTION_LIMIT);
}

/** Splits a comma-separated terpene field (Terpen, Highest_Terpenes) into names. */
export function splitTerpenes(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}
