// The request core's own texts (issue 18: every error a user can meet says what happened and what
// to do; issue 19: ICU messages, fr-CA in ../locales/fr-CA.json). The spec's call fallbacks stay
// in @leafbid/domain (API_FALLBACK, API_ERRORS).
import { defineMessages, msg } from '@leafbid/domain';

export const REQUEST_FAILURE_MESSAGES = defineMessages('kernel.request', {
  /** No answer (offline, the API down, a time-out): spec §8's words for the order edit. */
  network: 'Network error. Please check your connection and try again.',
  /** A 5xx whose body says no more than its status (e.g. 'Internal Server Error'). */
  serverFault: msg(
    'Something went wrong on our side (error {status}). Please try again in a moment; if it keeps happening, contact support.',
    (status: number) => ({ status: String(status) }),
  ),
});

/** What a proxy or a crashed handler sends as the whole error: the status's reason phrase. */
const REASON_PHRASES = new Set([
  'internal server error',
  'bad gateway',
  'service unavailable',
  'gateway timeout',
  'not implemented',
]);

/** True when a 5xx answer's text only repeats its HTTP reason phrase (nothing a user can act on). */
export const isBareReasonPhrase = (text: string): boolean =>
  REASON_PHRASES.has(text.trim().toLowerCase());
