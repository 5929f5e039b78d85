import { AUTH_ERROR_MESSAGES, PASSWORD_REQUIREMENT_MESSAGES } from './messages';

type AuthErrorKey = keyof typeof AUTH_ERROR_MESSAGES;

/** The identity service's error codes (spec §8 "Identity library codes") → their plain words. */
const KEYS: Record<string, Exclude<AuthErrorKey, 'passwordRequirementsListed'>> = {
  'auth/invalid-credential': 'incorrectCredentials',
  'auth/invalid-login-credentials': 'incorrectCredentials',
  'auth/wrong-password': 'incorrectCredentials',
  'auth/user-not-found': 'incorrectCredentials',
  'auth/invalid-email': 'invalidEmail',
  'auth/missing-password': 'missingPassword',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/network-request-failed': 'networkRequestFailed',
  'auth/user-disabled': 'userDisabled',
  'auth/email-already-in-use': 'emailAlreadyInUse',
  'auth/weak-password': 'weakPassword',
  'auth/missing-email': 'missingEmail',
  'auth/operation-not-allowed': 'operationNotAllowed',
  'auth/missing-action-code': 'missingActionCode',
  'auth/invalid-continue-uri': 'continueUriRefused',
  'auth/unauthorized-continue-uri': 'continueUriRefused',
  'auth/password-does-not-meet-requirements': 'passwordRequirements',
  'auth/expired-action-code': 'invalidActionCode',
  'auth/invalid-action-code': 'invalidActionCode',
  'auth/unauthorized-domain': 'unauthorizedDomain',
  'auth/popup-blocked': 'popupBlocked',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupCancelled',
  'auth/user-mismatch': 'userMismatch',
  'auth/internal-error': 'internalError',
  'auth/web-storage-unsupported': 'webStorageUnsupported',
  'auth/invalid-auth-event': 'invalidAuthEvent',
  'auth/multi-factor-auth-required': 'multiFactorRequired',
  'auth/requires-recent-login': 'requiresRecentLogin',
};

/** One item of Firebase's policy list in the active locale (as given when not a known one). */
function requirement(item: string): string {
  const R = PASSWORD_REQUIREMENT_MESSAGES;
  const atLeast = /^Password must contain at least (\d+) characters?$/i.exec(item);
  if (atLeast?.[1]) return R.minLength(atLeast[1]);
  const atMost = /^Password may contain at most (\d+) characters?$/i.exec(item);
  if (atMost?.[1]) return R.maxLength(atMost[1]);
  if (/^Password must contain an? lower ?case character$/i.test(item)) return R.lowercase;
  if (/^Password must contain an? upper ?case character$/i.test(item)) return R.uppercase;
  if (/^Password must contain an? numeric character$/i.test(item)) return R.numeric;
  if (/^Password must contain an? non-?alphanumeric character$/i.test(item))
    return R.nonAlphanumeric;
  return item;
}

/**
 * Firebase's password-policy error lists what is missing in its message:
 * 'Firebase: Missing password requirements: [Password must contain at least 8 characters, …]
 * (auth/password-does-not-meet-requirements).' The user sees that list in plain words.
 */
function passwordRequirements(message: unknown): string | null {
  if (typeof message !== 'string') return null;
  const list = /Missing password requirements:\s*\[([^\]]+)\]/.exec(message)?.[1];
  if (!list) return null;
  const items = list
    .split(/,\s*/)
    .map((item) => item.trim())
    .filter(Boolean)
    .map(requirement);
  return AUTH_ERROR_MESSAGES.passwordRequirementsListed(items.join('; '));
}

/**
 * Maps an identity error (Firebase `code`, or anything thrown) to a sentence a user can act on, in
 * the active locale.
 */
export function describeAuthError(error: unknown): string {
  if (error && typeof error === 'object') {
    const code = (error as { code?: unknown }).code;
    if (code === 'auth/password-does-not-meet-requirements') {
      const listed = passwordRequirements((error as { message?: unknown }).message);
      if (listed) return listed;
    }
    const key =
      typeof code === 'string' && Object.prototype.hasOwnProperty.call(KEYS, code)
        ? KEYS[code]
        : undefined;
    if (key) return AUTH_ERROR_MESSAGES[key];
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  if (typeof error === 'string' && error) return error;
  return AUTH_ERROR_MESSAGES.unknown;
}
