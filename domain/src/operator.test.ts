import { BID_STATUS_FLOW, nextBidStatus } from './operator';

describe('a bid moves forward one step at a time (spec §4 statuses, issue 35 Agreed)', () => {
  test.each([
    ['Not Started', 'Pending'],
    // The operator never makes a bid Agreed: only the buyer's acceptance of a counter-offer does.
    ['Pending', 'Approved'],
    ['Agreed', 'Approved'],
    ['Approved', 'Completed'],
    ['Completed', null],
  ] as const)('%s → %p', (status, next) => {
    expect(nextBidStatus(status)).toBe(next);
  });

  test('the board lists every status, Agreed between Pending and Approved', () => {
    expect(BID_STATUS_FLOW).toEqual(['Not Started', 'Pending', 'Agreed', 'Approved', 'Completed']);
  });
});
