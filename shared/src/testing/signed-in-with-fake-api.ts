import { createFakeIdentity, type FakeIdentityOptions } from './fake-identity';
import type { FakeApi } from './fake-api';
import { resetStoresForTest } from './reset-stores-for-test';

/**
 * Each test of the file starts with fresh stores and a signed-in fake identity, and the fake API
 * the test installed is taken down after it: `let api: FakeApi; signedInWithFakeApi(() => api);`.
 */
export function signedInWithFakeApi(
  current: () => FakeApi | undefined,
  identity: FakeIdentityOptions = {},
): void {
  beforeEach(() => {
    resetStoresForTest();
    createFakeIdentity(identity);
  });
  afterEach(() => current()?.restore());
}
