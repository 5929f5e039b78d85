import { useEffect } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { bus } from '@leafbid/shared';
import {
  fakeCatalogue,
  installFakeApi,
  makeProduct,
  reply,
  type FakeApi,
  renderWithQueryClient as render,
  signedInWithFakeApi,
} from '@leafbid/shared/testing';
import type { Product } from '@leafbid/domain';
import { MarketplacePage } from './marketplace-page';

const day = (d: number) => new Date(Date.UTC(2026, 10, d)).toISOString();
const kush = makeProduct({
  id: 'p_kush',
  Product_Name: 'Pink Kush',
  Created_Time: day(10),
  Categories: ['Indica'],
  Product_Category: 'Cannabis hash',
  THC_Min: 22,
  THC_Max: 26,
});
const haze = makeProduct({
  id: 'p_haze',
  Product_Name: 'Super Lemon Haze',
  Created_Time: day(9),
  Categories: ['Sativa'],
  Certification: ['GPP'],
  THC_Min: 18,
  THC_Max: 19,
});
const gelato = makeProduct({
  id: 'p_gelato',
  Product_Name: 'Gelato',
  Created_Time: day(8),
  Categories: ['Hybrid'],
  THC_Min: 0,
  THC_Max: 0,
});
const archived = makeProduct({ id: 'p_off', Product_Name: 'Archived Haze', Product_Active: false });
const batch = Array.from({ length: 30 }, (_, i) =>
  makeProduct({
    id: `p_b${i}`,
    Product_Name: `Batch ${String(i).padStart(2, '0')}`,
    Created_Time: day(1),
  }),
);

let api: FakeApi;
/** Shows the router's location, so a test can read the URL the page set. */
function LocationProbe() {
  const here = useLocation();
  return <output data-testid="location">{`${here.pathname}${here.search}`}</output>;
}
const currentUrl = (): string => screen.getByTestId('location').textContent ?? '';
/** The browser's Back button (outside the page, as the browser's is). */
let browserBack: () => void = () => {};
function BackButton() {
  const navigate = useNavigate();
  useEffect(() => {
    browserBack = () => void navigate(-1);
  }, [navigate]);
  return null;
}

function installCatalogue(products: Product[]): void {
  api.on('GET /products', fakeCatalogue(products));
  api.on('GET /products/:id', ({ params }) => {
    const found = products.find((p) => p.id === params.id);
    return found
      ? { product: { ...found, Description: `Whole ${found.Product_Name}` } }
      : reply(404, { error: 'Failed to fetch product' });
  });
}

signedInWithFakeApi(() => api);
beforeEach(() => {
  api = installFakeApi({ 'POST /token': { access_token: 'media-token', expires_in: 3600 } });
  installCatalogue([kush, haze, gelato, archived]);
});

const cardNames = (): string[] =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
const lastQuery = () => new URL(api.callsTo('GET /products').at(-1)!.url).searchParams;

function renderAt(entry = '/marketplace'): void {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <MarketplacePage />
      <LocationProbe />
      <BackButton />
    </MemoryRouter>,
  );
}

async function renderPage(entry = '/marketplace'): Promise<void> {
  renderAt(entry);
  await screen.findByRole('list', { name: 'Products' });
}

async function waitForCards(names: string[]): Promise<void> {
  await waitFor(() => expect(cardNames()).toEqual(names));
}

