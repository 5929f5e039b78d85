// @leafbid/shared/testing — helpers for jest tests of the host and the remotes.
export { makeProduct, makeTask, makeContact, makeProductSubmission } from '@leafbid/domain/testing';
export { createFakeIdentity, type FakeIdentity, type FakeIdentityOptions } from './fake-identity';
export {
  installFakeApi,
  installTestRuntimeConfig,
  TEST_RUNTIME_CONFIG,
  reply,
  networkError,
  type FakeApi,
  type FakeRequest,
  type FakeRoute,
  type FakeReply,
  type FakeAnswer,
  type FakeBody,
  type FakeHandler,
} from './fake-api';
export { resetStoresForTest } from './reset-stores-for-test';
export { signedInWithFakeApi } from './signed-in-with-fake-api';
export { FILTER_CASES, FILTER_CASE_PRODUCTS, type FilterCase } from '@leafbid/domain/testing';
export { fakeCatalogue, serveCatalogue } from './fake-catalogue';
export { deferred, isSettled } from './promises';
export { renderWithQueryClient, type RenderWithQueryClientResult } from './query';
export { localeSession } from './locale-session';
