import { bus } from '../bus/bus';
import type { LeafbidEvents } from '../bus/events';
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
} from '../testing';
import { useProductsStore } from './products-store';
import { useProfileStore } from './profile-store';

const seller = makeContact({ id: 'c_seller', Contact_Type: ['Seller'] });
const mine = (overrides: Partial<Product>) =>
  makeProduct({ Contact_Name: { id: seller.id }, ...overrides });

let api: FakeApi;
const events: Array<[keyof LeafbidEvents, unknown]> = [];
const record = (type: keyof LeafbidEvents, payload: unknown) => events.push([type, payload]);

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity({ user: { uid: 'demo-seller', email: 'seller@leafbid.test' } });
  useProfileStore.getState().setProfile(seller);
  events.length = 0;
  bus.on('*', record);
});
afterEach(() => {
  bus.off('*', record);
  api.restore();
});

const store = () => useProductsStore.getState();
const names = () => store().products.map((p) => p.Product_Name);
/** Lets the store's background refetch finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A pending answer the test releases. */
function held<T>() {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

describe('products store: edits and status changes are local first, rolled back on failure, then refetched (spec §4)', () => {
  const kush = mine({ id: 'p_1', Product_Name: 'Pink Kush', Highest_Terpenes: 'Myrcene' });

  it('saveProductEdits: the list changes before the server answers, then holds the server product; product:updated; refetch', async () => {
    const saved = { ...kush, Highest_Terpenes: 'Limonene', Harvest_Date: '2026-09-01' };
    const answer = held<{ product: Product }>();
    api = installFakeApi({
      'GET /products': [{ products: [kush] }, { products: [saved] }],
      'PUT /products/:id': () => answer.promise,
    });
    await store().fetchProducts();
    const saving = store().saveProductEdits('p_1', { Highest_Terpenes: 'Limonene' });
    expect(store().products[0]?.Highest_Terpenes).toBe('Limonene');
    answer.release({ product: saved });
    await expect(saving).resolves.toEqual(saved);
    expect(store().products[0]).toEqual(saved);
    expect(events).toContainEqual(['product:updated', { product: saved }]);
    await settle();
    expect(api.callsTo('GET /products')).toHaveLength(2);
    expect(api.callsTo('PUT /products/:id')[0]?.body).toEqual({ Highest_Terpenes: 'Limonene' });
  });

  it('saveProductEdits failure: rolled back, error kept, rethrown, refetched; no product:updated', async () => {
    api = installFakeApi({
      'GET /products': { products: [kush] },
      'PUT /products/:id': reply(500, { error: 'Failed to update product' }),
    });
    await store().fetchProducts();
    await expect(store().saveProductEdits('p_1', { Highest_Terpenes: 'Limonene' })).rejects.toThrow(
      'Failed to update product',
    );
    expect(store().products[0]?.Highest_Terpenes).toBe('Myrcene');
    await settle();
    expect(store().error).toBe('Failed to update product');
    expect(api.callsTo('GET /products')).toHaveLength(2);
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
  ] as const)('changeListingStatus %s: %s, applied at once', async (action, route, from, to) => {
    const product = mine({ id: 'p_1', ...from });
    const answer = held<{ product: Product }>();
    api = installFakeApi({
      'GET /products': { products: [product] },
      [route]: () => answer.promise,
    });
    await store().fetchProducts();
    const changing = store().changeListingStatus('p_1', action);
    expect(store().products[0]).toMatchObject(to);
    answer.release({ product: { ...product, ...to } });
    await changing;
    expect(events).toContainEqual(['product:updated', { product: { ...product, ...to } }]);
    expect(api.callsTo(route)).toHaveLength(1);
  });

  it('changeListingStatus failure: the old status comes back and the error is rethrown', async () => {
    const product = mine({ id: 'p_1', Product_Active: false, Request_pending: false });
    api = installFakeApi({
      'GET /products': { products: [product] },
      'POST /products/:id/request-publish': reply(503),
    });
    await store().fetchProducts();
    await expect(store().changeListingStatus('p_1', 'request-publish')).rejects.toThrow(
      'Failed to request publish',
    );
    expect(store().products[0]).toMatchObject({ Request_pending: false });
  });

  it('deleteProduct: gone once the server confirms, product:deleted; on failure it stays', async () => {
    const a = mine({ id: 'p_a', Product_Name: 'A' });
    const b = mine({ id: 'p_b', Product_Name: 'B' });
    const c = mine({ id: 'p_c', Product_Name: 'C' });
    const answer = held<{ data: { id: string } }>();
    api = installFakeApi({
      'GET /products': [{ products: [a, b, c] }, { products: [a, b, c] }, { products: [a, c] }],
      'DELETE /products/:id': [reply(500), () => answer.promise],
    });
    await store().fetchProducts();
    await expect(store().deleteProduct('p_b')).rejects.toThrow('Failed to delete product');
    expect(names()).toEqual(['A', 'B', 'C']);
    expect(store().error).toBe('Failed to delete product');
    await settle();
    const deleting = store().deleteProduct('p_b');
    expect(names()).toEqual(['A', 'B', 'C']);
    answer.release({ data: { id: 'p_b' } });
    await deleting;
    expect(names()).toEqual(['A', 'C']);
    expect(events).toContainEqual(['product:deleted', { productId: 'p_b' }]);
  });
});

describe('products store: submitProduct (spec §4 "added to the local list optimistically", §5)', () => {
  const files = {
    cover: new File(['c'], 'cover.jpg', { type: 'image/jpeg' }),
    photos: [new File(['p'], 'p.jpg', { type: 'image/jpeg' })],
    certificates: [new File(['%PDF'], 'coa.pdf', { type: 'application/pdf' })],
  };

  it('a temp product, inactive and not pending, is at the front at once; the server product replaces it; product:submitted; refetch', async () => {
    const existing = mine({ id: 'p_old', Product_Name: 'Old' });
    const created = mine({ id: 'p_new', Product_Name: 'Northern Lights', Product_Active: false });
    const answer = held<ReturnType<typeof reply>>();
    api = installFakeApi({
      'GET /products': [{ products: [existing] }, { products: [created, existing] }],
      'POST /products': () => answer.promise,
    });
    await store().fetchProducts();
    const progress: number[] = [];
    const submitting = store().submitProduct(makeProductSubmission(), files, {
      onProgress: (sent) => progress.push(sent),
    });
    const [temp] = store().products;
    expect(temp).toMatchObject({
      Product_Name: 'Northern Lights',
      Product_Active: false,
      Request_pending: false,
      Contact_Name: { id: seller.id },
      Product_Category: 'Cannabis flowers (mix sizes), Cannabis trimmings',
    });
    expect(temp?.id).toMatch(/^temp_/);
    answer.release(reply(201, { data: [created] }));
    await expect(submitting).resolves.toEqual(created);
    expect(store().products.map((p) => p.id)).toEqual(['p_new', 'p_old']);
    expect(events).toContainEqual(['product:submitted', { product: created }]);
    expect(progress.at(-1)).toBe(1);
    await settle();
    expect(api.callsTo('GET /products')).toHaveLength(2);
  });

  it('a failed submission removes the temp product, keeps the error and rethrows', async () => {
    api = installFakeApi({
      'GET /products': { products: [] },
      'POST /products': reply(400, { error: 'certificate: Please add at least one certificate.' }),
    });
    await store().fetchProducts();
    await expect(store().submitProduct(makeProductSubmission(), files)).rejects.toThrow(
      'certificate: Please add at least one certificate.',
    );
    expect(store().products).toEqual([]);
    expect(store().error).toBe('certificate: Please add at least one certificate.');
  });

  it('a refetch while a submission is on its way keeps it at the front', async () => {
    const answer = held<ReturnType<typeof reply>>();
    const other = mine({ id: 'p_x', Product_Name: 'Other' });
    api = installFakeApi({
      'GET /products': { products: [other] },
      'POST /products': () => answer.promise,
    });
    const submitting = store().submitProduct(makeProductSubmission(), files);
    await store().fetchProducts({ force: true });
    expect(names()).toEqual(['Northern Lights', 'Other']);
    answer.release(reply(201, { data: [mine({ id: 'p_n', Product_Name: 'Northern Lights' })] }));
    await submitting;
    expect(store().products.map((p) => p.id)).toEqual(['p_n', 'p_x']);
  });
});

describe('products store: live updates of listings (issue 11)', () => {
  const pending = mine({
    id: 'p_r',
    Product_Name: 'Review Me',
    Product_Active: false,
    Request_pending: true,
  });
  const other = makeProduct({ id: 'p_o', Product_Name: 'Gelato', Product_Active: true });

  async function loaded(products: Product[]) {
    api = installFakeApi({ 'GET /products': { products } });
    await store().fetchProducts();
  }

  it('listing:reviewed (declined) puts the owner copy with its Review_Note in the list', async () => {
    await loaded([pending, other]);
    const declined = { ...pending, Request_pending: false, Review_Note: 'Photos are blurry.' };
    bus.emit('listing:reviewed', { product: declined, decision: 'declined' });
    expect(store().products.find((p) => p.id === 'p_r')).toMatchObject({
      Request_pending: false,
      Review_Note: 'Photos are blurry.',
      Contact_Name: { id: seller.id },
    });
  });

  it('listing:reviewed adds a listing the loaded list does not hold yet; an unloaded list stays empty', async () => {
    bus.emit('listing:reviewed', { product: pending, decision: 'published' });
    expect(store().products).toEqual([]);
    await loaded([other]);
    const published = { ...pending, Product_Active: true, Request_pending: false };
    bus.emit('listing:reviewed', { product: published, decision: 'published' });
    expect(names()).toEqual(['Review Me', 'Gelato']);
    expect(store().products[0]?.Product_Active).toBe(true);
  });

  it("product:published turns the seller's own copy active and keeps its owner fields", async () => {
    await loaded([{ ...pending, Review_Note: null }, other]);
    const { Contact_Name: _owner, Review_Note: _note, ...asBuyersSeeIt } = pending;
    bus.emit('product:published', {
      product: { ...asBuyersSeeIt, Product_Active: true, Request_pending: false },
    });
    expect(store().products.find((p) => p.id === 'p_r')).toMatchObject({
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
