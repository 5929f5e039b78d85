// Spec §7 "the calls made on start": the host runs the description's prefetch module.
import { createQueryClient } from '@leafbid/shared';
import {
  installFakeApi,
  makeContact,
  makeProduct,
  type FakeApi,
  signedInWithFakeApi,
} from '@leafbid/shared/testing';
import { myProductsQueryKey } from '../features/my-products';
import prefetchListings from './exposes/listings-prefetch';

let api: FakeApi;
signedInWithFakeApi(() => api);
beforeEach(() => {
  api = installFakeApi({ 'GET /products': { products: [makeProduct({ id: 'p_1' })] } });
});

describe('ListingsPrefetch', () => {
  it("loads a Seller's own products into the query cache", async () => {
    const queryClient = createQueryClient();
    const profile = makeContact({ Contact_Type: ['Seller'] });
    await prefetchListings({ queryClient, profile });
    expect(api.callsTo('GET /products')[0]?.query).toEqual({ owner: 'me' });
    expect(queryClient.getQueryData(myProductsQueryKey)).toMatchObject([{ id: 'p_1' }]);
  });

  it('asks nothing for a profile that may not list (spec §6)', async () => {
    const queryClient = createQueryClient();
    await prefetchListings({ queryClient, profile: makeContact({ Contact_Type: ['Buyer'] }) });
    expect(api.calls).toHaveLength(0);
  });
});
