import {
  approvedOrders,
  declinedOrders,
  isApprovedStatus,
  isDeclinedStatus,
  isOrderRequest,
  isPendingStatus,
  pendingOrders,
  purchaseRequestSubject,
} from './order-request';
import type { Task } from './types';

describe("a task counts as an order request when its Subject is 'New order request' or starts with 'Purchase request:', or its Task_Type is 'Purchase request'", () => {
  test.each<[string, Pick<Task, 'Subject' | 'Task_Type'>, boolean]>([
    ['Subject New order request', { Subject: 'New order request' }, true],
    ['Subject Purchase request: Pink Kush', { Subject: 'Purchase request: Pink Kush' }, true],
    [
      'Task_Type Purchase request',
      { Subject: 'Something else', Task_Type: 'Purchase request' },
      true,
    ],
    ['a support request', { Subject: 'New support request' }, false],
    ['Subject mentioning purchase request later', { Subject: 'Re: Purchase request: X' }, false],
    ['no subject nor type', { Subject: null, Task_Type: null }, false],
  ])('%s → %p', (_name, task, expected) => {
    expect(isOrderRequest(task)).toBe(expected);
  });
});

describe('Pending group: Not Started or Pending; Approved group: Approved or Completed', () => {
  test.each([
    ['Not Started', true, false],
    ['Pending', true, false],
    // Issue 35: an accepted counter-offer settles the bid: not editable, not approved either.
    ['Agreed', false, false],
    ['Approved', false, true],
    ['Completed', false, true],
    // Issue 35: declined by the operator: in neither group (declinedOrders lists it).
    ['Declined', false, false],
    ['Cancelled', false, false],
    [null, false, false],
  ])('status %p: pending %p, approved %p', (status, pending, approved) => {
    expect(isPendingStatus(status)).toBe(pending);
    expect(isApprovedStatus(status)).toBe(approved);
  });

  test('pendingOrders and approvedOrders keep only order requests of their group', () => {
    const tasks = [
      { id: 'a', Subject: 'Purchase request: A', Status: 'Not Started' as const },
      { id: 'b', Subject: 'New support request', Status: 'Not Started' as const },
      { id: 'c', Subject: 'New order request', Status: 'Completed' as const },
      { id: 'd', Subject: 'Purchase request: D', Status: 'Agreed' as const },
    ];
    // Issue 35: an Agreed bid still waits for the operator: listed with the pending ones.
    expect(pendingOrders(tasks).map((t) => t.id)).toEqual(['a', 'd']);
    expect(approvedOrders(tasks).map((t) => t.id)).toEqual(['c']);
  });

  test('declinedOrders keeps only order requests the operator declined (issue 35)', () => {
    const tasks = [
      { id: 'a', Subject: 'Purchase request: A', Status: 'Declined' as const },
      { id: 'b', Subject: 'Purchase request: B', Status: 'Pending' as const },
      { id: 'c', Subject: 'New support request', Status: 'Declined' as const },
      { id: 'd', Subject: 'Purchase request: D', Status: 'Approved' as const },
    ];
    expect(declinedOrders(tasks).map((t) => t.id)).toEqual(['a']);
    expect(pendingOrders(tasks).map((t) => t.id)).toEqual(['b']);
    expect(approvedOrders(tasks).map((t) => t.id)).toEqual(['d']);
    expect(isDeclinedStatus('Declined')).toBe(true);
    expect(isDeclinedStatus('Pending')).toBe(false);
  });
});

test("a purchase request's Subject is 'Purchase request: {product}'", () => {
  expect(purchaseRequestSubject('Pink Kush')).toBe('Purchase request: Pink Kush');
});
