/** The signed-in identity-service user (spec §3 "Authenticated user"). */
export interface AuthUser {
  uid: string;
  email: string | null;
  /** The identity service's email_verified (issue 7: linking an existing contact needs it). */
  emailVerified?: boolean;
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
  /**
   * Sends the password reset email. Its link is the project's action URL (our /reset, which reads
   * the oobCode); `continueUrl` is where the user goes afterwards. Resolves the same whether or
   * not the address has an account (no account enumeration).
   */
  sendPasswordReset(email: string, continueUrl: string): Promise<void>;
  /** Sends the signed-in user the email verification link. */
  sendEmailVerification(): Promise<void>;
  /** Re-reads the signed-in user (emailVerified) and refreshes its ID token; null when signed out. */
  reloadUser(): Promise<AuthUser | null>;
}
