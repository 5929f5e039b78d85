/**
 * An error whose message is safe to show: sent as {error: message} with its status, plus
 * {field} when it is about one input field.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** Sent as Retry-After (429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const NOT_AUTHENTICATED = 'User not authenticated';

export const unauthorized = () => new HttpError(401, NOT_AUTHENTICATED);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
/** Malformed input: `{error: '<field>: <message>', field}`. */
export const badRequest = (field: string, message: string) =>
  new HttpError(400, `${field}: ${message}`, field);
/**
 * A business rule whose message is a spec text (e.g. '❌ Insufficient quantity. Max available:
 * {sum}g'): `{error: '<exact spec text>', field}`, the text unprefixed so the UI can show it as is.
 */
export const ruleViolation = (field: string, specText: string, statusCode = 400) =>
  new HttpError(statusCode, specText, field);
