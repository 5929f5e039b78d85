// Issue 19: the kernel's translation runtime — which locale is active, the catalogues every app
// registers (the host's own, each remote's from its description), and the switch. One instance
// (the kernel is a federation singleton), on @lingui/core's `i18n` (also one instance).
import {
  DEFAULT_LOCALE,
  activateLocale,
  isLocale,
  localeFromLanguages,
  type Locale,
} from '@leafbid/domain';
import { i18n } from '@lingui/core';
import { create } from 'zustand';

/** A compiled catalogue: message id → @lingui/core's compiled message. */
export type CompiledCatalogue = Record<string, unknown>;
/** Loads one app's compiled catalogue of a locale (a JSON chunk, a file next to a remote). */
export type CatalogueLoader = (locale: Locale) => Promise<CompiledCatalogue>;

interface LocaleState {
  /** The locale every text and format is in now. */
  locale: Locale;
}

export const useLocaleStore = create<LocaleState>()(() => ({ locale: DEFAULT_LOCALE }));

/** The active locale, re-rendering the caller when it changes. */
export const useLocale = (): Locale => useLocaleStore((state) => state.locale);

/** Where the browser keeps the choice made before signing in (and after: the contact's wins). */
export const LOCALE_STORAGE_KEY = 'leafbid.locale';

/** The choice kept in this browser, if any. */
export function storedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage refused (private mode, policy): the browser's languages decide
  }
}

function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not kept in this browser; the contact keeps it once signed in.
  }
}

/** The locale to start in: the one chosen in this browser, else the browser's languages. */
export function preferredLocale(): Locale {
  return storedLocale() ?? localeFromLanguages(navigator.languages ?? [navigator.language]);
}

const loaders = new Map<string, CatalogueLoader>();
const loads = new Map<string, Promise<CompiledCatalogue>>();

function load(name: string, locale: Locale): Promise<CompiledCatalogue> {
  const key = `${name}|${locale}`;
  let loading = loads.get(key);
  if (!loading) {
    loading = loaders.get(name)!(locale);
    loads.set(key, loading);
    // A failed load is tried again at the next switch (or registration).
    loading.catch(() => loads.delete(key));
  }
  return loading;
}

/** The host's catalogue's name: its texts are the shared ones. */
const HOST = 'host';

/**
 * Issue 36: a remote's catalogue under its own scope ('orders/<id>': what its bundle reads first,
 * see @leafbid/domain's translate), and under the shared ids only where `present` has none yet —
 * so a text two builds carry in other words reads as each build wrote it, and the host's stay the
 * host's.
 */
function scoped(
  name: string,
  catalogue: CompiledCatalogue,
  present: CompiledCatalogue,
): CompiledCatalogue {
  if (name === HOST) return catalogue;
  const entries: CompiledCatalogue = {};
  for (const [id, message] of Object.entries(catalogue)) {
    entries[`${name}/${id}`] = message;
    if (present[id] === undefined) entries[id] = message;
  }
  return entries;
}

/** Every catalogue of a locale as one: the host's first, each remote's scoped after it. */
function merged(named: [string, CompiledCatalogue][]): CompiledCatalogue {
  const all: CompiledCatalogue = {};
  const ordered = [...named].sort(([a], [b]) => Number(b === HOST) - Number(a === HOST));
  for (const [name, catalogue] of ordered) Object.assign(all, scoped(name, catalogue, all));
  return all;
}

function show(locale: Locale, catalogues: CompiledCatalogue[]): void {
  activateLocale(locale, Object.assign({}, ...catalogues));
  document.documentElement.lang = locale;
  useLocaleStore.setState({ locale });
}

/**
 * Registers an app's catalogue (the host's, a remote's) and loads it for the active locale;
 * resolves once its texts read in that locale. A catalogue that cannot be loaded leaves its texts
 * in en-CA (their sources) rather than failing the page.
 */
export function addCatalogue(name: string, loader: CatalogueLoader): Promise<void> {
  const adding = registerCatalogue(name, loader);
  pending.add(adding);
  void adding.finally(() => pending.delete(adding));
  return adding;
}

const pending = new Set<Promise<void>>();

/** Resolves when every catalogue registered so far has loaded (or failed) for the active locale. */
export async function cataloguesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

async function registerCatalogue(name: string, loader: CatalogueLoader): Promise<void> {
  if (!loaders.has(name)) loaders.set(name, loader);
  const { locale } = useLocaleStore.getState();
  try {
    const catalogue = await load(name, locale);
    if (useLocaleStore.getState().locale === locale) {
      show(locale, [scoped(name, catalogue, i18n.messages as CompiledCatalogue)]);
    }
  } catch (error) {
    console.warn(`Leafbid: the ${locale} texts of ${name} could not be loaded`, error);
  }
}

let switching = 0;

/**
 * Makes `locale` active everywhere at once: every registered catalogue is loaded first, then the
 * runtime switches, `<html lang>` follows and every app re-renders in it (the host re-mounts the
 * remotes' trees). Kept in this browser. Resolves when done; a later switch wins over an earlier one.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  const turn = ++switching;
  storeLocale(locale);
  const catalogues = await Promise.all(
    [...loaders.keys()].map(
      async (name): Promise<[string, CompiledCatalogue]> => [
        name,
        await load(name, locale).catch((error: unknown) => {
          console.warn(`Leafbid: the ${locale} texts of ${name} could not be loaded`, error);
          return {};
        }),
      ],
    ),
  );
  if (turn !== switching) return;
  show(locale, [merged(catalogues)]);
}

/** Activates the preferred locale before anything renders (its catalogues arrive with addCatalogue). */
export function startLocale(locale: Locale = preferredLocale()): Locale {
  show(locale, []);
  return locale;
}
