// Issue 22: the dashboard's pending orders show without the dialogs' code (the edit popup's form
// and rules, Radix AlertDialog); each is asked for when its button is pressed, pointed at or
// focused, and its dialog then opens as before.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@leafbid/shared/testing';
import { PendingOrders } from './pending-orders';
import { counteredBid, render, signedInBuyer } from './test-setup';

/** What has been loaded so far (a declaration: the mocks below run before this file's body). */
function mockLoaded(): string[] {
  const scope = globalThis as { loadedForTest?: string[] };
  return (scope.loadedForTest ??= []);
}
jest.mock('@radix-ui/react-alert-dialog', () => {
  mockLoaded().push('alert dialog');
  return jest.requireActual('@radix-ui/react-alert-dialog');
});
jest.mock('./edit/edit-order-modal', () => {
  mockLoaded().push('edit popup');
  return jest.requireActual('./edit/edit-order-modal');
});

let api: FakeApi | undefined;
afterEach(() => api?.restore());

it('the widget shows its bids and counter-offer without the dialogs’ code; each dialog loads when asked for', async () => {
  api = signedInBuyer([counteredBid()]);
  const user = userEvent.setup();
  render(<PendingOrders />);
  const item = await screen.findByRole('listitem');
  expect(within(item).getByText('Pink Kush')).toBeInTheDocument();
  expect(
    within(item).getByRole('button', { name: 'Accept the counter-offer for Pink Kush' }),
  ).toBeInTheDocument();
  expect(mockLoaded()).toEqual([]);

  await user.click(
    within(item).getByRole('button', { name: 'Edit the order request for Pink Kush' }),
  );
  expect(await screen.findByRole('dialog', { name: 'Edit Order Request' })).toBeInTheDocument();
  expect(mockLoaded()).toEqual(['edit popup']);
  await user.keyboard('{Escape}');

  // Focus alone asks for the confirm's code, before any press.
  within(item).getByRole('button', { name: 'Decline the counter-offer for Pink Kush' }).focus();
  await waitFor(() => expect(mockLoaded()).toEqual(['edit popup', 'alert dialog']));
  await user.click(
    within(item).getByRole('button', { name: 'Decline the counter-offer for Pink Kush' }),
  );
  expect(
    await screen.findByRole('alertdialog', { name: 'Decline the counter-offer?' }),
  ).toBeInTheDocument();
});
