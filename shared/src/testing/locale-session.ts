// The set-up of a package's component tests in another locale: each test in `locale` with the
// given compiled catalogues, fresh stores and a fake identity, and a fake API it installs itself,
// restored after it with the locale. (Moved here from the host's and onboarding's own copies.)
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import type { Locale } from '@leafbid/domain';
import { installFakeApi, type FakeApi, type FakeRoute } from './fake-api';
import { createFakeIdentity } from './fake-identity';
import { resetStoresForTest } from './reset-stores-for-test';

type Catalogue = Record<string, string>;

/** Registers the set-up for every test of the file; returns `installApi` for a test's fake API. */
export function localeSession(
  locale: Locale,
  ...catalogues: Catalogue[]
): (routes: Record<string, FakeRoute>) => FakeApi {
  let api: FakeApi | undefined;
  beforeEach(() => {
    activateTestLocale(locale, ...catalogues);
    resetStoresForTest();
    createFakeIdentity();
  });
  afterEach(() => {
    api?.restore();
    api = undefined;
    resetTestLocale();
  });
  return (routes) => (api = installFakeApi(routes));
}
