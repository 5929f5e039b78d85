// Issue 22: a dialog's code that cannot be loaded (a chunk lost on a phone's network) opens, in
// the dialog's place, what happened with Cancel and Retry; the list behind it stays as it was.
// Its own file: the module registry must not hold the dialogs from an earlier test.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@leafbid/shared/testing';
import { PendingOrders } from './pending-orders';
import { counteredBid, render, signedInBuyer } from './test-setup';

/** Whether the dialogs' chunks fail to load now (a declaration: the mocks run before the body). */
function mockNetwork(): { down: boolean } {
  const scope = globalThis as { networkForTest?: { down: boolean } };
  return (scope.networkForTest ??= { down: false });
}
jest.mock('./edit/edit-order-modal', () => {
  if (mockNetwork().down) throw new Error('Loading chunk 416 failed.');
  return jest.requireActual('./edit/edit-order-modal');
});
jest.mock('./counter-answer-dialog', () => {
  if (mockNetwork().down) throw new Error('Loading chunk 205 failed.');
  return jest.requireActual('./counter-answer-dialog');
});

const FAILED = 'This window could not be loaded. Check your connection and try again.';

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  mockNetwork().down = false;
});

it('Edit with its code lost: the failure opens under the popup’s title; Cancel gives focus back, and the next Edit asks again', async () => {
  api = signedInBuyer([counteredBid()]);
  const user = userEvent.setup();
  render(<PendingOrders />);
  const item = await screen.findByRole('listitem');
  const edit = within(item).getByRole('button', { name: 'Edit the order request for Pink Kush' });

  mockNetwork().down = true;
  await user.click(edit);
  const failure = await screen.findByRole('dialog', { name: 'Edit Order Request' });
  expect(failure).toHaveAccessibleDescription(FAILED);
  expect(within(failure).queryByLabelText('Quantity (grams)')).not.toBeInTheDocument();

  await user.click(within(failure).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(edit).toHaveFocus();
  expect(within(item).getByText('Pink Kush')).toBeInTheDocument();

  mockNetwork().down = false;
  await user.click(edit);
  const popup = await screen.findByRole('dialog', { name: 'Edit Order Request' });
  expect(await within(popup).findByLabelText('Quantity (grams)')).toBeInTheDocument();
  expect(popup).not.toHaveAccessibleDescription(FAILED);
});

it('Accept with the confirm’s code lost: Retry loads it and the confirm opens', async () => {
  api = signedInBuyer([counteredBid()]);
  const user = userEvent.setup();
  render(<PendingOrders />);
  const item = await screen.findByRole('listitem');

  mockNetwork().down = true;
  await user.click(
    within(item).getByRole('button', { name: 'Accept the counter-offer for Pink Kush' }),
  );
  const failure = await screen.findByRole('dialog', { name: 'Accept the counter-offer?' });
  expect(failure).toHaveAccessibleDescription(FAILED);

  mockNetwork().down = false;
  await user.click(within(failure).getByRole('button', { name: 'Retry' }));
  expect(
    await screen.findByRole('alertdialog', { name: 'Accept the counter-offer?' }),
  ).toBeInTheDocument();
  expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
});
