// Issue 22: the dashboard's New Arrivals show their cards without the request form's code; it is
// asked for with the product popup's (features/products' new-arrivals-lazy.test has the popup's part),
// and the popup then opens with its form as before.
import { screen, waitFor, within } from '@testing-library/react';
import type { FakeApi } from '@leafbid/shared/testing';
import { serveOneProduct } from '../testing/one-product';
import { openNewArrivals } from '../testing/open-new-arrivals';

/** What has been loaded so far (a declaration: the mocks below run before this file's body). */
function mockLoaded(): string[] {
  const scope = globalThis as { loadedForTest?: string[] };
  return (scope.loadedForTest ??= []);
}
jest.mock('../features/purchase-request/components/purchase-request-form', () => {
  mockLoaded().push('request form');
  return jest.requireActual('../features/purchase-request/components/purchase-request-form');
});

let api: FakeApi;

beforeEach(() => {
  api = serveOneProduct();
});

afterEach(() => api.restore());

it('New Arrivals show their cards without the request form’s code; it loads when a card is opened', async () => {
  const { user, card } = await openNewArrivals();
  await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1));
  expect(mockLoaded()).toEqual([]);

  await user.click(within(card).getByRole('button', { name: /learn more/i }));
  const popup = await screen.findByRole('dialog', { name: 'Pink Kush' });
  expect(await within(popup).findByRole('heading', { name: 'Send a request' })).toBeInTheDocument();
  expect(mockLoaded()).toEqual(['request form']);
});
