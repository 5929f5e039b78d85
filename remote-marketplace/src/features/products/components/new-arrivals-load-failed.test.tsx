// Issue 22: New Arrivals' product popup with its code lost on the network opens, in its place, what
// happened with Cancel and Retry; the cards stay. Its own file: the module registry must not hold
// the popup from an earlier test.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithQueryClient as render } from '@leafbid/shared/testing';
import { mockNetwork, servingOneProductOnAFlakyNetwork } from '../../../testing/one-product';
import { NewArrivals } from './new-arrivals';

jest.mock('./product-popup', () => {
  if (mockNetwork().down) throw new Error('Loading chunk product-popup failed.');
  return jest.requireActual('./product-popup');
});

const FAILED = 'This window could not be loaded. Check your connection and try again.';

servingOneProductOnAFlakyNetwork();

// One test: once loaded, the popup's code is kept for the page's life (and this file's).
it('Learn more with the popup’s code lost: the failure opens under the product’s name; Cancel gives focus back, the next Learn more asks again, and Retry opens the popup', async () => {
  const user = userEvent.setup();
  render(<NewArrivals />);
  const card = await screen.findByRole('article', { name: 'Pink Kush' });
  const learnMore = within(card).getByRole('button', { name: /learn more/i });

  mockNetwork().down = true;
  await user.click(learnMore);
  let failure = await screen.findByRole('dialog', { name: 'Pink Kush' });
  expect(failure).toHaveAccessibleDescription(FAILED);
  // Behind the dialog (hidden from assistive technology while it is open), the card stays.
  expect(screen.getByRole('article', { name: 'Pink Kush', hidden: true })).toBeInTheDocument();

  await user.click(within(failure).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(learnMore).toHaveFocus();

  await user.click(learnMore);
  failure = await screen.findByRole('dialog', { name: 'Pink Kush' });
  expect(failure).toHaveAccessibleDescription(FAILED);

  mockNetwork().down = false;
  await user.click(within(failure).getByRole('button', { name: 'Retry' }));
  const popup = await screen.findByRole('dialog', { name: 'Pink Kush' });
  await waitFor(() => expect(popup).not.toHaveAccessibleDescription(FAILED));
  expect(within(popup).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(within(popup).getByRole('img', { name: 'Pink Kush' })).toBeInTheDocument();
});
