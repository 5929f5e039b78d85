// Issue 19: the translation runtime (ARCHITECTURE.md "Languages").
export {
  useLocaleStore,
  useLocale,
  addCatalogue,
  cataloguesSettled,
  switchLocale,
  startLocale,
  preferredLocale,
  storedLocale,
  LOCALE_STORAGE_KEY,
  type CatalogueLoader,
  type CompiledCatalogue,
} from './locale-store';
export { chooseLocale, followContactLocale } from './contact-locale';
export { LANGUAGE_MESSAGES } from './messages';
export {
  LOCALES,
  DEFAULT_LOCALE,
  activeLocale,
  isLocale,
  type Locale,
  defineMessages,
  msg,
  messageId,
} from '@leafbid/domain';
export { addDescribedTexts, describedText } from './described-text';
