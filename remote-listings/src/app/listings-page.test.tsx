import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, useProfileStore } from '@leafbid/shared';
import type { Product } from '@leafbid/domain';
import {
  makeContact,
  makeProduct,
  renderWithQueryClient,
  reply,
  type FakeApi,
  type FakeRoute,
} from '@leafbid/shared/testing';
import { putMyProduct } from '../lib/my-products-query';
import { ListingsPage } from './listings-page';
import { seller, signInSeller } from '../testing/seller-fixture';

let api: FakeApi | undefined;
afterEach(() => api?.restore());

const signedInSeller = (products: Product[], routes: Record<string, FakeRoute> = {}): FakeApi =>
  signInSeller({ 'GET /products': { products }, ...routes });

const mine = { Contact_Name: { id: seller.id } };
const active = makeProduct({
  ...mine,
  id: 'p_active',
  Product_Name: 'Pink Kush',
  Product_Active: true,
  Request_pending: false,
});
const requested = makeProduct({
  ...mine,
  id: 'p_req',
  Product_Name: 'Blue Dream',
  Product_Active: false,
  Request_pending: true,
});
const archived = makeProduct({
  ...mine,
  id: 'p_arch',
  Product_Name: 'Sour Diesel',
  Product_Active: false,
  Request_pending: false,
});
const someoneElses = makeProduct({
  id: 'p_other',
  Product_Name: 'Gelato',
  Contact_Name: { id: 'c_other' },
});
const anonymous = makeProduct({ id: 'p_anon', Product_Name: 'Jack Herer' }); // no Contact_Name: not the caller's

const cards = (): HTMLElement[] => screen.queryAllByRole('article');

