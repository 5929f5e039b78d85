// The set-up of the onboarding pages' fr-CA tests: each test with fresh stores, a fake identity and
// the onboarding catalogue in fr-CA, and a fake API it installs itself, restored after it with the
// locale.
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import {
  createFakeIdentity,
  installFakeApi,
  resetStoresForTest,
  type FakeApi,
  type FakeRoute,
} from '@leafbid/shared/testing';
import fr from '../locales/fr-CA.json';

/** Registers the set-up for every test of the file; returns `installApi` for a test's fake API. */
export function frCaSession(): (routes: Record<string, FakeRoute>) => FakeApi {
  let api: FakeApi | undefined;
  beforeEach(() => {
    resetStoresForTest();
    createFakeIdentity();
    activateTestLocale('fr-CA', fr);
  });
  afterEach(() => {
    api?.restore();
    api = undefined;
    resetTestLocale();
  });
  return (routes) => (api = installFakeApi(routes));
}
