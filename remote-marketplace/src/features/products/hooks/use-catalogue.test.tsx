import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@leafbid/shared';
import {
  fakeCatalogue,
  installFakeApi,
  makeProduct,
  type FakeApi,
  signedInWithFakeApi,
} from '@leafbid/shared/testing';
import { prefetchFirstPage } from '../api/get-catalogue';
import { useCatalogue } from './use-catalogue';

const haze = makeProduct({ id: 'p_haze', Product_Name: 'Super Lemon Haze' });
const kush = makeProduct({ id: 'p_kush', Product_Name: 'Pink Kush' });

let api: FakeApi;
let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
signedInWithFakeApi(() => api);
beforeEach(() => {
  client = createQueryClient();
  api = installFakeApi({ 'POST /token': { access_token: 'media-token', expires_in: 3600 } });
  api.on('GET /products', fakeCatalogue([haze, kush]));
});

describe('useCatalogue — issue 10: a filter change → the updated grid', () => {
  it("a view's first page asked for at the change is the one its render shows (no second request)", async () => {
    void prefetchFirstPage(client, 'q=haze');
    // The request has left before anything rendered the new view.
    await waitFor(() => expect(api.callsTo('GET /products')).toHaveLength(1));
    const { result } = renderHook(() => useCatalogue('q=haze'), { wrapper });
    await waitFor(() => expect(result.current.products.map((p) => p.id)).toEqual(['p_haze']));
    expect(api.callsTo('GET /products')).toHaveLength(1);
    expect(api.callsTo('GET /products')[0]?.query).toMatchObject({ q: 'haze', status: 'active' });
  });

  it('a view shown again comes from the cache; once marked stale it asks afresh', async () => {
    void prefetchFirstPage(client, 'q=kush');
    const first = renderHook(() => useCatalogue('q=kush'), { wrapper });
    await waitFor(() => expect(first.result.current.products).toHaveLength(1));
    first.unmount();
    const again = renderHook(() => useCatalogue('q=kush'), { wrapper });
    expect(again.result.current.products).toHaveLength(1);
    expect(api.callsTo('GET /products')).toHaveLength(1);
    again.unmount();
    await client.invalidateQueries();
    const later = renderHook(() => useCatalogue('q=kush'), { wrapper });
    await waitFor(() => expect(api.callsTo('GET /products')).toHaveLength(2));
    expect(later.result.current.products).toHaveLength(1);
  });
});