describe('Marketplace (spec §2)', () => {
  it("has the heading, the filters panel and 'Get in touch' in the sidebar, and a result count", async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Marketplace sidebar' });
    expect(within(sidebar).getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Get in touch' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 products')).toBeInTheDocument();
  });

  it('asks the API for one page of active products and shows them newest first', async () => {
    await renderPage();
    expect(cardNames()).toEqual(['Pink Kush', 'Super Lemon Haze', 'Gelato']);
    expect(lastQuery().get('status')).toBe('active');
    expect(lastQuery().get('limit')).toBe('24');
  });

  it("'Alphabetical' sorts through the API and is kept in the URL; 'New arrivals' goes back", async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Alphabetical' }));
    await waitForCards(['Gelato', 'Pink Kush', 'Super Lemon Haze']);
    expect(currentUrl()).toBe('/marketplace?sort=alphabetical');
    expect(screen.getByRole('button', { name: 'Alphabetical' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'New arrivals' }));
    await waitForCards(['Pink Kush', 'Super Lemon Haze', 'Gelato']);
    expect(currentUrl()).toBe('/marketplace');
  });

  it('issue 18: THC (high to low) and price (low to high) sort through the API and stay in the URL', async () => {
    installCatalogue([
      { ...kush, Min_Request_G_Including_5_markup: 3.5 },
      { ...haze, Min_Request_G_Including_5_markup: 1.25 },
      { ...gelato, Min_Request_G_Including_5_markup: null },
    ]);
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'THC: high to low' }));
    await waitForCards(['Pink Kush', 'Super Lemon Haze', 'Gelato']);
    expect(currentUrl()).toBe('/marketplace?sort=thc');
    expect(lastQuery().get('sort')).toBe('thc');
    await userEvent.click(screen.getByRole('button', { name: 'Price: low to high' }));
    await waitForCards(['Super Lemon Haze', 'Pink Kush', 'Gelato']);
    expect(currentUrl()).toBe('/marketplace?sort=price');
    expect(lastQuery().get('sort')).toBe('price');
    expect(screen.getByRole('button', { name: 'Price: low to high' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('the name search narrows the grid as the user types (case-insensitive)', async () => {
    await renderPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'HAZE');
    await waitForCards(['Super Lemon Haze']);
    expect(currentUrl()).toBe('/marketplace?q=HAZE');
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('HAZE');
    expect(screen.getByText('Showing 1 product')).toBeInTheDocument();
  });

  it('a filter change asks for its first page once, from the change itself (not again on render)', async () => {
    await renderPage();
    const before = api.callsTo('GET /products').length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'ha');
    await waitForCards(['Super Lemon Haze']);
    const asked = api
      .callsTo('GET /products')
      .slice(before)
      .map((call) => call.query.q);
    // One request per view ('h', then 'ha'), none repeated by the render that shows it.
    expect(asked).toEqual(['h', 'ha']);
  });

  it('the Indica / Sativa / Hybrid toggles match any selected', async () => {
    await renderPage();
    const group = screen.getByRole('group', { name: 'Indica, Sativa or Hybrid' });
    await userEvent.click(within(group).getByRole('button', { name: 'Indica' }));
    await waitForCards(['Pink Kush']);
    await userEvent.click(within(group).getByRole('button', { name: 'Hybrid' }));
    await waitForCards(['Pink Kush', 'Gelato']);
    expect(currentUrl()).toBe('/marketplace?cat=Indica&cat=Hybrid');
    expect(within(group).getByRole('button', { name: 'Hybrid' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('the product type select is keyboard-usable and filters by "contains"', async () => {
    await renderPage();
    const trigger = screen.getByRole('combobox', { name: 'Product type' });
    expect(trigger).toHaveTextContent('All');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Cannabis hash' }));
    await waitForCards(['Pink Kush']);
    expect(currentUrl()).toBe('/marketplace?type=Cannabis+hash');
    expect(screen.getByRole('combobox', { name: 'Product type' })).toHaveTextContent(
      'Cannabis hash',
    );
  });

  it('the certification select filters to products that include it', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('combobox', { name: 'Certification' }));
    await userEvent.click(await screen.findByRole('option', { name: 'GPP' }));
    await waitForCards(['Super Lemon Haze']);
  });

  it('the THC slider moves with the keyboard and keeps products within the range', async () => {
    await renderPage();
    const min = screen.getByRole('slider', { name: 'Minimum THC %' });
    act(() => min.focus());
    // Page Up moves a tenth of the range: 0 → 10, then → 20.
    await userEvent.keyboard('{PageUp}{PageUp}');
    await waitForCards(['Pink Kush']);
    expect(currentUrl()).toBe('/marketplace?thcMin=20');
    expect(min).toHaveAttribute('aria-valuetext', '20%'); // en-CA's Intl percent (issue 35)
  });

  it('the quantity slider reads Unlimited at its top and in grams with spaces below', async () => {
    await renderPage();
    const max = screen.getByRole('slider', { name: 'Maximum Quantity (g)' });
    expect(max).toHaveAttribute('aria-valuetext', 'Unlimited');
    act(() => max.focus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(max).toHaveAttribute('aria-valuetext', '999 000 g'));
    await waitFor(() => expect(currentUrl()).toBe('/marketplace?qtyMax=999000'));
  });

  it('a URL restores the view: controls show it and the API gets it', async () => {
    await renderPage('/marketplace?q=kush&cat=Indica&thcMin=20&sort=alphabetical');
    await waitForCards(['Pink Kush']);
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('kush');
    expect(screen.getByRole('button', { name: 'Indica' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('slider', { name: 'Minimum THC %' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    expect(screen.getByRole('button', { name: 'Alphabetical' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(lastQuery().toString()).toBe(
      'q=kush&cat=Indica&thcMin=20&sort=alphabetical&status=active&limit=24',
    );
  });

  it("no match shows a clear empty state; 'Clear filters' brings every product back", async () => {
    renderAt('/marketplace?q=nothing-like-this');
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
    const main = screen
      .getByText('No products match these filters.')
      .closest('.mk-status') as HTMLElement;
    await userEvent.click(within(main).getByRole('button', { name: 'Clear filters' }));
    await waitForCards(['Pink Kush', 'Super Lemon Haze', 'Gelato']);
    expect(currentUrl()).toBe('/marketplace');
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it("shows 24 cards, then the next page with 'Load more', then no button", async () => {
    installCatalogue(batch);
    await renderPage();
    expect(cardNames()).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30 products')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardNames()).toHaveLength(30));
    expect(new Set(cardNames()).size).toBe(30);
    expect(lastQuery().get('cursor')).toBe('24');
    expect(screen.getByText('Showing 30 of 30 products')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Focus goes on to the first product of the page it brought (issue 18), not to the page.
    const twentyFifth = screen.getAllByRole('article')[24] as HTMLElement;
    expect(within(twentyFifth).getByRole('button', { name: /^Learn more about/ })).toHaveFocus();
  });

  it('the popup shows the whole product and its arrows move through the filtered list', async () => {
    await renderPage('/marketplace?cat=Indica&cat=Sativa');
    await waitForCards(['Pink Kush', 'Super Lemon Haze']);
    await userEvent.click(screen.getByRole('button', { name: 'Learn more about Pink Kush' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Whole Pink Kush')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next product' }));
    expect(await within(dialog).findByText('Whole Super Lemon Haze')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next product' }));
    expect(await within(dialog).findByText('Whole Pink Kush')).toBeInTheDocument();
    expect(api.callsTo('GET /products/:id').map((c) => c.params.id)).toEqual(['p_kush', 'p_haze']);
  });

  it('the popup says so when the product cannot be loaded', async () => {
    api.on('GET /products/:id', reply(500, { error: 'Failed to fetch product' }));
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Learn more about Gelato' }));
    expect(await within(await screen.findByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Failed to fetch product',
    );
  });

  describe("issue 18: a product's own URL", () => {
    const dialogTitle = () => within(screen.getByRole('dialog')).getByRole('heading').textContent;

    it("'Learn more' opens /marketplace/{id} keeping the view; Back closes the popup", async () => {
      await renderPage('/marketplace?sort=alphabetical');
      await userEvent.click(screen.getByRole('button', { name: 'Learn more about Pink Kush' }));
      expect(await within(screen.getByRole('dialog')).findByText('Whole Pink Kush')).toBeVisible();
      expect(currentUrl()).toBe('/marketplace/p_kush?sort=alphabetical');
      act(() => browserBack());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(currentUrl()).toBe('/marketplace?sort=alphabetical');
    });

    it('a deep link opens the popup on a fresh load; closing goes to /marketplace with the view', async () => {
      renderAt('/marketplace/p_haze?cat=Sativa');
      const dialog = await screen.findByRole('dialog', { name: 'Super Lemon Haze' });
      expect(await within(dialog).findByText('Whole Super Lemon Haze')).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(currentUrl()).toBe('/marketplace?cat=Sativa');
      await waitForCards(['Super Lemon Haze']);
    });

    it('an unknown product id says the product is not found', async () => {
      renderAt('/marketplace/p_nope');
      const dialog = await screen.findByRole('dialog', { name: 'Product not found' });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'This product does not exist or is no longer listed.',
      );
      expect(within(dialog).queryByRole('button', { name: 'Next product' })).toBeNull();
    });

    it('→ and ← walk the whole list: past the loaded page (fetching the next) and around', async () => {
      installCatalogue(batch);
      await renderPage();
      expect(cardNames()).toHaveLength(24);
      await userEvent.click(screen.getByRole('button', { name: 'Learn more about Batch 23' }));
      await waitFor(() => expect(dialogTitle()).toBe('Batch 23'));
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(dialogTitle()).toBe('Batch 24'));
      expect(currentUrl()).toBe('/marketplace/p_b24');
      expect(lastQuery().get('cursor')).toBe('24');
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await waitFor(() => expect(dialogTitle()).toBe('Batch 22'));
      // Arrows replace the entry: one Back closes the popup.
      act(() => browserBack());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(currentUrl()).toBe('/marketplace');
    }, 30_000);

    it('← on the first product wraps to the last of the whole list, not of the loaded page', async () => {
      installCatalogue(batch);
      await renderPage();
      await userEvent.click(screen.getByRole('button', { name: 'Learn more about Batch 00' }));
      await waitFor(() => expect(dialogTitle()).toBe('Batch 00'));
      await userEvent.keyboard('{ArrowLeft}');
      await waitFor(() => expect(dialogTitle()).toBe('Batch 29'));
      expect(currentUrl()).toBe('/marketplace/p_b29');
    }, 30_000);
  });

  it('shows a loading state, then the error with Retry that fetches again', async () => {
    api.on('GET /products', [
      reply(500, { error: 'Failed to fetch products' }),
      fakeCatalogue([kush]),
    ]);
    renderAt();
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Pink Kush' })).toBeInTheDocument();
    expect(api.callsTo('GET /products')).toHaveLength(2);
  });

  it("an empty catalogue shows 'No products found'", async () => {
    installCatalogue([archived]);
    renderAt();
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('product:updated refreshes a card in place and drops one that is no longer active', async () => {
    await renderPage();
    act(() =>
      bus.emit('product:updated', { product: { ...kush, Product_Name: 'Pink Kush Reserve' } }),
    );
    await waitFor(() =>
      expect(cardNames()).toEqual(['Pink Kush Reserve', 'Super Lemon Haze', 'Gelato']),
    );
    act(() => bus.emit('product:updated', { product: { ...haze, Product_Active: false } }));
    await waitFor(() => expect(cardNames()).toEqual(['Pink Kush Reserve', 'Gelato']));
  });

  it('a product published live (product:published) appears in the open marketplace without a reload', async () => {
    await renderPage();
    expect(cardNames()).toEqual(['Pink Kush', 'Super Lemon Haze', 'Gelato']);
    const fresh = makeProduct({
      id: 'p_fresh',
      Product_Name: 'Fresh Frost',
      Created_Time: day(11),
    });
    installCatalogue([kush, haze, gelato, archived, fresh]);
    act(() => bus.emit('product:published', { product: fresh }));
    await waitForCards(['Fresh Frost', 'Pink Kush', 'Super Lemon Haze', 'Gelato']);
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
    // A gap in the live stream refetches the same way.
    installCatalogue([haze, gelato]);
    act(() => bus.emit('live:resynced', undefined));
    await waitForCards(['Super Lemon Haze', 'Gelato']);
  });

  it('product:deleted (a seller deleted the listing) drops its card', async () => {
    await renderPage();
    act(() => bus.emit('product:deleted', { productId: haze.id }));
    await waitFor(() => expect(cardNames()).toEqual(['Pink Kush', 'Gelato']));
  });
});

describe('Marketplace on a wide screen and on a phone (issue 18)', () => {
  it('puts the filters before the results in the document, so the keyboard reaches them first', async () => {
    await renderPage();
    const filtersHeading = screen.getByRole('heading', { name: 'Filters' });
    const firstCard = screen.getAllByRole('article')[0] as HTMLElement;
    expect(
      filtersHeading.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  describe('on a phone (at most 960 px wide)', () => {
    const realMatchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        matches: query === '(max-width: 960px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = realMatchMedia;
    });

    it('has a Filters button before the results that opens the filters in a sheet; its count and the results follow', async () => {
      await renderPage();
      const sidebar = screen.getByRole('complementary', { name: 'Marketplace sidebar' });
      expect(within(sidebar).queryByRole('heading', { name: 'Filters' })).not.toBeInTheDocument();
      expect(within(sidebar).getByRole('button', { name: 'Get in touch' })).toBeInTheDocument();

      const button = screen.getByRole('button', { name: 'Filters' });
      const firstCard = screen.getAllByRole('article')[0] as HTMLElement;
      expect(
        button.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();

      await userEvent.click(button);
      const sheet = screen.getByRole('dialog', { name: 'Filters' });
      await userEvent.click(within(sheet).getByRole('button', { name: 'Indica' }));
      await waitFor(() => expect(currentUrl()).toBe('/marketplace?cat=Indica'));
      await userEvent.click(
        await within(sheet).findByRole('button', { name: /^Show \d+ product/ }),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const reopened = screen.getByRole('button', { name: 'Filters (1)' });
      expect(reopened).toHaveFocus();
    });

    it("issue 35: the sheet's lists pick a filter; Esc closes the open list, then the sheet, and leaves the page usable", async () => {
      await renderPage();
      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const sheet = screen.getByRole('dialog', { name: 'Filters' });
      await userEvent.click(within(sheet).getByRole('combobox', { name: 'Product type' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Cannabis hash' }));
      expect(await within(sheet).findByRole('button', { name: 'Show 1 product' })).toBeVisible();
      expect(currentUrl()).toBe('/marketplace?type=Cannabis+hash');

      await userEvent.click(within(sheet).getByRole('combobox', { name: 'Certification' }));
      expect(await screen.findByRole('listbox')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
      expect(within(sheet).getByRole('combobox', { name: 'Certification' })).toHaveFocus();

      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(document.body.style.pointerEvents).not.toBe('none');
      expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
      await waitForCards(['Pink Kush']);
      await userEvent.click(screen.getByRole('button', { name: 'Learn more about Pink Kush' }));
      expect(await screen.findByRole('dialog', { name: 'Pink Kush' })).toBeInTheDocument();
    }, 20_000);
  });
});
