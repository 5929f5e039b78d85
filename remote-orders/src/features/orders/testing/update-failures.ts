// Spec §8's texts for an order update the API did not take, shared by the edit hook's and the Edit
// Order Request popup's tests: each case, the API's answer and the text the buyer is given.
import { networkError, reply, type FakeAnswer } from '@leafbid/shared/testing';

export const UPDATE_FAILURES: Array<[string, FakeAnswer, string]> = [
  ['a server error', reply(500, {}), 'Failed to update order. Please try again.'],
  [
    'a network failure',
    networkError(),
    'Network error. Please check your connection and try again.',
  ],
  [
    'the automation service',
    reply(502, { error: 'automation service unavailable' }),
    'Failed to send update notification. Your changes were saved locally.',
  ],
];

/** The API refusing a quantity over what is available (`max` g): its text is the buyer's. */
export function insufficientQuantity(label: string, max: number): [string, FakeAnswer, string] {
  const error = `❌ Insufficient quantity. Max available: ${max}g`;
  return [label, reply(400, { error, field: 'quantity' }), error];
}
