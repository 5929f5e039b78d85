// Spec §8 Settings: the server's error text, else 'Failed to update profile. Please try again.'
import { isApiError } from '@leafbid/shared';
import { API_FALLBACK, SETTINGS_MESSAGES } from '@leafbid/shared/domain';

export function profileSaveError(error: unknown): string {
  // status 0 is a network failure; the bare fallback means the server sent no error text.
  if (
    isApiError(error) &&
    error.status > 0 &&
    error.message &&
    error.message !== API_FALLBACK.updateProfile
  ) {
    return error.message;
  }
  return SETTINGS_MESSAGES.updateFailedRetry;
}
