// The listings remote's component tests: a signed-in Seller with their products, and the edit
// popup opened from My Products.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useProfileStore } from '@leafbid/shared';
import type { Product } from '@leafbid/domain';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  makeProduct,
  renderWithQueryClient,
  resetStoresForTest,
  type FakeApi,
  type FakeRoute,
} from '@leafbid/shared/testing';
import { MyProducts } from '../features/my-products/components/my-products';

export const seller = makeContact({
  id: 'c_seller',
  Contact_Type: ['Seller'],
  canAccessListing: true,
});

/** A product of the seller's. */
export const mine = (overrides: Partial<Product>): Product =>
  makeProduct({ Contact_Name: { id: seller.id }, ...overrides });

/**
 * A signed-in seller with these products; GET /products answers them (first to last), GET
 * /listings/demand that none has an open bid (issue 20) unless `routes` says otherwise.
 */
export function signedInSeller(
  products: Product[],
  routes: Record<string, FakeRoute> = {},
): FakeApi {
  return signInSeller({
    'GET /products': { products },
    'GET /listings/demand': { data: [] },
    ...routes,
  });
}

/** The seller signed in (fresh stores, their profile loaded), the API answering only `routes`. */
export function signInSeller(routes: Record<string, FakeRoute>): FakeApi {
  resetStoresForTest();
  createFakeIdentity({ user: { uid: 'demo-seller', email: 'seller@leafbid.test' } });
  const fake = installFakeApi({
    'POST /token': { access_token: 'test-access-token', expires_in: 300 },
    ...routes,
  });
  useProfileStore.getState().setProfile(seller);
  return fake;
}

/** My Products, with the edit popup of the product called `name` open. */
export async function openEditFor(name: string, user = userEvent.setup()) {
  const { queryClient: client } = renderWithQueryClient(<MyProducts />);
  const card = await screen.findByRole('article', { name });
  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  return { dialog: screen.getByRole('dialog', { name }), user, client };
}
