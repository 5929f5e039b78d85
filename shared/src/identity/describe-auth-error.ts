/** Plain words for the identity service's error codes (spec §8 "Identity library codes"). */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Incorrect email or password.',
  'auth/invalid-login-credentials': 'Incorrect email or password.',
  'auth/wrong-password': 'Incorrect email or password.',
  'auth/user-not-found': 'Incorrect email or password.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'Network error. Please check your connection and try again.',
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
  'auth/email-already-in-use': 'This email is already registered. Please login instead.',
  'auth/weak-password': 'Password is too weak: it must be at least 6 characters long.',
  'auth/missing-email': 'Please enter your email.',
  'auth/operation-not-allowed':
    'Email and password sign-up is not enabled. Please contact support.',
  'auth/missing-action-code': 'Invalid password reset link.',
  'auth/invalid-continue-uri': 'The reset link could not be created. Please contact support.',
  'auth/unauthorized-continue-uri': 'The reset link could not be created. Please contact support.',
  'auth/password-does-not-meet-requirements':
    'Password does not meet the requirements. Please choose a stronger password.',
  'auth/expired-action-code': 'The reset link is invalid or expired. Please request a new one.',
  'auth/invalid-action-code': 'The reset link is invalid or expired. Please request a new one.',
  'auth/unauthorized-domain': 'Sign-in is not allowed from this site. Please contact support.',
  'auth/popup-blocked':
    'The sign-in popup was blocked by the browser. Please allow popups and try again.',
  'auth/popup-closed-by-user': 'The sign-in popup was closed before finishing. Please try again.',
  'auth/cancelled-popup-request': 'Another sign-in popup was opened. Please finish that one.',
  'auth/user-mismatch': 'The credentials do not match the signed-in user.',
  'auth/internal-error': 'Something went wrong while signing in. Please try again.',
  'auth/web-storage-unsupported':
    'This browser blocks the storage sign-in needs. Please enable cookies and site data.',
  'auth/invalid-auth-event': 'Sign-in was interrupted. Please try again.',
  'auth/multi-factor-auth-required':
    'This account needs a second sign-in step, which Leafbid does not support yet.',
  'auth/requires-recent-login': 'Please sign in again to continue.',
};

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
    .filter(Boolean);
  return `Password does not meet the requirements: ${items.join('; ')}.`;
}

/** Maps an identity error (Firebase `code`, or anything thrown) to a sentence a user can act on. */
export function describeAuthError(error: unknown): string {
  if (error && typeof error === 'object') {
    const code = (error as { code?: unknown }).code;
    if (code === 'auth/password-does-not-meet-requirements') {
      const listed = passwordRequirements((error as { message?: unknown }).message);
      if (listed) return listed;
    }
    if (typeof code === 'string' && MESSAGES[code]) return MESSAGES[code];
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong. Please try again.';
}
