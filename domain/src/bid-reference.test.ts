import { bidReference } from './bid-reference';

describe('bidReference', () => {
  it.each([
    ['t_Ab3xY9qLzzzz', '#Ab3xY9qL'],
    ['t_short', '#short'],
    ['legacy-id-1234', '#legacy-i'],
  ])('%s → %s', (id, expected) => {
    expect(bidReference(id)).toBe(expected);
  });
});
