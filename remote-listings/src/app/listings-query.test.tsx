// What the products store's tests checked (spec §4, issue 11), now on the listings' query:
// optimistic changes with rollback and refetch, the submission first at once, the live events.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { bus, createQueryClient, useProfileStore, type LeafbidEvents } from '@leafbid/shared';
import type { Product } from '@leafbid/domain';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  makeProduct,
  makeProductSubmission,
  reply,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import { useSubmitProductMutation } from '../features/add-products/api/submit-product';
import { useChangeListingStatus } from '../features/my-products/api/change-listing-status';
import { useDeleteProduct } from '../features/my-products/api/delete-product';
import {
  myProductsQueryKey,
  myProductsQueryOptions,
  refetchMyProducts,
} from '../lib/my-products-query';
import { connectMyProductsLiveUpdates } from '../features/my-products/api/my-products-live';
import { useUpdateProduct } from '../features/my-products/api/update-product';

const seller = makeContact({ id: 'c_seller', Contact_Type: ['Seller'] });
const mine = (overrides: Partial<Product>) =>
  makeProduct({ Contact_Name: { id: seller.id }, ...overrides });

let api: FakeApi;
let client: QueryClient;
const events: Array<[keyof LeafbidEvents, unknown]> = [];
const record = (type: keyof LeafbidEvents, payload: unknown) => events.push([type, payload]);

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity({ user: { uid: 'demo-seller', email: 'seller@leafbid.test' } });
  useProfileStore.getState().setProfile(seller);
  client = createQueryClient();
  events.length = 0;
  bus.on('*', record);
});
afterEach(() => {
  bus.off('*', record);
  api.restore();
  client.clear();
});

