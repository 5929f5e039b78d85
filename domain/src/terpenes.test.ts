import { TERPENE_SUGGESTIONS } from './constants';
import fr from './locales/fr-CA.json';
import { activateTestLocale, resetTestLocale } from './testing';
import {
  addTerpene,
  removeTerpene,
  splitTerpenes,
  terpeneLabel,
  terpeneNamesLabel,
  terpeneSuggestions,
} from './terpenes';

describe('terpenes are added; duplicates are ignored; they can be removed', () => {
  test.each<[string[], string, string[]]>([
    [[], 'Myrcene', ['Myrcene']],
    [['Myrcene'], ' Limonene ', ['Myrcene', 'Limonene']],
    [['Myrcene'], 'myrcene', ['Myrcene']],
    [['Myrcene'], 'Limonene,', ['Myrcene', 'Limonene']],
    [['Myrcene'], '   ', ['Myrcene']],
    [[], 'My own blend', ['My own blend']],
  ])('addTerpene(%p, %p) → %p', (chosen, entry, expected) => {
    expect(addTerpene(chosen, entry)).toEqual(expected);
  });

  test('removeTerpene drops the name', () => {
    expect(removeTerpene(['Myrcene', 'Linalool'], 'myrcene')).toEqual(['Linalool']);
  });
});

describe('suggestions show at most 6 matches that are not already chosen', () => {
  test.each<[string, string[], (s: string[]) => void]>([
    ['e', [], (s) => expect(s).toHaveLength(6)],
    ['myr', [], (s) => expect(s).toEqual(['Myrcene'])],
    ['myr', ['Myrcene'], (s) => expect(s).toEqual([])],
    ['-PINENE', ['Alpha-Pinene'], (s) => expect(s).toEqual(['Beta-Pinene'])],
    ['', [], (s) => expect(s).toEqual([])],
  ])('query %p with %p chosen', (query, chosen, check) => {
    check(terpeneSuggestions(query, chosen));
  });
});

test.each([
  ['Myrcene, Limonene', ['Myrcene', 'Limonene']],
  [' Myrcene,,', ['Myrcene']],
  [null, []],
])('splitTerpenes(%p)', (value, expected) => {
  expect(splitTerpenes(value)).toEqual(expected);
});

// Issue 35 (docs/glossary-fr-CA.md): terpenes show by their French chemical names in fr-CA; the
// stored names stay the English ones of the suggestion list.
describe('a terpene reads in the active locale', () => {
  afterEach(() => resetTestLocale());

  it('en-CA: every suggestion reads as the spec writes it', () => {
    for (const name of TERPENE_SUGGESTIONS) expect(terpeneLabel(name)).toBe(name);
  });

  it('fr-CA: every suggestion has its French name', () => {
    activateTestLocale('fr-CA', fr);
    const french = TERPENE_SUGGESTIONS.map(terpeneLabel);
    expect(new Set(french).size).toBe(TERPENE_SUGGESTIONS.length);
    expect(french.filter((label, i) => label !== TERPENE_SUGGESTIONS[i]).length).toBeGreaterThan(
      40,
    );
  });

  test.each<[string, string]>([
    ['Myrcene', 'Myrcène'],
    ['myrcene', 'Myrcène'],
    [' BETA-CARYOPHYLLENE ', 'Bêta-caryophyllène'],
    ['Linalool', 'Linalol'],
    ['Caryophyllene Oxide', 'Oxyde de caryophyllène'],
    ['Terpinen-4-ol', 'Terpinène-4-ol'],
    ['p-Cymene', 'p-Cymène'],
    ['Germacrene D', 'Germacrène D'],
    ['Wild Lemon', 'Wild Lemon'],
    ['constructor', 'constructor'],
  ])('fr-CA terpeneLabel(%p) = %p', (name, expected) => {
    activateTestLocale('fr-CA', fr);
    expect(terpeneLabel(name)).toBe(expected);
  });

  it('a comma-separated field reads name by name', () => {
    activateTestLocale('fr-CA', fr);
    expect(terpeneNamesLabel('Myrcene, Limonene,Humulene, my blend')).toBe(
      'Myrcène, Limonène, Humulène, my blend',
    );
    expect(terpeneNamesLabel(null)).toBe('');
  });
});
