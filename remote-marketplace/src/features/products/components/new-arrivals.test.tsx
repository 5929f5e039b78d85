import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeApi,
  makeProduct,
  fakeCatalogue,
  reply,
  serveCatalogue,
  type FakeApi,
  renderWithQueryClient as render,
  signedInWithFakeApi,
} from '@leafbid/shared/testing';
import { NewArrivals } from './new-arrivals';

const day = (d: number): string => new Date(Date.UTC(2026, 10, d)).toISOString();
const products = [
  makeProduct({ id: 'p_1', Product_Name: 'Day One', Created_Time: day(1) }),
  makeProduct({ id: 'p_5', Product_Name: 'Day Five', Created_Time: day(5) }),
  makeProduct({ id: 'p_3', Product_Name: 'Day Three', Created_Time: day(3) }),
  makeProduct({
    id: 'p_9',
    Product_Name: 'Day Nine (inactive)',
    Created_Time: day(9),
    Product_Active: false,
  }),
  makeProduct({ id: 'p_4', Product_Name: 'Day Four', Created_Time: day(4) }),
  makeProduct({ id: 'p_2', Product_Name: 'Day Two', Created_Time: day(2) }),
];

let api: FakeApi;

signedInWithFakeApi(() => api);
beforeEach(() => {
  api = installFakeApi({
    'POST /token': { access_token: 'media-token', expires_in: 3600 },
  });
  serveCatalogue(api, products);
});

const cardNames = (): string[] =>
  within(screen.getByRole('list', { name: 'New arrivals' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');

describe("Dashboard 'New Arrivals' (spec §2)", () => {
  it('shows the 4 most recently created active products as product cards', async () => {
    render(<NewArrivals />);
    expect(screen.getByRole('heading', { name: 'New Arrivals' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'New arrivals' });
    expect(cardNames()).toEqual(['Day Five', 'Day Four', 'Day Three', 'Day Two']);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(4));
  });

  it("'Learn more' opens the product popup, with arrows through the four products", async () => {
    render(<NewArrivals />);
    const card = await screen.findByRole('article', { name: 'Day Two' });
    await userEvent.click(within(card).getByRole('button', { name: /learn more/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Day Two' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next product' }));
    expect(await screen.findByRole('dialog', { name: 'Day Five' })).toBeInTheDocument();
  });

  it('asks the API for the 4 newest active products only, never the whole catalogue', async () => {
    render(<NewArrivals />);
    await screen.findByRole('list', { name: 'New arrivals' });
    const calls = api.callsTo('GET /products');
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).search).toBe('?status=active&limit=4');
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(4));
  });

  it('shows an empty state when there is no active product', async () => {
    api.on('GET /products', { products: [] });
    render(<NewArrivals />);
    expect(await screen.findByText('No new arrivals yet')).toBeInTheDocument();
  });

  it('shows the error with a Retry button', async () => {
    api.on('GET /products', [
      reply(500, { error: 'Failed to fetch products' }),
      fakeCatalogue(products),
    ]);
    render(<NewArrivals />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'New arrivals' });
    expect(cardNames()).toHaveLength(4);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(4));
  });
});
