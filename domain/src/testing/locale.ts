// Issue 19: component and unit tests in a locale. Catalogues are the packages' locales/*.json
// (uncompiled ICU: outside production the runtime compiles them on the fly).
import { i18n } from '@lingui/core';
import type { Locale } from '../i18n';

/** Activates `locale` with the given catalogues (e.g. the remote's, the domain's, the kernel's). */
export function activateTestLocale(locale: Locale, ...catalogues: Record<string, string>[]): void {
  i18n.load(locale, Object.assign({}, ...catalogues));
  i18n.activate(locale);
}

/** Back to en-CA, the spec's texts (call in afterEach when a test switched locale). */
export function resetTestLocale(): void {
  i18n.activate('en-CA');
}
