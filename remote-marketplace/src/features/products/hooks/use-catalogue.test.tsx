import { renderHook, waitFor } from '@testing-library/react';
import {
  createFakeIdentity,
  fakeCatalogue,
  installFakeApi,
  makeProduct,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import { prefetchFirstPage, useCatalogue } from './use-catalogue';

const haze = makeProduct({ id: 'p_haze', Product_Name: 'Super Lemon Haze' });
const kush = makeProduct({ id: 'p_kush', Product_Name: 'Pink Kush' });

let api: FakeApi;
beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  api = installFakeApi({ 'POST /token': { access_token: 'media-token', expires_in: 3600 } });
  api.on('GET /products', fakeCatalogue([haze, kush]));
});
afterEach(() => api.restore());

describe('useCatalogue — issue 10: a filter change → the updated grid', () => {
  it("a view's first page asked for at the change is the one its render shows (no second request)", async () => {
    prefetchFirstPage('q=haze');
    // The request has left before anything rendered the new view.
    await waitFor(() => expect(api.callsTo('GET /products')).toHaveLength(1));
    const { result } = renderHook(() => useCatalogue('q=haze'));
    await waitFor(() => expect(result.current.products.map((p) => p.id)).toEqual(['p_haze']));
    expect(api.callsTo('GET /products')).toHaveLength(1);
    expect(api.callsTo('GET /products')[0]?.query).toMatchObject({ q: 'haze', status: 'active' });
  });

  it('an early page is taken once: the same view shown again later asks afresh', async () => {
    prefetchFirstPage('q=kush');
    const first = renderHook(() => useCatalogue('q=kush'));
    await waitFor(() => expect(first.result.current.products).toHaveLength(1));
    first.unmount();
    const again = renderHook(() => useCatalogue('q=kush'));
    await waitFor(() => expect(again.result.current.products).toHaveLength(1));
    expect(api.callsTo('GET /products')).toHaveLength(2);
  });
});
