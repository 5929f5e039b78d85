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
}

export interface FakeIdentity extends IdentityPort {
  /** Change the signed-in user and notify subscribers. */
  setUser(user: AuthUser | null): void;
  /** `forceRefresh` of every getIdToken call, in order. */
  readonly tokenRequests: boolean[];
}

const DEFAULT_USER: AuthUser = { uid: 'demo-buyer', email: 'buyer@leafbid.test' };

/** An in-memory IdentityPort: tokens are `fake-id-token-<n>`, a forced refresh mints a new one. */
export function createFakeIdentity(options: FakeIdentityOptions = {}): FakeIdentity {
  let user: AuthUser | null = options.user === undefined ? DEFAULT_USER : options.user;
  const listeners = new Set<(user: AuthUser | null) => void>();
  const tokenRequests: boolean[] = [];
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
    setUser,
    currentUser: () => user,
    signIn: async (email, password) => {
      const accounts = options.accounts;
      if (accounts && accounts[email] !== password) throw authError('auth/invalid-credential');
      const signedIn = { uid: user?.email === email ? user.uid : `uid-${email}`, email };
      setUser(signedIn);
      return signedIn;
    },
    signUp: async (email) => {
      const created = { uid: `uid-${email}`, email };
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
    confirmPasswordReset: async (oobCode) => {
      if (!oobCode) throw authError('auth/invalid-action-code');
    },
  };
  if (options.install !== false) installIdentity(fake);
  return fake;
}
