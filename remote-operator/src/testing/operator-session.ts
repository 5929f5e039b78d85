// The set-up that the console's tests share: each test runs as the signed-in admin, with a fake
// API that it installs itself and that is taken away after it.
import { useProfileStore } from '@leafbid/shared';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  resetStoresForTest,
  type FakeApi,
  type FakeRoute,
} from '@leafbid/shared/testing';

/** The token exchange, for a test whose requests carry the admin's bearer token. */
export const TOKEN_ROUTE = { 'POST /token': { access_token: 'access', expires_in: 900 } };

/**
 * Registers, for every test of the file: fresh stores and the admin's identity (with `profile`,
 * the admin's contact too). Returns `installApi`, which installs a test's fake API; it is
 * restored after that test.
 */
export function operatorSession({ profile = false }: { profile?: boolean } = {}): (
  routes?: Record<string, FakeRoute>,
) => FakeApi {
  let api: FakeApi | undefined;
  beforeEach(() => {
    resetStoresForTest();
    createFakeIdentity({ user: { uid: 'demo-admin', email: 'admin@leafbid.test' } });
    if (profile) {
      useProfileStore
        .getState()
        .setProfile(makeContact({ id: 'c_admin', Contact_Type: ['Admin'] }));
    }
  });
  afterEach(() => {
    api?.restore();
    api = undefined;
  });
  return (routes) => (api = installFakeApi(routes));
}
