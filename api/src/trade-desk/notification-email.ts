// Issue 20: a notification's email, in its recipient's language. The API speaks en-CA (its errors);
// an email is written in the recipient contact's Language (en-CA when none), so it is rendered with
// a translation runtime of its own per locale, from @leafbid/domain's catalogue (the en-CA sources
// and locales/fr-CA.json, see ../locale-texts.ts), never by switching the API's.
import {
  DEFAULT_LOCALE,
  isLocale,
  formatGrams,
  formatMoney,
  NOTIFICATION_EMAIL_MESSAGES,
  type Locale,
  type MessageValues,
  type NotificationKind,
} from '@leafbid/domain';
import { localeText } from '../locale-texts.js';

/** The body of an outbox row of kind `email` (docs/api.md "Notifications"). */
export interface EmailPayload {
  to: string;
  subject: string;
  text: string;
  language: Locale;
}

/** Who an email goes to: its contact's address and language, and its choices per kind. */
export interface EmailRecipient {
  email: string;
  language: string | null;
}

type EmailKey = keyof typeof NOTIFICATION_EMAIL_MESSAGES & string;

/** One message of the email catalogue in `locale`. */
function text(locale: Locale, key: EmailKey, values: MessageValues = {}): string {
  return localeText(locale, NOTIFICATION_EMAIL_MESSAGES, key, values);
}

/** A closing punctuation mark, maybe followed by a closing quote or bracket ('done.', 'fraud?»'). */
const SENTENCE_END = /[.!?…]['"’”»)\]]*$/u;

/**
 * The operator's text as a whole sentence: its own final punctuation kept, a period added only
 * when it has none — so 'Licence expired.' is not followed by the template's period ('..').
 */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return SENTENCE_END.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The arguments of a kind's texts, from the notification's params, formatted for `locale`. */
function valuesOf(locale: Locale, params: Record<string, string | number | null>): MessageValues {
  const str = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? null : String(value);
  const num = (value: string | number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? value : null;
  const quantity = num(params.quantity);
  const price = num(params.price_per_gram);
  return {
    product: str(params.product_name) ?? text(locale, 'unknown'),
    // The app's own formats: '1 200 g' and '$2.50' in en-CA, '1 200 g' and '2,50 $' in fr-CA.
    quantity: quantity === null ? '-' : `${formatGrams(quantity, locale)} g`,
    price: formatMoney(price, locale),
    note: str(params.note) ?? '-',
    reason: str(params.reason) ?? '-',
    reasonSentence: asSentence(str(params.reason) ?? '-'),
    answer: str(params.answer) ?? 'declined',
    // Issue 35: the bid's reference ('#Ab3xY9qL'), and the account awaiting verification.
    reference: str(params.reference) ?? '-',
    account: str(params.account_name) ?? text(locale, 'unknownAccount'),
    company: str(params.company) ?? '',
    hasCompany: str(params.company) ? 'yes' : 'no',
    // Issue 37: a canary rolled back automatically (rates already formatted, '30 %').
    remote: str(params.remote) ?? '-',
    release: str(params.release) ?? '-',
    canaryRate: str(params.canary_rate) ?? '-',
    stableRate: str(params.stable_rate) ?? '-',
  };
}

/** The recipient's language as the emails know it: its contact's Language, else en-CA. */
export const emailLocale = (language: string | null): Locale =>
  isLocale(language) ? language : DEFAULT_LOCALE;

/**
 * The email of one notification: a subject, and a short plain text — what happened, the link
 * into the app (`appUrl` + `link`), and where to turn these emails off.
 */
export function notificationEmail(
  recipient: EmailRecipient,
  kind: NotificationKind,
  params: Record<string, string | number | null>,
  link: string | null,
  appUrl: string,
): EmailPayload {
  const locale = emailLocale(recipient.language);
  const values = valuesOf(locale, params);
  const lines = [
    text(locale, `${kind}Body`, values),
    text(locale, 'open', { url: `${appUrl}${link ?? '/'}` }),
    text(locale, 'settings', { url: `${appUrl}/settings` }),
  ];
  return {
    to: recipient.email,
    subject: text(locale, `${kind}Subject`, values),
    text: `${lines.join('\n\n')}\n`,
    language: locale,
  };
}
