import { catalogueQuerySchema, catalogueQueryToView } from './catalogue-query';
import { DEFAULT_CATALOGUE_VIEW } from '../catalogue-query';
import { issueText } from './issue-message';

const firstError = (query: Record<string, unknown>) => {
  const result = catalogueQuerySchema.safeParse(query);
  return result.success
    ? null
    : {
        path: result.error.issues[0]?.path.join('.'),
        message: result.error.issues.map(issueText)[0],
      };
};

describe('GET /products query', () => {
  test('an empty query is the default view of 24 cards', () => {
    expect(catalogueQueryToView(catalogueQuerySchema.parse({}))).toEqual({
      ...DEFAULT_CATALOGUE_VIEW,
      limit: 24,
    });
  });

  test('parameters become the view (one cat or several)', () => {
    const q = catalogueQuerySchema.parse({
      q: ' kush ',
      cat: 'Indica',
      thcMin: '20',
      qtyMax: '5000',
      limit: '4',
      sort: 'alphabetical',
    });
    expect(catalogueQueryToView(q)).toMatchObject({
      filters: { name: 'kush', categories: ['Indica'], thc: [20, 100], quantity: [0, 5000] },
      sort: 'alphabetical',
      limit: 4,
    });
    expect(catalogueQuerySchema.parse({ cat: ['Indica', 'Hybrid'] }).cat).toEqual([
      'Indica',
      'Hybrid',
    ]);
  });

  test.each([
    [{ thcMin: 'abc' }, 'thcMin', 'thcMin must be a number from 0 to 100'],
    [{ cbdMax: '101' }, 'cbdMax', 'cbdMax must be a number from 0 to 100'],
    [{ qtyMin: '-1' }, 'qtyMin', 'qtyMin must be a number from 0 to 1000000'],
    [{ thcMin: '50', thcMax: '10' }, 'thcMin', 'thcMin must not exceed thcMax'],
    [{ limit: '0' }, 'limit', 'limit must be a whole number from 1 to 100'],
    [{ limit: '101' }, 'limit', 'limit must be a whole number from 1 to 100'],
    [{ sort: 'cheapest' }, 'sort', "sort must be one of 'newest', 'alphabetical', 'price', 'thc'"],
    [{ status: 'inactive' }, 'status', "status must be 'active'"],
    [{ owner: 'someone' }, 'owner', "owner must be 'me'"],
    [{ q: 'x'.repeat(201) }, 'q', 'q must be at most 200 characters'],
    [{ cat: Array(11).fill('Indica') }, 'cat', 'cat may repeat at most 10 times'],
  ])('%p is refused naming %s', (query, path, message) => {
    expect(firstError(query)).toEqual({ path, message });
  });
});
