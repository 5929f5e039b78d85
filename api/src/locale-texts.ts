// Issue 20/35: texts in a reader's language (a notification's email, a CSV export's header row).
// The API speaks en-CA (its errors); these are rendered with a translation runtime of their own
// per locale, from @leafbid/domain's catalogue (the en-CA sources and locales/fr-CA.json), never by
// switching the API's.
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  messageId,
  messageSources,
  type Locale,
  type MessageSource,
  type Messages,
  type MessageValues,
} from '@leafbid/domain';
import frCA from '@leafbid/domain/locales/fr-CA.json' with { type: 'json' };

const runtimes = new Map<Locale, I18n>();

/** One translation runtime per locale, its messages compiled on first use. */
function runtimeFor(locale: Locale): I18n {
  let runtime = runtimes.get(locale);
  if (!runtime) {
    // The en-CA sources, and the locale's translations over them.
    const messages: Record<string, string> = Object.fromEntries(messageSources().entries());
    if (locale === 'fr-CA') Object.assign(messages, frCA as Record<string, string>);
    runtime = setupI18n();
    runtime.setMessagesCompiler(compileMessage);
    runtime.load(locale, messages);
    runtime.activate(locale);
    runtimes.set(locale, runtime);
  }
  return runtime;
}

/** One message of a domain catalogue group in `locale`. */
export function localeText<T extends Record<string, MessageSource>>(
  locale: Locale,
  group: Messages<T>,
  key: keyof T & string,
  values: MessageValues = {},
): string {
  return runtimeFor(locale)._(messageId(group, key), values);
}
