import { itemsOf, queryString, replaceIn } from './operator-api';

describe("the console's list helpers", () => {
  it('writes repeated keys for arrays and leaves out empty values', () => {
    expect(queryString({ status: ['Pending', 'Approved'], q: '', cursor: null, limit: 25 })).toBe(
      '?status=Pending&status=Approved&limit=25',
    );
    expect(queryString({ cursor: undefined })).toBe('');
  });

  it('shows a row that moved to the next page between two requests once', () => {
    const pages = [{ data: [{ id: 'a' }, { id: 'b' }] }, { data: [{ id: 'b' }, { id: 'c' }] }];
    expect(itemsOf(pages).map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(itemsOf(undefined)).toEqual([]);
  });

  it('replaces an item on whichever page holds it', () => {
    const infinite = { pages: [{ data: [{ id: 'a', n: 1 }] }, { data: [{ id: 'b', n: 1 }] }] };
    expect(replaceIn(infinite, { id: 'b', n: 2 })?.pages[1]?.data).toEqual([{ id: 'b', n: 2 }]);
    expect(replaceIn(undefined, { id: 'b', n: 2 })).toBeUndefined();
  });
});
