import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defineMessages, msg } from '@leafbid/domain';
import { act, render, screen } from '@testing-library/react';
import { LanguageSwitch } from '../ui/language-switch';
import {
  LOCALE_STORAGE_KEY,
  addCatalogue,
  preferredLocale,
  startLocale,
  switchLocale,
  useLocaleStore,
} from './locale-store';

// Issue 19: the kernel's translation runtime.
const TEXTS = defineMessages('kernel.test', {
  hello: 'Orders',
  pending: msg(
    '{count, plural, one {# pending order} other {# pending orders}}',
    (count: number) => ({
      count,
    }),
  ),
});
const compiled = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]));
const FRENCH = compiled({
  'kernel.test.hello': 'Commandes',
  'kernel.test.pending':
    '{count, plural, one {# commande en attente} other {# commandes en attente}}',
  'kernel.language.english': 'English',
  'kernel.language.french': 'Français',
  'kernel.language.label': 'Langue',
});

function setLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

afterEach(async () => {
  window.localStorage.clear();
  await switchLocale('en-CA');
  window.localStorage.clear();
  setLanguages(['en-US']);
});

describe('the locale a visitor starts in', () => {
  it.each([
    [['fr-FR', 'en'], 'fr-CA'],
    [['en-GB', 'fr'], 'fr-CA'],
    [['fr-CA'], 'fr-CA'],
    [['en-CA'], 'en-CA'],
    [['es-MX', 'de'], 'en-CA'],
  ])('browser languages %j give %s', (languages, expected) => {
    setLanguages(languages);
    expect(preferredLocale()).toBe(expected);
  });

  it('a choice kept in this browser wins over its languages', () => {
    setLanguages(['fr-CA']);
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en-CA');
    expect(preferredLocale()).toBe('en-CA');
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'xx-XX');
    expect(preferredLocale()).toBe('fr-CA');
  });
});

describe('switching', () => {
  it('loads every registered catalogue, then switches texts, <html lang> and the stored choice', async () => {
    startLocale('en-CA');
    const loads: string[] = [];
    await addCatalogue('kernel-test', async (locale) => {
      loads.push(locale);
      return locale === 'fr-CA' ? FRENCH : {};
    });
    expect(TEXTS.hello).toBe('Orders');
    await switchLocale('fr-CA');
    expect(loads).toEqual(['en-CA', 'fr-CA']);
    expect(TEXTS.hello).toBe('Commandes');
    // ICU plurals: in French 0 and 1 are singular.
    expect([0, 1, 2].map((n) => TEXTS.pending(n))).toEqual([
      '0 commande en attente',
      '1 commande en attente',
      '2 commandes en attente',
    ]);
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr-CA');
    expect(useLocaleStore.getState().locale).toBe('fr-CA');
    expect(i18n.locale).toBe('fr-CA');
  });

  it('a catalogue that cannot load leaves its texts in English instead of failing', async () => {
    startLocale('en-CA');
    await addCatalogue('kernel-test-broken', async (locale) => {
      if (locale === 'fr-CA') throw new Error('offline');
      return {};
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await switchLocale('fr-CA');
    expect(useLocaleStore.getState().locale).toBe('fr-CA');
    expect(warn).toHaveBeenCalled();
  });

  it('the public pages’ switch changes the language without a reload', async () => {
    startLocale('en-CA');
    await addCatalogue('kernel-test-switch', async (locale) => (locale === 'fr-CA' ? FRENCH : {}));
    render(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await act(async () => {
      screen.getByRole('button', { name: 'Français' }).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(useLocaleStore.getState().locale).toBe('fr-CA');
    expect(screen.getByRole('group', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe("issue 36: a remote's catalogue under its own scope", () => {
  it('keeps the host’s words for a shared id, adds the remote’s under its name, fills ids only the remote has, and stays so when the locale switches', async () => {
    const words = (locale: string, fr: Record<string, string>, en: Record<string, string>) =>
      compiled(locale === 'fr-CA' ? fr : en);
    startLocale('fr-CA');
    // The remote's catalogue arrives first: the host's still wins the shared id.
    await addCatalogue('orders', async (locale) =>
      words(
        locale,
        { 'domain.shared.text': 'Texte des commandes', 'domain.shared.only': 'Nouveau' },
        { 'domain.shared.text': 'Orders text', 'domain.shared.only': 'New' },
      ),
    );
    await addCatalogue('host', async (locale) =>
      words(
        locale,
        { 'domain.shared.text': 'Texte de l’hôte' },
        { 'domain.shared.text': 'Host text' },
      ),
    );
    const read = () =>
      [
        'domain.shared.text',
        'orders/domain.shared.text',
        'domain.shared.only',
        'orders/domain.shared.only',
      ].map((id) => i18n._(id));
    expect(read()).toEqual(['Texte de l’hôte', 'Texte des commandes', 'Nouveau', 'Nouveau']);
    await switchLocale('en-CA');
    expect(read()).toEqual(['Host text', 'Orders text', 'New', 'New']);
    await switchLocale('fr-CA');
    expect(read()).toEqual(['Texte de l’hôte', 'Texte des commandes', 'Nouveau', 'Nouveau']);
  });
});
