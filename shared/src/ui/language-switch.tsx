// Issue 19: English / Français, on the public pages (/login, /join, /reset). Switching changes
// every open app at once, without a reload; the choice is kept (see chooseLocale).
import { LOCALES, type Locale } from '@leafbid/domain';
import { chooseLocale, LANGUAGE_MESSAGES, useLocale } from '../i18n';

const NAMES: Record<Locale, () => string> = {
  'en-CA': () => LANGUAGE_MESSAGES.english,
  'fr-CA': () => LANGUAGE_MESSAGES.french,
};
const LANG: Record<Locale, string> = { 'en-CA': 'en', 'fr-CA': 'fr' };

export interface LanguageSwitchProps {
  className?: string;
}

/** A group of two buttons, the active language pressed. */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const locale = useLocale();
  return (
    <div
      role="group"
      aria-label={LANGUAGE_MESSAGES.label}
      className={['lb-language-switch', className].filter(Boolean).join(' ')}
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={LANG[option]}
          className="lb-language-switch__option"
          aria-pressed={option === locale}
          onClick={() => {
            if (option !== locale) void chooseLocale(option);
          }}
        >
          {NAMES[option]()}
        </button>
      ))}
    </div>
  );
}
