// The identity service's errors in plain words (spec §8 "Identity library codes"; issue 19: ICU
// messages, en-CA here, fr-CA in ../locales/fr-CA.json). describe-auth-error.ts maps each code.
import { defineMessages, msg } from '@leafbid/domain';

export const AUTH_ERROR_MESSAGES = defineMessages('kernel.identity', {
  incorrectCredentials: 'Incorrect email or password.',
  invalidEmail: 'Please enter a valid email address.',
  missingPassword: 'Please enter your password.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  networkRequestFailed: 'Network error. Please check your connection and try again.',
  userDisabled: 'This account has been disabled. Please contact support.',
  emailAlreadyInUse: 'This email is already registered. Please login instead.',
  weakPassword: 'Password is too weak: it must be at least 6 characters long.',
  missingEmail: 'Please enter your email.',
  operationNotAllowed: 'Email and password sign-up is not enabled. Please contact support.',
  missingActionCode: 'Invalid password reset link.',
  continueUriRefused: 'The reset link could not be created. Please contact support.',
  passwordRequirements:
    'Password does not meet the requirements. Please choose a stronger password.',
  /** Firebase's password policy lists what is missing: `requirements`, joined with '; '. */
  passwordRequirementsListed: msg(
    'Password does not meet the requirements: {requirements}.',
    (requirements: string) => ({ requirements }),
  ),
  invalidActionCode: 'The reset link is invalid or expired. Please request a new one.',
  unauthorizedDomain: 'Sign-in is not allowed from this site. Please contact support.',
  popupBlocked: 'The sign-in popup was blocked by the browser. Please allow popups and try again.',
  popupClosed: 'The sign-in popup was closed before finishing. Please try again.',
  popupCancelled: 'Another sign-in popup was opened. Please finish that one.',
  userMismatch: 'The credentials do not match the signed-in user.',
  internalError: 'Something went wrong while signing in. Please try again.',
  webStorageUnsupported:
    'This browser blocks the storage sign-in needs. Please enable cookies and site data.',
  invalidAuthEvent: 'Sign-in was interrupted. Please try again.',
  multiFactorRequired:
    'This account needs a second sign-in step, which Leafbid does not support yet.',
  requiresRecentLogin: 'Please sign in again to continue.',
  /** Nothing else to go on. */
  unknown: 'Something went wrong. Please try again.',
});

/**
 * The items of Firebase's password policy list ('Password must contain at least 8 characters'),
 * worded as Firebase words them in en-CA; an item not known here is shown as Firebase gives it.
 */
export const PASSWORD_REQUIREMENT_MESSAGES = defineMessages('kernel.passwordRequirement', {
  minLength: msg('Password must contain at least {count} characters', (count: string) => ({
    count,
  })),
  maxLength: msg('Password may contain at most {count} characters', (count: string) => ({
    count,
  })),
  lowercase: 'Password must contain a lower case character',
  uppercase: 'Password must contain an upper case character',
  numeric: 'Password must contain a numeric character',
  nonAlphanumeric: 'Password must contain a non-alphanumeric character',
});
