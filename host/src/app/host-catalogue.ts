// Issue 19: the host's texts of each locale, with the kernel's and the domain's it shows itself
// (the header, the overlays, the API's errors): compiled at build, one chunk per locale, loaded
// only for the locale in use.
import type { CatalogueLoader, CompiledCatalogue } from '@leafbid/shared';

const CATALOGUES = {
  'en-CA': () => import(/* webpackChunkName: "locale-en-CA" */ '../locales/en-CA.json?catalogue'),
  'fr-CA': () => import(/* webpackChunkName: "locale-fr-CA" */ '../locales/fr-CA.json?catalogue'),
};

export const loadHostCatalogue: CatalogueLoader = async (locale) =>
  (await CATALOGUES[locale]()).default as CompiledCatalogue;
