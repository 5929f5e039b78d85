import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeApi,
  makeProduct,
  type FakeApi,
  renderWithQueryClient as render,
  signedInWithFakeApi,
} from '@leafbid/shared/testing';
import { COVER_WIDTHS, formatPotency, type Product } from '@leafbid/domain';
import { CARD_COVER_SIZES, ProductCard } from './product-card';
import { EAGER_COVERS, ProductGrid } from './product-grid';

jest.mock('@leafbid/domain', () => {
  const actual = jest.requireActual<{ formatPotency: typeof formatPotency }>('@leafbid/domain');
  // Counted: each card rendered formats its THC and CBD once.
  return { ...actual, formatPotency: jest.fn(actual.formatPotency) };
});
const formatted = jest.mocked(formatPotency);

let api: FakeApi;

signedInWithFakeApi(() => api);
beforeEach(() => {
  api = installFakeApi({ 'POST /token': { access_token: 'media-token', expires_in: 3600 } });
});

/** Renders a card and waits for its cover image URL (the access token comes from POST /token). */
async function renderCard(product: Product, onLearnMore = jest.fn()): Promise<void> {
  render(<ProductCard product={product} onLearnMore={onLearnMore} />);
  await screen.findByRole('img');
}

describe('Product card (spec §2)', () => {
  it('shows the cover image, name, first category tag, product type tag, THC and CBD ranges and highest terpenes', async () => {
    const product = makeProduct({
      id: 'p_card',
      Product_Name: 'Pink Kush',
      Categories: ['Indica', 'Hybrid'],
      Product_Category: 'Cannabis flowers (mix sizes)',
      THC_Min: 22,
      THC_Max: 26,
      CBD_Min: 0,
      CBD_Max: 1,
      Highest_Terpenes: 'Myrcene, Limonene',
    });
    render(<ProductCard product={product} onLearnMore={jest.fn()} />);

    const card = screen.getByRole('article', { name: 'Pink Kush' });
    expect(within(card).getByRole('heading', { name: 'Pink Kush' })).toBeInTheDocument();
    expect(within(card).getByText('Indica')).toBeInTheDocument();
    expect(within(card).queryByText('Hybrid')).not.toBeInTheDocument();
    expect(within(card).getByText('Cannabis flowers (mix sizes)')).toBeInTheDocument();
    expect(within(card).getByText('22–26%')).toBeInTheDocument();
    expect(within(card).getByText('0–1%')).toBeInTheDocument();
    expect(within(card).getByText('Myrcene, Limonene')).toBeInTheDocument();

    const image = await within(card).findByRole('img', { name: 'Pink Kush' });
    expect(image).toHaveAttribute('src', 'http://api.leafbid.test/product-image/p_card');
  });

  it('cuts the description to 100 characters plus an ellipsis', async () => {
    const description = 'A'.repeat(100) + 'B'.repeat(20);
    await renderCard(makeProduct({ Description: description }));
    expect(screen.getByText(`${'A'.repeat(100)}...`)).toBeInTheDocument();
    expect(screen.queryByText(description)).not.toBeInTheDocument();
  });

  it('shows a short description whole, without an ellipsis', async () => {
    await renderCard(makeProduct({ Description: 'Short and sweet.' }));
    expect(screen.getByText('Short and sweet.')).toBeInTheDocument();
  });

  it("shows 'N/A' when THC and CBD are missing and 'Uncategorized' without a category", async () => {
    const product = makeProduct({
      Categories: [],
      THC_as_is: null,
      THC_Min: null,
      THC_Max: null,
      CBD_as_is: null,
      CBD_Min: null,
      CBD_Max: null,
    });
    await renderCard(product);
    expect(screen.getByText('Uncategorized')).toBeInTheDocument();
    const thc = screen.getByText('THC').parentElement as HTMLElement;
    const cbd = screen.getByText('CBD').parentElement as HTMLElement;
    expect(within(thc).getByText('N/A')).toBeInTheDocument();
    expect(within(cbd).getByText('N/A')).toBeInTheDocument();
  });

  it('hides the image when it fails to load', async () => {
    render(
      <ProductCard
        product={makeProduct({ Product_Name: 'Broken Image' })}
        onLearnMore={jest.fn()}
      />,
    );
    const image = await screen.findByRole('img', { name: 'Broken Image' });
    fireEvent.error(image);
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Broken Image' })).not.toBeInTheDocument(),
    );
  });

  it("'Learn more' asks to open the popup for this product", async () => {
    const onLearnMore = jest.fn();
    await renderCard(makeProduct({ id: 'p_42', Product_Name: 'Sour Diesel' }), onLearnMore);
    await userEvent.click(screen.getByRole('button', { name: /learn more/i }));
    expect(onLearnMore).toHaveBeenCalledWith('p_42');
  });
});

describe('ProductCard: the trade figures a wholesale buyer compares first (issue 18)', () => {
  it('shows the price per gram, the grams available and the minimum order', async () => {
    await renderCard(
      makeProduct({
        Product_Name: 'Pink Kush',
        Min_Request_G_Including_5_markup: 2.2,
        Grams_Available_When_submitted: 5000,
        Min_QTY_Request: 1000,
      }),
    );
    const trade = within(screen.getByRole('article', { name: 'Pink Kush' })).getByLabelText(
      'Price and quantities',
    );
    const value = (term: string) => within(trade).getByText(term).nextElementSibling?.textContent;
    expect(value('Price')).toBe('$2.20 /g');
    expect(value('Available')).toBe('5 000 g');
    expect(value('Min. order')).toBe('1 000 g');
  });

  it("says 'N/A' for a figure the listing does not give", async () => {
    await renderCard(
      makeProduct({
        Product_Name: 'Bare',
        Min_Request_G_Including_5_markup: null,
        Grams_Available_When_submitted: null,
        Min_QTY_Request: 0,
      }),
    );
    const trade = screen.getByLabelText('Price and quantities');
    expect(within(trade).getAllByText('N/A')).toHaveLength(3);
  });
});

describe('Product grid covers (issue 22)', () => {
  it("asks for the first row's covers at once with a high priority, and the others lazily", async () => {
    const products = Array.from({ length: EAGER_COVERS + 2 }, (_, index) =>
      makeProduct({ id: `p_${index}`, Product_Name: `Product ${index}` }),
    );
    render(<ProductGrid products={products} onLearnMore={jest.fn()} label="Products" />);

    const images = await screen.findAllByRole('img');
    expect(images).toHaveLength(products.length);
    images.forEach((image, index) => {
      const first = index < EAGER_COVERS;
      expect(image).toHaveAccessibleName(`Product ${index}`);
      expect(image).toHaveAttribute('loading', first ? 'eager' : 'lazy');
      expect(image).toHaveAttribute('fetchpriority', first ? 'high' : 'auto');
    });
  });

  it('offers each cover resized to a card (?w=, as WebP by the API) for the browser to pick', async () => {
    render(
      <ProductGrid
        products={[makeProduct({ id: 'p_7', Product_Name: 'Pink Kush' })]}
        onLearnMore={jest.fn()}
        label="Products"
      />,
    );
    const image = await screen.findByRole('img', { name: 'Pink Kush' });
    const candidates = (image.getAttribute('srcset') ?? '').split(', ');
    expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(
      COVER_WIDTHS.map((width) => `${width}w`),
    );
    expect(candidates[0]).toMatch(/\/product-image\/p_7\?w=320 320w$/);
    expect(image).toHaveAttribute('sizes', CARD_COVER_SIZES);
  });
});

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
