import { installIdentity } from '../identity/active-identity';
import type { AuthUser, IdentityPort } from '../identity/identity-port';

export interface FakeIdentityOptions {
  /** Signed-in user at start (default: buyer@leafbid.test / demo-buyer); null for signed out. */
  user?: AuthUser | null;
  /** Accepted passwords by email for signIn; any other pair fails with auth/invalid-credential. */
  accounts?: Record<string, string>;
  /** false: onAuthChange never calls back (to test the authentication timeout). Default true. */
  emitsAuthState?: boolean;
  /** Install it as the active identity (default true). */
  install?: boolean;
  /** signUp fails with this identity code (e.g. 'auth/weak-password'). */
  signUpError?: string;
  /** confirmPasswordReset accepts only these codes (default: any non-empty code). */
  validResetCodes?: string[];
}

export interface FakeIdentity extends IdentityPort {
  /** Change the signed-in user and notify subscribers. */
  setUser(user: AuthUser | null): void;
  /** `forceRefresh` of every getIdToken call, in order. */
  readonly tokenRequests: boolean[];
  /** Emails verification links were sent to, in order. */
  readonly verificationEmails: string[];
  /** Password reset requests ({email, continueUrl}), in order. */
  readonly passwordResets: Array<{ email: string; continueUrl: string }>;
  /** Password resets confirmed ({oobCode, newPassword}), in order. */
  readonly confirmedResets: Array<{ oobCode: string; newPassword: string }>;
  /** Marks the email as verified (the user opened the link); seen after reloadUser(). */
  verifyEmail(email: string): void;
}

const DEFAULT_USER: AuthUser = { uid: 'demo-buyer', email: 'buyer@leafbid.test' };

/** An in-memory IdentityPort: tokens are `fake-id-token-<n>`, a forced refresh mints a new one. */
export function createFakeIdentity(options: FakeIdentityOptions = {}): FakeIdentity {
  let user: AuthUser | null = options.user === undefined ? DEFAULT_USER : options.user;
  const listeners = new Set<(user: AuthUser | null) => void>();
  const tokenRequests: boolean[] = [];
  const verificationEmails: string[] = [];
  const passwordResets: Array<{ email: string; continueUrl: string }> = [];
  const confirmedResets: Array<{ oobCode: string; newPassword: string }> = [];
  const verified = new Set<string>();
  const accounts = options.accounts ? { ...options.accounts } : undefined;
  let tokenVersion = 1;
  const emits = options.emitsAuthState !== false;
  const authError = (code: string): Error =>
    Object.assign(new Error(`Firebase: Error (${code}).`), { code });

  const setUser = (next: AuthUser | null): void => {
    user = next;
    if (emits) listeners.forEach((listener) => listener(user));
  };

  const fake: FakeIdentity = {
    tokenRequests,
    verificationEmails,
    passwordResets,
    confirmedResets,
    verifyEmail: (email) => void verified.add(email),
    setUser,
    currentUser: () => user,
    signIn: async (email, password) => {
      if (accounts && accounts[email] !== password) throw authError('auth/invalid-credential');
      const signedIn = {
        uid: user?.email === email ? user.uid : `uid-${email}`,
        email,
        emailVerified: verified.has(email),
      };
      setUser(signedIn);
      return signedIn;
    },
    signUp: async (email, password) => {
      if (options.signUpError) throw authError(options.signUpError);
      if (accounts && email in accounts) throw authError('auth/email-already-in-use');
      if (accounts) accounts[email] = password;
      const created = { uid: `uid-${email}`, email, emailVerified: false };
      setUser(created);
      return created;
    },
    signOut: async () => setUser(null),
    getIdToken: async (forceRefresh = false) => {
      if (!user) throw authError('auth/user-token-expired');
      tokenRequests.push(forceRefresh);
      if (forceRefresh) tokenVersion += 1;
      return `fake-id-token-${tokenVersion}`;
    },
    onAuthChange: (callback) => {
      listeners.add(callback);
      if (emits) queueMicrotask(() => listeners.has(callback) && callback(user));
      return () => listeners.delete(callback);
    },
    confirmPasswordReset: async (oobCode, newPassword) => {
      const valid = options.validResetCodes
        ? options.validResetCodes.includes(oobCode)
        : Boolean(oobCode);
      if (!valid) throw authError('auth/invalid-action-code');
      confirmedResets.push({ oobCode, newPassword });
    },
    sendPasswordReset: async (email, continueUrl) => {
      passwordResets.push({ email, continueUrl });
    },
    sendEmailVerification: async () => {
      if (!user?.email) throw authError('auth/user-token-expired');
      verificationEmails.push(user.email);
    },
    reloadUser: async () => {
      if (!user) return null;
      user = { ...user, emailVerified: Boolean(user.email && verified.has(user.email)) };
      return user;
    },
  };
  if (options.install !== false) installIdentity(fake);
  return fake;
}
