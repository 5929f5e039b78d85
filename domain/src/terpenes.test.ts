import { addTerpene, removeTerpene, splitTerpenes, terpeneSuggestions } from './terpenes';

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
