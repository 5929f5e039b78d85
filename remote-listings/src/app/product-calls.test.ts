// The listings remote's calls (spec §7, docs/api.md) over the kernel's request and upload cores.
import { ApiError } from '@leafbid/shared';
import {
  installFakeApi,
  makeProduct,
  makeProductSubmission,
  networkError,
  reply,
  type FakeApi,
  signedInWithFakeApi,
} from '@leafbid/shared/testing';
import { submitProduct } from '../features/add-products/api/submit-product';
import {
  archiveProduct,
  cancelPublishRequest,
  requestPublish,
} from '../features/my-products/api/change-listing-status';
import { deleteProduct } from '../features/my-products/api/delete-product';
import { getMyProducts } from '../lib/my-products-query';
import { updateProduct } from '../features/my-products/api/update-product';

let api: FakeApi;
signedInWithFakeApi(() => api, { user: { uid: 'demo-seller', email: 'seller@leafbid.test' } });

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });
const files = {
  cover: file('cover.jpg', 'image/jpeg'),
  photos: [file('a.jpg', 'image/jpeg'), file('clip.mp4', 'video/mp4')],
  certificates: [file('coa.pdf', 'application/pdf')],
};

describe('submitProduct: POST /products, one multipart request (docs/api.md)', () => {
  it('sends the product part first, then cover, photos and certificates, with the bearer token, and reports progress', async () => {
    const created = makeProduct({ id: 'p_new', Product_Active: false });
    api = installFakeApi({ 'POST /products': reply(201, { data: [created] }) });
    const progress: number[] = [];
    const submission = makeProductSubmission();
    const product = await submitProduct(submission, files, (sent) => progress.push(sent));

    expect(product).toEqual(created);
    const [call] = api.callsTo('POST /products');
    expect(call?.headers.Authorization).toMatch(/^Bearer fake-id-token-/);
    const form = call?.body as FormData;
    expect([...form.keys()]).toEqual(['product', 'cover', 'photo', 'photo', 'certificate']);
    expect(JSON.parse(form.get('product') as string)).toEqual(submission);
    expect((form.getAll('photo') as File[]).map((f) => f.name)).toEqual(['a.jpg', 'clip.mp4']);
    expect((form.get('certificate') as File).name).toBe('coa.pdf');
    expect(progress).toEqual([0.5, 1, 1]);
  });

  it('a refusal throws the server text; without one the §8 fallback; a 401 is retried once with a fresh token', async () => {
    api = installFakeApi({
      'POST /products': [
        reply(400, { error: 'You can only upload up to 4 photos.', field: 'photo' }),
        reply(500, {}),
        reply(401, { error: 'User not authenticated' }),
        reply(201, { data: [makeProduct({ id: 'p_2' })] }),
      ],
    });
    await expect(submitProduct(makeProductSubmission(), files)).rejects.toMatchObject({
      status: 400,
      message: 'You can only upload up to 4 photos.',
      fromServer: true,
    });
    await expect(submitProduct(makeProductSubmission(), files)).rejects.toMatchObject({
      status: 500,
      message: 'Failed to create product',
      fromServer: false,
    });
    await expect(submitProduct(makeProductSubmission(), files)).resolves.toMatchObject({
      id: 'p_2',
    });
    const tokens = api.callsTo('POST /products').map((c) => c.headers.Authorization);
    expect(tokens[3]).not.toBe(tokens[2]);
  });

  it('a network failure is an ApiError with status 0 that says what to do', async () => {
    api = installFakeApi({ 'POST /products': networkError() });
    const error = await submitProduct(makeProductSubmission(), files).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
    expect((error as Error).message).toMatch(/^Network error. Please check your connection/);
  });

  it('an answer without data[0] is "Invalid response format from server"', async () => {
    api = installFakeApi({ 'POST /products': reply(201, { data: [] }) });
    await expect(submitProduct(makeProductSubmission(), files)).rejects.toThrow(
      'Invalid response format from server',
    );
  });
});

describe('product edits and status calls (spec §7)', () => {
  it('PUT /products/{id}, PUT …/archive, POST …/request-publish, cancel = PUT {Request_pending:false}, DELETE', async () => {
    const product = makeProduct({ id: 'p_1' });
    api = installFakeApi({
      'PUT /products/:id': { product },
      'PUT /products/:id/archive': { product },
      'POST /products/:id/request-publish': { product },
      'DELETE /products/:id': { data: { id: 'p_1' } },
    });
    await updateProduct('p_1', { Highest_Terpenes: 'Myrcene' });
    await archiveProduct('p_1');
    await requestPublish('p_1');
    await cancelPublishRequest('p_1');
    await deleteProduct('p_1');
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /products/p_1',
      'PUT /products/p_1/archive',
      'POST /products/p_1/request-publish',
      'PUT /products/p_1',
      'DELETE /products/p_1',
    ]);
    expect(api.calls[0]?.body).toEqual({ Highest_Terpenes: 'Myrcene' });
    expect(api.calls[3]?.body).toEqual({ Request_pending: false });
  });

  it.each([
    [
      'updateProduct',
      'Failed to update product',
      () => updateProduct('p_1', { Harvest_Date: null }),
    ],
    ['archiveProduct', 'Failed to archive product', () => archiveProduct('p_1')],
    ['requestPublish', 'Failed to request publish', () => requestPublish('p_1')],
    ['deleteProduct', 'Failed to delete product', () => deleteProduct('p_1')],
  ])('%s falls back to the §8 text %p', async (_name, fallback, call) => {
    api = installFakeApi({
      'PUT /products/:id': reply(500),
      'PUT /products/:id/archive': reply(500),
      'POST /products/:id/request-publish': reply(500),
      'DELETE /products/:id': reply(500),
    });
    await expect(call()).rejects.toThrow(fallback);
  });
});

describe('getMyProducts: GET /products?owner=me (My Listings)', () => {
  it("asks for the caller's own products and answers the list", async () => {
    const product = makeProduct({ id: 'p_1' });
    api = installFakeApi({ 'GET /products': { products: [product] } });
    await expect(getMyProducts()).resolves.toEqual([product]);
    expect(api.callsTo('GET /products')[0]?.query).toEqual({ owner: 'me' });
  });

  it("a failure says 'Failed to fetch products'; an answer without products is 'Invalid response format from server'", async () => {
    api = installFakeApi({ 'GET /products': [reply(500, {}), { data: [] }] });
    await expect(getMyProducts()).rejects.toThrow('Failed to fetch products');
    await expect(getMyProducts()).rejects.toThrow('Invalid response format from server');
  });
});
