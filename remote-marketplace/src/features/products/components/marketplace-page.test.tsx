import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useProductsStore } from '@leafbid/shared';
import {
  createFakeIdentity,
  installFakeApi,
  makeProduct,
  reply,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import { MarketplacePage } from './marketplace-page';

const older = makeProduct({
  id: 'p_old',
  Product_Name: 'Zkittlez',
  Created_Time: '2026-10-01T00:00:00.000Z',
});
const newest = makeProduct({
  id: 'p_new',
  Product_Name: 'Blue Dream',
  Created_Time: '2026-11-10T00:00:00.000Z',
});
const middle = makeProduct({
  id: 'p_mid',
  Product_Name: 'Gelato',
  Created_Time: '2026-10-20T00:00:00.000Z',
});
const inactive = makeProduct({ id: 'p_off', Product_Name: 'Archived Haze', Product_Active: false });
const activeAsText = makeProduct({
  id: 'p_yes',
  Product_Name: 'Amnesia',
  Product_Active: 'yes',
  Created_Time: '2026-09-01T00:00:00.000Z',
});

let api: FakeApi;

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  api = installFakeApi({
    'POST /token': { access_token: 'media-token', expires_in: 3600 },
    'GET /products': { products: [older, inactive, newest, activeAsText, middle] },
  });
});

afterEach(() => api.restore());

const cardNames = (): string[] =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');

async function renderPage(): Promise<void> {
  render(<MarketplacePage />);
  await screen.findByRole('list', { name: 'Products' });
  // Let the cover image URLs settle.
  await waitFor(() => expect(screen.getAllByRole('img').length).toBeGreaterThan(0));
}

describe('Marketplace (spec §2)', () => {
  it("has the heading 'Marketplace' and the 'Get in touch' call-to-action in the sidebar", async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Marketplace sidebar' });
    expect(within(sidebar).getByRole('button', { name: 'Get in touch' })).toBeInTheDocument();
  });

  it('shows only products whose active flag is true', async () => {
    await renderPage();
    expect(cardNames()).not.toContain('Archived Haze');
    expect(cardNames()).toContain('Amnesia');
    expect(cardNames()).toHaveLength(4);
  });

  it("sorts by 'New arrivals' (newest first) by default and by 'Alphabetical' on request", async () => {
    await renderPage();
    const newArrivals = screen.getByRole('button', { name: 'New arrivals' });
    const alphabetical = screen.getByRole('button', { name: 'Alphabetical' });
    expect(newArrivals).toHaveAttribute('aria-pressed', 'true');
    expect(alphabetical).toHaveAttribute('aria-pressed', 'false');
    expect(cardNames()).toEqual(['Blue Dream', 'Gelato', 'Zkittlez', 'Amnesia']);

    await userEvent.click(alphabetical);
    expect(alphabetical).toHaveAttribute('aria-pressed', 'true');
    expect(newArrivals).toHaveAttribute('aria-pressed', 'false');
    expect(cardNames()).toEqual(['Amnesia', 'Blue Dream', 'Gelato', 'Zkittlez']);

    await userEvent.click(newArrivals);
    expect(cardNames()).toEqual(['Blue Dream', 'Gelato', 'Zkittlez', 'Amnesia']);
  });

  it('shows a loading state while the products are fetched', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.on('GET /products', () => new Promise((resolve) => (answer = resolve)) as never);
    render(<MarketplacePage />);
    expect(await screen.findByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    answer({ products: [newest] });
    expect(await screen.findByRole('heading', { name: 'Blue Dream' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
    await screen.findByRole('img');
  });

  it('shows an empty state when no active product is listed', async () => {
    api.on('GET /products', { products: [inactive] });
    render(<MarketplacePage />);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('shows the error and fetches again on Retry', async () => {
    api.on('GET /products', [
      reply(500, { error: 'Failed to fetch products' }),
      { products: [newest] },
    ]);
    render(<MarketplacePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Blue Dream' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET /products')).toHaveLength(2);
    await screen.findByRole('img');
  });

  it('uses the cached product list instead of fetching again (10-minute cache)', async () => {
    useProductsStore.setState({ products: [newest], fetchedAt: Date.now() });
    render(<MarketplacePage />);
    expect(screen.getByRole('heading', { name: 'Blue Dream' })).toBeInTheDocument();
    await screen.findByRole('img');
    expect(api.callsTo('GET /products')).toHaveLength(0);
  });
});