describe('ListingsPage — spec §2 Listings screen', () => {
  it("shows heading 'My listings', tabs 'My Products' (default) and 'Add Products', and the call-to-action", async () => {
    api = signedInSeller([active]);
    renderWithQueryClient(<ListingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My listings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Products' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Add Products' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Get in touch' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
  });

  it("shows only the user's own products (Contact_Name id equals the contact id)", async () => {
    api = signedInSeller([someoneElses, active, anonymous, requested, archived]);
    renderWithQueryClient(<ListingsPage />);
    await screen.findByRole('article', { name: 'Pink Kush' });
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual([
      'Pink Kush',
      'Blue Dream',
      'Sour Diesel',
    ]);
    expect(api.callsTo('GET /products')).toHaveLength(1);
  });

  it.each([
    ['Pink Kush', 'Active', 'success'],
    ['Blue Dream', 'Pending', 'warning'],
    ['Sour Diesel', 'Pending', 'danger'],
  ])('%s: status tag %s in the %s style (spec §4 Product listing)', async (name, label, tone) => {
    api = signedInSeller([active, requested, archived]);
    renderWithQueryClient(<ListingsPage />);
    const card = await screen.findByRole('article', { name });
    const tag = within(card).getByText(label);
    expect(tag).toHaveClass(`lb-tag--${tone}`);
  });

  it('each card has the cover image (with the access token) and a placeholder when it fails', async () => {
    api = signedInSeller([active]);
    renderWithQueryClient(<ListingsPage />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    const img = await within(card).findByRole('img', { name: 'Pink Kush' });
    expect(img.getAttribute('src')).toMatch(/\/product-image\/p_active$/);
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(within(card).getByRole('img', { name: 'Pink Kush (no image)' })).not.toHaveAttribute(
      'src',
    );
  });

  it('a product without a cover shows the placeholder', async () => {
    api = signedInSeller([makeProduct({ ...mine, Product_Name: 'No Photo', cover: null })]);
    renderWithQueryClient(<ListingsPage />);
    const card = await screen.findByRole('article', { name: 'No Photo' });
    expect(within(card).getByRole('img', { name: 'No Photo (no image)' })).toBeInTheDocument();
  });

  it('each card has an Edit button that opens the product edit popup for that product', async () => {
    api = signedInSeller([active, requested]);
    const user = userEvent.setup();
    renderWithQueryClient(<ListingsPage />);
    const card = await screen.findByRole('article', { name: 'Blue Dream' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog', { name: 'Blue Dream' })).toBeInTheDocument();
  });

  it('each card says where it stands with the operator (issue 18)', async () => {
    const inactive = { ...mine, Product_Active: false, Request_pending: false };
    api = signedInSeller([
      makeProduct({ ...inactive, id: 'p_new', Product_Name: 'Fresh', Awaiting_Review: true }),
      makeProduct({ ...inactive, id: 'p_asked', Product_Name: 'Asked', Request_pending: true }),
      makeProduct({ ...inactive, id: 'p_no', Product_Name: 'Declined', Review_Note: 'Blurry COA' }),
      makeProduct({ ...mine, id: 'p_live', Product_Name: 'Live', Product_Active: true }),
    ]);
    renderWithQueryClient(<ListingsPage />);
    const card = async (name: string) => screen.findByRole('article', { name });
    expect(
      within(await card('Fresh')).getByText("Submitted, awaiting the operator's review"),
    ).toBeInTheDocument();
    expect(
      within(await card('Asked')).getByText(
        "Publication requested, awaiting the operator's review",
      ),
    ).toBeInTheDocument();
    expect(within(await card('Declined')).getByText('Declined: Blurry COA')).toBeInTheDocument();
    expect(within(await card('Live')).queryByText(/awaiting|Declined/)).not.toBeInTheDocument();
  });

  it("no own products: 'You have no listings yet.'", async () => {
    api = signedInSeller([someoneElses, anonymous]);
    renderWithQueryClient(<ListingsPage />);
    expect(await screen.findByText('You have no listings yet.')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('shows a loading state, then the grid', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<{ products: Product[] }>((resolve) => {
      answer = () => resolve({ products: [active] });
    });
    api = signedInSeller([], { 'GET /products': () => answered });
    renderWithQueryClient(<ListingsPage />);
    expect(screen.getByRole('status', { name: 'Loading your listings' })).toBeInTheDocument();
    await act(async () => answer());
    expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
  });

  it('a failed load shows the error and Retry refetches', async () => {
    api = signedInSeller([], { 'GET /products': [reply(500, {}), { products: [active] }] });
    const user = userEvent.setup();
    renderWithQueryClient(<ListingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fetches the profile when the host has not loaded it', async () => {
    api = signedInSeller([active], { 'GET /contact-by-email': { data: seller } });
    act(() => useProfileStore.setState({ profile: null, fetchedAt: null }));
    renderWithQueryClient(<ListingsPage />);
    expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
    expect(api.callsTo('GET /contact-by-email')).toHaveLength(1);
  });

  it("a product added to the listings' query (e.g. a new submission) appears without a reload", async () => {
    api = signedInSeller([active]);
    const { queryClient: client } = renderWithQueryClient(<ListingsPage />);
    await screen.findByRole('article', { name: 'Pink Kush' });
    act(() =>
      putMyProduct(
        client,
        makeProduct({ ...mine, Product_Name: 'Fresh Submission', Product_Active: false }),
      ),
    );
    await waitFor(() => expect(cards()[0]).toHaveAccessibleName('Fresh Submission'));
  });

  it('a listing submitted, changed or deleted in another tab (bus events) shows here without a reload', async () => {
    api = signedInSeller([active, requested]);
    renderWithQueryClient(<ListingsPage />);
    await screen.findByRole('article', { name: 'Pink Kush' });
    act(() =>
      bus.emit('product:submitted', {
        product: makeProduct({ ...mine, id: 'p_tab', Product_Name: 'From Another Tab' }),
      }),
    );
    // The cache tells its views on the next turn: wait for them.
    await waitFor(() => expect(cards()[0]).toHaveAccessibleName('From Another Tab'));
    expect(await screen.findByRole('img', { name: 'From Another Tab' })).toBeInTheDocument();
    act(() => bus.emit('product:updated', { product: { ...requested, Request_pending: false } }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Blue Dream' })).getByText('Pending'),
      ).toHaveClass('lb-tag--danger'),
    );
    act(() => bus.emit('product:deleted', { productId: active.id }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Pink Kush' })).not.toBeInTheDocument(),
    );
    // An update for a listing this tab does not hold adds nothing (the refetch brings it).
    act(() =>
      bus.emit('product:updated', {
        product: makeProduct({ ...mine, id: 'p_unknown', Product_Name: 'Unknown' }),
      }),
    );
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual([
      'From Another Tab',
      'Blue Dream',
    ]);
  });

  it("the 'Add Products' tab (keyboard) shows the submission form", async () => {
    api = signedInSeller([active]);
    const user = userEvent.setup();
    renderWithQueryClient(<ListingsPage />);
    await screen.findByRole('article', { name: 'Pink Kush' });
    await user.tab();
    expect(screen.getByRole('tab', { name: 'My Products' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Add Products' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('form', { name: 'Submit a new product' })).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('a Buyer-only account is told that listing needs the seller agreement instead of the form', async () => {
    api = signedInSeller([]);
    act(() =>
      useProfileStore
        .getState()
        .setProfile(makeContact({ id: 'c_buyer', Contact_Type: ['Buyer'] })),
    );
    const user = userEvent.setup();
    renderWithQueryClient(<ListingsPage />);
    await user.click(screen.getByRole('tab', { name: 'Add Products' }));
    expect(screen.getByText('Listing products needs the seller agreement')).toBeInTheDocument();
    expect(
      screen.getByText(/Listing products needs the separate Consulting & Services Agreement/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Submit a new product' })).not.toBeInTheDocument();
  });
});
