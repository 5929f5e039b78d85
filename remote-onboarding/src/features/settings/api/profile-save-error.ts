// Spec §8 Settings: the server error text, else 'Server error: {status} {statusText}', else
// 'Failed to update profile. Please try again.'
import { isApiError } from '@leafbid/shared';
import { serverError, SETTINGS_PAGE_MESSAGES } from '../../../messages';

/** A non-2xx HTTP status: the server answered, and the answer was a failure. */
function isHttpFailure(status: number): boolean {
  return status > 0 && (status < 200 || status > 299);
}

export function profileSaveError(error: unknown): string {
  if (!isApiError(error)) return SETTINGS_PAGE_MESSAGES.updateFailedRetry;
  // The body's `error` field, whatever it says (even the text of the fallback).
  if (error.fromServer && error.message) return error.message;
  // The server failed without an error text; statusText may be '' (e.g. HTTP/2).
  if (isHttpFailure(error.status)) return serverError(error.status, error.statusText).trimEnd();
  // status 0 (network failure) or a 2xx the client could not use.
  return SETTINGS_PAGE_MESSAGES.updateFailedRetry;
}
