// Issue 22: the request form's code lost on the network (it loads with the product popup's): the
// popup still opens with the product, and the kernel's DialogLoadFailed says what happened, with
// Retry (and Cancel, which closes the popup).
// Its own file: the module registry must not hold the form from an earlier test.
import { screen, within } from '@testing-library/react';
import { mockNetwork, servingOneProductOnAFlakyNetwork } from '../testing/one-product';
import { openNewArrivals } from '../testing/open-new-arrivals';

jest.mock('../features/purchase-request/components/purchase-request-form', () => {
  if (mockNetwork().down) throw new Error('Loading chunk product-popup failed.');
  return jest.requireActual('../features/purchase-request/components/purchase-request-form');
});

servingOneProductOnAFlakyNetwork();

it('the popup opens without its form, says why; Cancel closes it, and Retry brings the form', async () => {
  const { user, card } = await openNewArrivals();
  const learnMore = () => user.click(within(card).getByRole('button', { name: /learn more/i }));
  // Issue 36: the kernel's DialogLoadFailed, titled as the form it stands for.
  const failedDialog = () => screen.findByRole('dialog', { name: 'Send a request' });

  mockNetwork().down = true;
  await learnMore();
  await user.click(within(await failedDialog()).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog', { name: 'Pink Kush' })).not.toBeInTheDocument();
  expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();

  await learnMore();
  // Behind the failure's dialog (hidden from assistive technology while that is open).
  const title = await screen.findByRole('heading', { name: 'Pink Kush', level: 2, hidden: true });
  const popup = title.closest<HTMLElement>('[role="dialog"]')!;
  const failed = await failedDialog();
  expect(failed).toHaveTextContent(
    'This window could not be loaded. Check your connection and try again.',
  );
  expect(
    within(popup).queryByRole('heading', { name: 'Send a request', hidden: true }),
  ).not.toBeInTheDocument();

  mockNetwork().down = false;
  await user.click(within(failed).getByRole('button', { name: 'Retry' }));
  expect(await within(popup).findByRole('heading', { name: 'Send a request' })).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Pink Kush' })).toBe(popup);
  expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
});
