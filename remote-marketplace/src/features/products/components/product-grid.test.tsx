import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeIdentity,
  installFakeApi,
  makeProduct,
  resetStoresForTest,
  type FakeApi,
  renderWithQueryClient as render,
} from '@leafbid/shared/testing';
import { formatPotency } from '@leafbid/domain';
import { ProductGrid } from './product-grid';

jest.mock('@leafbid/domain', () => {
  const actual = jest.requireActual<{ formatPotency: typeof formatPotency }>('@leafbid/domain');
  // Counted: each card rendered formats its THC and CBD once.
  return { ...actual, formatPotency: jest.fn(actual.formatPotency) };
});
const formatted = jest.mocked(formatPotency);

let api: FakeApi;
beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  api = installFakeApi({ 'POST /token': { access_token: 'media-token', expires_in: 3600 } });
});
afterEach(() => api.restore());

describe('the grid on a new answer (issue 22)', () => {
  it('renders again only the cards that changed, and Learn more calls the latest handler', async () => {
    const pink = makeProduct({ id: 'p_grid_1', Product_Name: 'Pink Kush' });
    const blue = makeProduct({ id: 'p_grid_2', Product_Name: 'Blue Dream' });
    const first = jest.fn();
    const { rerender } = render(
      <ProductGrid products={[pink, blue]} onLearnMore={first} label="Products" />,
    );
    await screen.findAllByRole('img');
    expect(formatted).toHaveBeenCalledTimes(4);

    // The same cards in a new list, with the page's new handler: no card renders again.
    formatted.mockClear();
    const latest = jest.fn();
    rerender(<ProductGrid products={[pink, blue]} onLearnMore={latest} label="Products" />);
    expect(formatted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Learn more.*Pink Kush/ }));
    expect(latest).toHaveBeenCalledWith('p_grid_1');
    expect(first).not.toHaveBeenCalled();

    // One card changed: only it renders again.
    const renamed = { ...blue, Product_Name: 'Blue Dream #2' };
    rerender(<ProductGrid products={[pink, renamed]} onLearnMore={latest} label="Products" />);
    expect(formatted).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Blue Dream #2' })).toBeInTheDocument();
  });
});
