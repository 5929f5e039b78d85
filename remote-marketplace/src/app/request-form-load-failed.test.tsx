// Issue 22: the request form's code lost on the network (it loads with the product popup's): the
// popup still opens with the product, and says in the form's place what happened, with Retry.
// Its own file: the module registry must not hold the form from an earlier test.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, renderWithQueryClient as render } from '@leafbid/shared/testing';
import { serveOneProduct } from '../testing/one-product';
import { MemoryRouter } from 'react-router-dom';
import NewArrivals from './exposes/new-arrivals';

/** Whether the form's chunk fails to load now (a declaration: the mock runs before the body). */
function mockNetwork(): { down: boolean } {
  const scope = globalThis as { networkForTest?: { down: boolean } };
  return (scope.networkForTest ??= { down: false });
}
jest.mock('../features/purchase-request/components/purchase-request-form', () => {
  if (mockNetwork().down) throw new Error('Loading chunk product-popup failed.');
  return jest.requireActual('../features/purchase-request/components/purchase-request-form');
});

let api: FakeApi;

beforeEach(() => {
  api = serveOneProduct();
});

afterEach(() => {
  api.restore();
  mockNetwork().down = false;
});

it('the popup opens without its form, says why, and Retry brings the form', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <NewArrivals />
    </MemoryRouter>,
  );
  const card = await screen.findByRole('article', { name: 'Pink Kush' });

  mockNetwork().down = true;
  await user.click(within(card).getByRole('button', { name: /learn more/i }));
  const popup = await screen.findByRole('dialog', { name: 'Pink Kush' });
  expect(await within(popup).findByRole('alert')).toHaveTextContent(
    'This window could not be loaded. Check your connection and try again.',
  );
  expect(within(popup).queryByRole('heading', { name: 'Send a request' })).not.toBeInTheDocument();

  mockNetwork().down = false;
  await user.click(within(popup).getByRole('button', { name: 'Retry' }));
  expect(await within(popup).findByRole('heading', { name: 'Send a request' })).toBeInTheDocument();
  expect(within(popup).queryByText(/could not be loaded/)).not.toBeInTheDocument();
});
