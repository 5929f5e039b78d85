// The set-up of the host's fr-CA component tests: each test in fr-CA (the kernel's and the host's
// catalogues), with fresh stores and a fake identity, and a fake API it installs itself, restored
// after it with the locale.
import kernelFr from '@leafbid/shared/locales/fr-CA.json';
import {
  createFakeIdentity,
  installFakeApi,
  resetStoresForTest,
  type FakeApi,
  type FakeRoute,
} from '@leafbid/shared/testing';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import fr from '../locales/fr-CA.json';

/** Registers the set-up for every test of the file; returns `installApi` for a test's fake API. */
export function frCaSession(): (routes: Record<string, FakeRoute>) => FakeApi {
  let api: FakeApi | undefined;
  beforeEach(() => {
    activateTestLocale('fr-CA', kernelFr, fr);
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
