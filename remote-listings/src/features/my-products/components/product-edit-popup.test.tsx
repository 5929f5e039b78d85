import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { bus, useProfileStore } from '@leafbid/shared';
import { VERIFICATION_MESSAGES, type Product } from '@leafbid/domain';
import { renderWithQueryClient, reply, type FakeApi } from '@leafbid/shared/testing';
import { myProductsQueryKey } from '../../../lib/my-products-query';
import { MyProducts } from './my-products';
import { mine, openEditFor, seller, signedInSeller } from '../../../testing/seller-fixture';
import { ProductEditPopup } from './product-edit-popup';

const kush = mine({
  id: 'p_kush',
  Product_Name: 'Pink Kush',
  Harvest_Date: '2026-08-14',
  Highest_Terpenes: 'Myrcene, Limonene',
  Min_Request_G_Including_5_markup: 2.1,
  Product_Active: true,
  Request_pending: false,
  cover: '/product-image/p_kush',
  Record_Image: null,
});

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

/** The listings' query as cached (My Products' list). */
const listed = (client: QueryClient) => client.getQueryData<Product[]>(myProductsQueryKey) ?? [];

// The popup hides the page from assistive technology while open: look behind it.
const card = (name: string) => screen.getByRole('article', { name, hidden: true });

describe('product edit popup — spec §2', () => {
  it('shows the product name, its three fields filled in, the cover, the status toggle and Delete Listing', async () => {
    api = signedInSeller([kush]);
    const { dialog } = await openEditFor('Pink Kush');
    expect(within(dialog).getByRole('heading', { name: 'Pink Kush' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Harvest date')).toHaveValue('2026-08-14');
    expect(within(dialog).getByLabelText('Harvest date')).toHaveAttribute('type', 'date');
    expect(within(dialog).getByLabelText('Terpenes')).toHaveValue('Myrcene, Limonene');
    const price = within(dialog).getByLabelText('Min. Request Price ($/g)');
    expect(price).toHaveValue(2.1);
    expect(price).toHaveAttribute('step', '0.01');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Archive Product' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete Listing' })).toBeInTheDocument();
    const cover = await within(dialog).findByRole('img', { name: 'Pink Kush, cover image' });
    expect(cover.getAttribute('src')).toMatch(/\/product-image\/p_kush$/);
    expect(within(dialog).queryByRole('img', { name: /record image/ })).not.toBeInTheDocument();
  });

  it('a cover that fails to load shows the fallback image; the Record_Image shows when present', async () => {
    api = signedInSeller([mine({ ...kush, Record_Image: 'f_record' })]);
    const { dialog } = await openEditFor('Pink Kush');
    const cover = await within(dialog).findByRole('img', { name: 'Pink Kush, cover image' });
    act(() => {
      fireEvent.error(cover);
    });
    const fallback = within(dialog).getByRole('img', { name: 'Pink Kush, cover image' });
    expect(fallback.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    const record = await within(dialog).findByRole('img', { name: 'Pink Kush, record image' });
    expect(record.getAttribute('src')).toMatch(/\/record-image\/f_record$/);
  });

  it("without the product it shows 'Loading product information...'", () => {
    api = signedInSeller([]);
    renderWithQueryClient(<ProductEditPopup productId="p_missing" onClose={jest.fn()} />);
    expect(
      within(screen.getByRole('dialog')).getByText('Loading product information...'),
    ).toBeInTheDocument();
  });

  it("'Save Changes' ('Saving...'): applied at once, 'Changes saved successfully.', closes after 1.5 s, product:updated", async () => {
    let answer: (body: { product: Product }) => void = () => undefined;
    const saved = { ...kush, Highest_Terpenes: 'Terpinolene', Harvest_Date: '2026-09-01' };
    api = signedInSeller([kush], {
      'PUT /products/:id': () =>
        new Promise<{ product: Product }>((resolve) => {
          answer = resolve;
        }),
    });
    const updated = jest.fn();
    bus.on('product:updated', updated);
    const { dialog, user, client } = await openEditFor('Pink Kush');
    await user.clear(within(dialog).getByLabelText('Terpenes'));
    await user.type(within(dialog).getByLabelText('Terpenes'), 'Terpinolene');
    fireEvent.change(within(dialog).getByLabelText('Harvest date'), {
      target: { value: '2026-09-01' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(listed(client)[0]?.Highest_Terpenes).toBe('Terpinolene');
    expect(api.callsTo('PUT /products/:id')[0]?.body).toEqual({
      Harvest_Date: '2026-09-01',
      Highest_Terpenes: 'Terpinolene',
      Min_Request_G_Including_5_markup: 2.1,
    });

    jest.useFakeTimers();
    await act(async () => answer({ product: saved }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Changes saved successfully.');
    expect(updated).toHaveBeenCalledWith({ product: saved });
    act(() => jest.advanceTimersByTime(1400));
    expect(screen.getByRole('dialog', { name: 'Pink Kush' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    bus.off('product:updated', updated);
  });

  it("a failed save says 'Failed to save changes.', rolls the change back and stays open", async () => {
    api = signedInSeller([kush], {
      'PUT /products/:id': reply(500, { error: 'Failed to update product' }),
    });
    const { dialog, user, client } = await openEditFor('Pink Kush');
    await user.clear(within(dialog).getByLabelText('Terpenes'));
    await user.type(within(dialog).getByLabelText('Terpenes'), 'Pinene');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save changes.');
    expect(listed(client)[0]?.Highest_Terpenes).toBe('Myrcene, Limonene');
    expect(screen.getByRole('dialog', { name: 'Pink Kush' })).toBeInTheDocument();
  });

  it('the shared rules check the fields first: a price below $0.01 or finer than a cent is not sent', async () => {
    api = signedInSeller([kush], { 'PUT /products/:id': { product: kush } });
    const { dialog, user } = await openEditFor('Pink Kush');
    const price = within(dialog).getByLabelText('Min. Request Price ($/g)');
    await user.clear(price);
    await user.type(price, '2.125');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText(
        'Min. Request Price must be a whole number of cents (e.g. 0.01, not 0.015)',
      ),
    ).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await user.clear(price);
    await user.type(price, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText('Min. Request Price must be at least $0.01'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /products/:id')).toHaveLength(0);
  });
});

describe('the status toggle — spec §4 Product listing', () => {
  it.each([
    [
      'Archive Product',
      { Product_Active: true, Request_pending: false },
      'PUT /products/:id/archive',
      'Request Publish',
      'Pending',
    ],
    [
      'Request Publish',
      { Product_Active: false, Request_pending: false },
      'POST /products/:id/request-publish',
      'Cancel Request',
      'Pending',
    ],
    [
      'Cancel Request',
      { Product_Active: false, Request_pending: true },
      'PUT /products/:id',
      'Request Publish',
      'Pending',
    ],
  ] as const)(
    "'%s' changes the listing at once (then the toggle reads %s)",
    async (label, state, route, next, tag) => {
      const product = mine({ ...kush, ...state });
      const changed = { ...product, ...nextState(label) };
      let answer: () => void = () => undefined;
      api = signedInSeller([product], {
        [route]: () =>
          new Promise((resolve) => {
            answer = () => resolve({ product: changed });
          }),
        // The refetch after the change reads the changed listing.
        'GET /products': [{ products: [product] }, { products: [changed] }],
      });
      const { dialog, user } = await openEditFor('Pink Kush');
      await user.click(within(dialog).getByRole('button', { name: label }));
      expect(within(dialog).getByRole('button', { name: next })).toBeInTheDocument();
      expect(within(card('Pink Kush')).getByText(tag)).toHaveClass(
        label === 'Request Publish' ? 'lb-tag--warning' : 'lb-tag--danger',
      );
      await act(async () => answer());
      expect(api.callsTo(route)).toHaveLength(1);
      if (label === 'Cancel Request') {
        expect(api.callsTo(route)[0]?.body).toEqual({ Request_pending: false });
      }
      expect(within(dialog).getByRole('button', { name: next })).toBeEnabled();
    },
  );

  it('an account awaiting verification cannot request publication, and the popup says why (issue 18)', async () => {
    const product = mine({ ...kush, Product_Active: false, Request_pending: false });
    api = signedInSeller([product]);
    useProfileStore.getState().setProfile({ ...seller, Account_Verified: false });
    const { dialog } = await openEditFor('Pink Kush');
    const button = within(dialog).getByRole('button', { name: 'Request Publish' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(VERIFICATION_MESSAGES.awaitingVerification);
    expect(api.callsTo('POST /products/:id/request-publish')).toHaveLength(0);
  });

  it("a failed change alerts 'Failed to update product status.' and puts the status back", async () => {
    api = signedInSeller([kush], { 'PUT /products/:id/archive': reply(500) });
    const { dialog, user } = await openEditFor('Pink Kush');
    await user.click(within(dialog).getByRole('button', { name: 'Archive Product' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update product status.',
    );
    expect(within(dialog).getByRole('button', { name: 'Archive Product' })).toBeInTheDocument();
    expect(within(card('Pink Kush')).getByText('Active')).toHaveClass('lb-tag--success');
  });
});

describe("'Delete Listing' — spec §4, §8", () => {
  const other = mine({ id: 'p_other', Product_Name: 'Blue Dream' });

  it("asks 'Are you sure you want to delete this listing?'; Cancel keeps it", async () => {
    api = signedInSeller([kush, other], { 'DELETE /products/:id': { data: { id: kush.id } } });
    const { dialog, user } = await openEditFor('Pink Kush');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Listing' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this listing?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Delete Listing' })).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /products/:id')).toHaveLength(0);
    expect(card('Pink Kush')).toBeInTheDocument();
  });

  it('Delete removes the listing and closes the popup; product:deleted', async () => {
    api = signedInSeller([kush, other], {
      'DELETE /products/:id': { data: { id: kush.id } },
      'GET /products': [{ products: [kush, other] }, { products: [other] }],
    });
    const deleted = jest.fn();
    bus.on('product:deleted', deleted);
    const { dialog, user } = await openEditFor('Pink Kush');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Listing' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.queryByRole('article', { name: 'Pink Kush', hidden: true }),
    ).not.toBeInTheDocument();
    expect(card('Blue Dream')).toBeInTheDocument();
    expect(api.callsTo('DELETE /products/:id')[0]?.path).toBe('/products/p_kush');
    expect(deleted).toHaveBeenCalledWith({ productId: 'p_kush' });
    bus.off('product:deleted', deleted);
  });

  it("a failed delete alerts 'Failed to delete product.' and the listing comes back", async () => {
    api = signedInSeller([kush, other], { 'DELETE /products/:id': reply(500) });
    const { dialog, user } = await openEditFor('Pink Kush');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Listing' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete product.');
    expect(card('Pink Kush')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Pink Kush' })).toBeInTheDocument();
  });
});

describe("the operator's review — issue 11", () => {
  const NOTE_TITLE = 'Publication declined: note from the operator';
  const awaiting = mine({ ...kush, Product_Active: false, Request_pending: true });
  const declined = mine({
    ...kush,
    Product_Active: false,
    Request_pending: false,
    Review_Note: 'The lab report is older than 12 months.',
  });

  it('a declined listing shows the operator’s note (Review_Note); Request Publish again clears it', async () => {
    const requested = { ...declined, Request_pending: true, Review_Note: null };
    api = signedInSeller([declined], {
      'POST /products/:id/request-publish': { product: requested },
      'GET /products': [{ products: [declined] }, { products: [requested] }],
    });
    const { dialog, user } = await openEditFor('Pink Kush');
    const note = within(dialog).getByRole('region', { name: NOTE_TITLE });
    expect(note).toHaveTextContent('The lab report is older than 12 months.');
    expect(note).toHaveTextContent(
      'Make the changes it asks for, then choose Request Publish again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request Publish' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('region', { name: NOTE_TITLE })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel Request' })).toBeInTheDocument();
  });

  it('no note, no region', async () => {
    api = signedInSeller([kush]);
    const { dialog } = await openEditFor('Pink Kush');
    expect(within(dialog).queryByRole('region', { name: NOTE_TITLE })).not.toBeInTheDocument();
  });

  it('declined while the popup is open (listing:reviewed): the note and the status follow without a reload', async () => {
    api = signedInSeller([awaiting]);
    const { dialog } = await openEditFor('Pink Kush');
    expect(within(dialog).getByRole('button', { name: 'Cancel Request' })).toBeInTheDocument();
    expect(within(card('Pink Kush')).getByText('Pending')).toHaveClass('lb-tag--warning');
    act(() => bus.emit('listing:reviewed', { product: declined, decision: 'declined' }));
    expect(await within(dialog).findByRole('region', { name: NOTE_TITLE })).toHaveTextContent(
      'The lab report is older than 12 months.',
    );
    expect(within(dialog).getByRole('button', { name: 'Request Publish' })).toBeInTheDocument();
    expect(within(card('Pink Kush')).getByText('Pending')).toHaveClass('lb-tag--danger');
  });

  it('published by the operator (product:published, as buyers see it): My Products shows it Active', async () => {
    api = signedInSeller([awaiting]);
    renderWithQueryClient(<MyProducts />);
    const listing = await screen.findByRole('article', { name: 'Pink Kush' });
    const { Contact_Name: _owner, ...asBuyersSeeIt } = awaiting;
    act(() =>
      bus.emit('product:published', {
        product: { ...asBuyersSeeIt, Product_Active: true, Request_pending: false },
      }),
    );
    expect(await within(listing).findByText('Active')).toHaveClass('lb-tag--success');
  });
});

/** What the server answers for each toggle (spec §4 transitions). */
function nextState(label: 'Archive Product' | 'Request Publish' | 'Cancel Request') {
  if (label === 'Archive Product') return { Product_Active: false, Request_pending: false };
  if (label === 'Request Publish') return { Product_Active: false, Request_pending: true };
  return { Product_Active: false, Request_pending: false };
}
