// Issue 22: New Arrivals show their cards without the product popup's code; it is asked for once
// the widget is focused in or pointed at, or a card opened. Its own file: the module registry
// must not have loaded the popup in an earlier test.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, renderWithQueryClient as render } from '@leafbid/shared/testing';
import { serveOneProduct } from '../../../testing/one-product';
import { NewArrivals } from './new-arrivals';

/** What has been loaded so far (a declaration: the mock below runs before this file's body). */
function mockLoaded(): string[] {
  const scope = globalThis as { loadedForTest?: string[] };
  return (scope.loadedForTest ??= []);
}
jest.mock('./product-popup', () => {
  mockLoaded().push('popup');
  return jest.requireActual('./product-popup');
});

let api: FakeApi;

beforeEach(() => {
  api = serveOneProduct();
});

afterEach(() => api.restore());

it('shows its cards without the popup’s code, asked for once the widget is focused in; the popup then opens', async () => {
  render(<NewArrivals />);
  const card = await screen.findByRole('article', { name: 'Pink Kush' });
  await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1));
  expect(mockLoaded()).toEqual([]);

  within(card)
    .getByRole('button', { name: /learn more/i })
    .focus();
  await waitFor(() => expect(mockLoaded()).toEqual(['popup']));
  await userEvent.click(within(card).getByRole('button', { name: /learn more/i }));
  expect(await screen.findByRole('dialog', { name: 'Pink Kush' })).toBeInTheDocument();
});