/** A pending answer the test releases. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const list = () => client.getQueryData<Product[]>(myProductsQueryKey) ?? [];
const names = () => list().map((p) => p.Product_Name);
const load = () => client.fetchQuery(myProductsQueryOptions());
const hook = <T,>(use: () => T) =>
  renderHook(use, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  }).result;

describe('edits and status changes are local first, rolled back on failure, then refetched (spec §4)', () => {
  const kush = mine({ id: 'p_1', Product_Name: 'Pink Kush', Highest_Terpenes: 'Myrcene' });

  it('an edit: the list changes before the server answers, then holds the server product; product:updated; refetch', async () => {
    const saved = { ...kush, Highest_Terpenes: 'Limonene', Harvest_Date: '2026-09-01' };
    const answer = deferred<{ product: Product }>();
    api = installFakeApi({
      'GET /products': [{ products: [kush] }, { products: [saved] }],
      'PUT /products/:id': () => answer.promise,
    });
    await load();
    const update = hook(useUpdateProduct);
    let saving!: Promise<Product>;
    act(() => {
      saving = update.current.mutateAsync({ id: 'p_1', patch: { Highest_Terpenes: 'Limonene' } });
    });
    await waitFor(() => expect(list()[0]?.Highest_Terpenes).toBe('Limonene'));
    answer.resolve({ product: saved });
    await expect(saving).resolves.toEqual(saved);
    expect(list()[0]).toEqual(saved);
    expect(events).toContainEqual(['product:updated', { product: saved }]);
    await waitFor(() => expect(api.callsTo('GET /products')).toHaveLength(2));
    expect(api.callsTo('PUT /products/:id')[0]?.body).toEqual({ Highest_Terpenes: 'Limonene' });
  });

  it('a failed edit: rolled back, rethrown, refetched; no product:updated', async () => {
    api = installFakeApi({
      'GET /products': { products: [kush] },
      'PUT /products/:id': reply(500, { error: 'Failed to update product' }),
    });
    await load();
    const update = hook(useUpdateProduct);
    await expect(
      update.current.mutateAsync({ id: 'p_1', patch: { Highest_Terpenes: 'Limonene' } }),
    ).rejects.toThrow('Failed to update product');
    expect(list()[0]?.Highest_Terpenes).toBe('Myrcene');
    await waitFor(() => expect(api.callsTo('GET /products')).toHaveLength(2));
    expect(events.filter(([type]) => type === 'product:updated')).toHaveLength(0);
  });

  it.each([
    [
      'archive',
      'PUT /products/:id/archive',
      { Product_Active: true, Request_pending: false },
      { Product_Active: false, Request_pending: false },
    ],
    [
      'request-publish',
      'POST /products/:id/request-publish',
      { Product_Active: false, Request_pending: false },
      { Product_Active: false, Request_pending: true },
    ],
    [
      'cancel-request',
      'PUT /products/:id',
      { Product_Active: false, Request_pending: true },
      { Product_Active: false, Request_pending: false },
    ],
  ] as const)('status change %s: %s, applied at once', async (action, route, from, to) => {
    const product = mine({ id: 'p_1', ...from });
    const answer = deferred<{ product: Product }>();
    api = installFakeApi({
      'GET /products': { products: [product] },
      [route]: () => answer.promise,
    });
    await load();
    const change = hook(useChangeListingStatus);
    let changing!: Promise<Product>;
    act(() => {
      changing = change.current.mutateAsync({ id: 'p_1', action });
    });
    await waitFor(() => expect(list()[0]).toMatchObject(to));
    answer.resolve({ product: { ...product, ...to } });
    await changing;
    expect(events).toContainEqual(['product:updated', { product: { ...product, ...to } }]);
    expect(api.callsTo(route)).toHaveLength(1);
  });

  it('a failed status change: the old status comes back and the error is rethrown', async () => {
    const product = mine({ id: 'p_1', Product_Active: false, Request_pending: false });
    api = installFakeApi({
      'GET /products': { products: [product] },
      'POST /products/:id/request-publish': reply(503),
    });
    await load();
    const change = hook(useChangeListingStatus);
    await expect(
      change.current.mutateAsync({ id: 'p_1', action: 'request-publish' }),
    ).rejects.toThrow('Failed to request publish');
    expect(list()[0]).toMatchObject({ Request_pending: false });
  });

  it('delete: gone once the server confirms, product:deleted; on failure it stays', async () => {
    const a = mine({ id: 'p_a', Product_Name: 'A' });
    const b = mine({ id: 'p_b', Product_Name: 'B' });
    const c = mine({ id: 'p_c', Product_Name: 'C' });
    const answer = deferred<{ data: { id: string } }>();
    api = installFakeApi({
      'GET /products': [{ products: [a, b, c] }, { products: [a, b, c] }, { products: [a, c] }],
      'DELETE /products/:id': [reply(500), () => answer.promise],
    });
    await load();
    const remove = hook(useDeleteProduct);
    await expect(remove.current.mutateAsync('p_b')).rejects.toThrow('Failed to delete product');
    expect(names()).toEqual(['A', 'B', 'C']);
    await waitFor(() => expect(api.callsTo('GET /products')).toHaveLength(2));
    let deleting!: Promise<void>;
    act(() => {
      deleting = remove.current.mutateAsync('p_b');
    });
    expect(names()).toEqual(['A', 'B', 'C']);
    answer.resolve({ data: { id: 'p_b' } });
    await deleting;
    expect(names()).toEqual(['A', 'C']);
    expect(events).toContainEqual(['product:deleted', { productId: 'p_b' }]);
  });
});

describe('a submission (spec §4 "added to the local list optimistically", §5)', () => {
  const files = {
    cover: new File(['c'], 'cover.jpg', { type: 'image/jpeg' }),
    photos: [new File(['p'], 'p.jpg', { type: 'image/jpeg' })],
    certificates: [new File(['%PDF'], 'coa.pdf', { type: 'application/pdf' })],
  };

  it('a temp product, inactive and not pending, is at the front at once; the server product replaces it; product:submitted; refetch', async () => {
    const existing = mine({ id: 'p_old', Product_Name: 'Old' });
    const created = mine({ id: 'p_new', Product_Name: 'Northern Lights', Product_Active: false });
    const answer = deferred<ReturnType<typeof reply>>();
    api = installFakeApi({
      'GET /products': [{ products: [existing] }, { products: [created, existing] }],
      'POST /products': () => answer.promise,
    });
    await load();
    const submit = hook(useSubmitProductMutation);
    const progress: number[] = [];
    let submitting!: Promise<Product>;
    act(() => {
      submitting = submit.current.mutateAsync({
        submission: makeProductSubmission(),
        files,
        onProgress: (sent) => progress.push(sent),
      });
    });
    await waitFor(() => expect(list()).toHaveLength(2));
    const [temp] = list();
    expect(temp).toMatchObject({
      Product_Name: 'Northern Lights',
      Product_Active: false,
      Request_pending: false,
      Contact_Name: { id: seller.id },
      Product_Category: 'Cannabis flowers (mix sizes), Cannabis trimmings',
    });
    expect(temp?.id).toMatch(/^temp_/);
    answer.resolve(reply(201, { data: [created] }));
    await expect(submitting).resolves.toEqual(created);
    expect(list().map((p) => p.id)).toEqual(['p_new', 'p_old']);
    expect(events).toContainEqual(['product:submitted', { product: created }]);
    expect(progress.at(-1)).toBe(1);
    await waitFor(() => expect(api.callsTo('GET /products')).toHaveLength(2));
  });

  it('a failed submission removes the temp product and rethrows', async () => {
    api = installFakeApi({
      'GET /products': { products: [] },
      'POST /products': reply(400, { error: 'certificate: Please add at least one certificate.' }),
    });
    await load();
    const submit = hook(useSubmitProductMutation);
    await expect(
      submit.current.mutateAsync({ submission: makeProductSubmission(), files }),
    ).rejects.toThrow('certificate: Please add at least one certificate.');
    expect(list()).toEqual([]);
  });

  it('a refetch while a submission is on its way keeps it at the front', async () => {
    const answer = deferred<ReturnType<typeof reply>>();
    const other = mine({ id: 'p_x', Product_Name: 'Other' });
    api = installFakeApi({
      'GET /products': { products: [other] },
      'POST /products': () => answer.promise,
    });
    await load();
    const submit = hook(useSubmitProductMutation);
    let submitting!: Promise<Product>;
    act(() => {
      submitting = submit.current.mutateAsync({ submission: makeProductSubmission(), files });
    });
    await waitFor(() => expect(list()).toHaveLength(2));
    await refetchMyProducts(client);
    expect(names()).toEqual(['Northern Lights', 'Other']);
    answer.resolve(reply(201, { data: [mine({ id: 'p_n', Product_Name: 'Northern Lights' })] }));
    await submitting;
    expect(list().map((p) => p.id)).toEqual(['p_n', 'p_x']);
  });
});

describe('live updates of the listings (issue 11)', () => {
  const pending = mine({
    id: 'p_r',
    Product_Name: 'Review Me',
    Product_Active: false,
    Request_pending: true,
  });
  const other = makeProduct({ id: 'p_o', Product_Name: 'Gelato', Product_Active: true });

  async function loaded(products: Product[]) {
    api = installFakeApi({ 'GET /products': { products } });
    connectMyProductsLiveUpdates(client);
    await load();
  }

  it('listing:reviewed (declined) puts the owner copy with its Review_Note in the list', async () => {
    await loaded([pending, other]);
    const declined = { ...pending, Request_pending: false, Review_Note: 'Photos are blurry.' };
    bus.emit('listing:reviewed', { product: declined, decision: 'declined' });
    expect(list().find((p) => p.id === 'p_r')).toMatchObject({
      Request_pending: false,
      Review_Note: 'Photos are blurry.',
      Contact_Name: { id: seller.id },
    });
  });

  it('listing:reviewed adds a listing the loaded list does not hold yet; an unloaded list stays empty', async () => {
    api = installFakeApi({ 'GET /products': { products: [other] } });
    connectMyProductsLiveUpdates(client);
    bus.emit('listing:reviewed', { product: pending, decision: 'published' });
    expect(client.getQueryData(myProductsQueryKey)).toBeUndefined();
    await load();
    const published = { ...pending, Product_Active: true, Request_pending: false };
    bus.emit('listing:reviewed', { product: published, decision: 'published' });
    expect(names()).toEqual(['Review Me', 'Gelato']);
    expect(list()[0]?.Product_Active).toBe(true);
  });

  it("product:published turns the seller's own copy active and keeps its owner fields", async () => {
    await loaded([{ ...pending, Review_Note: null }, other]);
    const { Contact_Name: _owner, Review_Note: _note, ...asBuyersSeeIt } = pending;
    bus.emit('product:published', {
      product: { ...asBuyersSeeIt, Product_Active: true, Request_pending: false },
    });
    expect(list().find((p) => p.id === 'p_r')).toMatchObject({
      Product_Active: true,
      Request_pending: false,
      Contact_Name: { id: seller.id },
    });
  });

  it('product:published adds a product no loaded list holds at the front', async () => {
    await loaded([other]);
    bus.emit('product:published', { product: makeProduct({ id: 'p_new', Product_Name: 'New' }) });
    expect(names()).toEqual(['New', 'Gelato']);
  });
});
