// Spec §5 Product submission: "Terpenes are added with Enter, Tab or comma; duplicates are ignored;
// they can be removed; suggestions show at most 6 matches that are not already chosen."
import { TERPENE_SUGGESTIONS, TERPENE_SUGGESTION_LIMIT } from './constants';
import { TERPENE_NAME_MESSAGES } from './terpene-names.messages';

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

type TerpeneKey = keyof typeof TERPENE_NAME_MESSAGES;

/** 'Beta-Caryophyllene' (any case) → 'betaCaryophyllene', the key of its TERPENE_NAME_MESSAGES text. */
function messageKey(name: string): string {
  const [first = '', ...rest] = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [
    first.toLowerCase(),
    ...rest.map((p) => p[0]!.toUpperCase() + p.slice(1).toLowerCase()),
  ].join('');
}

/**
 * A terpene as a person reads it, in the active locale (issue 35: fr-CA gives the French chemical
 * name, 'Myrcène'). A name of the §3 suggestion list is matched whatever its case; any other (free
 * entry) shows as typed. The stored value stays the English one.
 */
export function terpeneLabel(name: string): string {
  const key = messageKey(name.trim());
  return Object.hasOwn(TERPENE_NAME_MESSAGES, key)
    ? TERPENE_NAME_MESSAGES[key as TerpeneKey]
    : name.trim();
}

/** A comma-separated terpene field (Highest_Terpenes, Terpen) with each name in the active locale. */
export function terpeneNamesLabel(value: string | null | undefined): string {
  return splitTerpenes(value).map(terpeneLabel).join(', ');
}
