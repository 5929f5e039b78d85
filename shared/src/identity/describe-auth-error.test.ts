import { describeAuthError } from './describe-auth-error';

const coded = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('describeAuthError (spec §8 identity library codes)', () => {
  it.each([
    ['auth/invalid-credential', 'Incorrect email or password.'],
    ['auth/wrong-password', 'Incorrect email or password.'],
    ['auth/user-not-found', 'Incorrect email or password.'],
    ['auth/email-already-in-use', 'This email is already registered. Please login instead.'],
    ['auth/expired-action-code', 'The reset link is invalid or expired. Please request a new one.'],
    ['auth/invalid-action-code', 'The reset link is invalid or expired. Please request a new one.'],
    ['auth/network-request-failed', 'Network error. Please check your connection and try again.'],
  ])('%s → %s', (code, text) => {
    expect(describeAuthError(coded(code))).toBe(text);
  });

  it.each([
    'auth/too-many-requests',
    'auth/user-disabled',
    'auth/weak-password',
    'auth/password-does-not-meet-requirements',
    'auth/unauthorized-domain',
    'auth/popup-blocked',
    'auth/popup-closed-by-user',
    'auth/cancelled-popup-request',
    'auth/user-mismatch',
    'auth/internal-error',
    'auth/web-storage-unsupported',
    'auth/invalid-auth-event',
    'auth/multi-factor-auth-required',
  ])('%s has plain words, not the raw code', (code) => {
    const text = describeAuthError(coded(code));
    expect(text).not.toContain('auth/');
    expect(text).not.toContain('Firebase');
  });

  it('falls back to the error message, then a generic sentence', () => {
    expect(describeAuthError(new Error('Something odd'))).toBe('Something odd');
    expect(describeAuthError(undefined)).toBe('Something went wrong. Please try again.');
  });
});

describe('password policy failures in plain words (issue 7)', () => {
  it('lists what the policy misses', () => {
    const error = Object.assign(
      new Error(
        'Firebase: Missing password requirements: [Password must contain at least 8 characters, Password must contain a numeric character] (auth/password-does-not-meet-requirements).',
      ),
      { code: 'auth/password-does-not-meet-requirements' },
    );
    expect(describeAuthError(error)).toBe(
      'Password does not meet the requirements: Password must contain at least 8 characters; Password must contain a numeric character.',
    );
  });

  it('a weak password names the emulator and default minimum of 6 characters', () => {
    expect(describeAuthError(coded('auth/weak-password'))).toBe(
      'Password is too weak: it must be at least 6 characters long.',
    );
  });
});
