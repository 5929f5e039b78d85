import type { AuthUser, IdentityPort } from './identity-port';

let active: IdentityPort | null = null;

/** Makes `port` the identity every store and API call uses (Firebase via `initIdentity`, or a fake). */
export function installIdentity(port: IdentityPort): void {
  active = port;
}

/** Forgets the installed identity (tests). */
export function uninstallIdentity(): void {
  active = null;
}

export function getIdentity(): IdentityPort {
  if (!active) throw new Error('Identity not initialised: call initIdentity() at start');
  return active;
}

/** The signed-in user, or null when nobody is signed in or identity is not initialised. */
export function getCurrentUser(): AuthUser | null {
  return active?.currentUser() ?? null;
}

export function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  return getIdentity().signIn(email, password);
}

export function signUpWithEmail(email: string, password: string): Promise<AuthUser> {
  return getIdentity().signUp(email, password);
}

export function signOutUser(): Promise<void> {
  return getIdentity().signOut();
}

export function getIdToken(forceRefresh = false): Promise<string> {
  return getIdentity().getIdToken(forceRefresh);
}

export function onAuthChange(callback: (user: AuthUser | null) => void): () => void {
  return getIdentity().onAuthChange(callback);
}

export function confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
  return getIdentity().confirmPasswordReset(oobCode, newPassword);
}

export function sendPasswordReset(email: string, continueUrl: string): Promise<void> {
  return getIdentity().sendPasswordReset(email, continueUrl);
}

export function sendEmailVerification(): Promise<void> {
  return getIdentity().sendEmailVerification();
}

export function reloadUser(): Promise<AuthUser | null> {
  return getIdentity().reloadUser();
}
