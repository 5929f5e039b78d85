import {
  createFakeIdentity,
  installFakeApi,
  makeProduct,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import { fetchProductPage } from './get-catalogue';

let api: FakeApi;
beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
});
afterEach(() => api?.restore());

describe('fetchProductPage', () => {
  it('passes the view and page parameters through and reads the page', async () => {
    api = installFakeApi({
      'GET /products': { products: [makeProduct({ id: 'p_1' })], nextCursor: 'abc', total: 31 },
    });
    const page = await fetchProductPage(
      new URLSearchParams('q=kush&cat=Indica&cat=Hybrid&status=active'),
    );
    expect(api.calls[0]?.url).toBe(
      'http://api.leafbid.test/products?q=kush&cat=Indica&cat=Hybrid&status=active',
    );
    expect(page).toEqual({
      products: [expect.objectContaining({ id: 'p_1' })],
      nextCursor: 'abc',
      total: 31,
    });
  });

  it('the last page has no cursor, and later pages no total', async () => {
    api = installFakeApi({ 'GET /products': { products: [], nextCursor: null, total: null } });
    await expect(fetchProductPage(new URLSearchParams('cursor=abc'))).resolves.toEqual({
      products: [],
      nextCursor: null,
      total: null,
    });
  });
});
