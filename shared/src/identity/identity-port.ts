/** The signed-in identity-service user (spec §3 "Authenticated user"). */
export interface AuthUser {
  uid: string;
  email: string | null;
}

/**
 * Everything Leafbid needs from the identity service. The Firebase adapter implements it in the
 * browser; tests install a fake (`@leafbid/shared/testing`), so stores and the API client never
 * touch Firebase directly.
 */
export interface IdentityPort {
  currentUser(): AuthUser | null;
  signIn(email: string, password: string): Promise<AuthUser>;
  signUp(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** The ID token for `Authorization: Bearer`; `forceRefresh` mints a new one (401 retry, spec §7). */
  getIdToken(forceRefresh?: boolean): Promise<string>;
  /** Calls back with the current user now-ish and on every change; returns the unsubscribe. */
  onAuthChange(callback: (user: AuthUser | null) => void): () => void;
  confirmPasswordReset(oobCode: string, newPassword: string): Promise<void>;
}
