// The request core's own texts (issue 18: every error a user can meet says what happened and what
// to do), en-CA. The spec's call fallbacks stay in @leafbid/domain (API_FALLBACK, API_ERRORS).

export const REQUEST_FAILURE_MESSAGES = {
  /** No answer (offline, the API down, a time-out): spec §8's words for the order edit. */
  network: 'Network error. Please check your connection and try again.',
  /** A 5xx whose body says no more than its status (e.g. 'Internal Server Error'). */
  serverFault: (status: number) =>
    `Something went wrong on our side (error ${status}). Please try again in a moment; if it keeps happening, contact support.`,
} as const;

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
