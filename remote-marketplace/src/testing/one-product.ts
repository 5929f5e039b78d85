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

/**
 * Whether a lazily loaded chunk fails to load now. The load-failure tests' jest.mock factories
 * read it when the mocked module is first required (a declaration: it works before the test's
 * body runs).
 */
export function mockNetwork(): { down: boolean } {
  const scope = globalThis as { networkForTest?: { down: boolean } };
  return (scope.networkForTest ??= { down: false });
}

/** Each test of the file with Pink Kush served; after it the API restored, the network up. */
export function servingOneProductOnAFlakyNetwork(): void {
  let api: FakeApi;
  beforeEach(() => {
    api = serveOneProduct();
  });
  afterEach(() => {
    api.restore();
    mockNetwork().down = false;
  });
}
