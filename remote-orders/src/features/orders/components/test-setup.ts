// Test wiring shared by the orders component tests: a signed-in buyer, a fake Product API and
// the profile the host would have loaded.
import { useProfileStore } from '@leafbid/shared';
import type { Task } from '@leafbid/domain';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  resetStoresForTest,
  type FakeApi,
  type FakeRoute,
} from '@leafbid/shared/testing';

export const buyer = makeContact({ id: 'c_1' });

/** `tasks` answer GET /tasks; `routes` add or override routes. */
export function signedInBuyer(tasks: Task[], routes: Record<string, FakeRoute> = {}): FakeApi {
  resetStoresForTest();
  createFakeIdentity();
  const api = installFakeApi({
    'POST /token': { access_token: 'test-access-token', expires_in: 300 },
    'GET /tasks': { data: tasks },
    ...routes,
  });
  useProfileStore.getState().setProfile(buyer);
  return api;
}
