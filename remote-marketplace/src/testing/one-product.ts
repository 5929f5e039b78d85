// Test wiring shared by the lazy-loading tests (issue 22): a signed-in browser whose catalogue holds
// one product, Pink Kush.
import {
  createFakeIdentity,
  installFakeApi,
  makeProduct,
  resetStoresForTest,
  serveCatalogue,
  type FakeApi,
} from '@leafbid/shared/testing';

/** Fresh stores, an identity, media tokens and a catalogue of Pink Kush alone. */
export function serveOneProduct(): FakeApi {
  resetStoresForTest();
  createFakeIdentity();
  const api = installFakeApi({ 'POST /token': { access_token: 'media-token', expires_in: 3600 } });
  serveCatalogue(api, [makeProduct({ id: 'p_kush', Product_Name: 'Pink Kush' })]);
  return api;
}
