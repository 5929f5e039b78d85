import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export interface Caller {
  uid: string;
  email: string | null;
  /** The token's email_verified: only a verified email may claim an existing contact (issue 7). */
  emailVerified: boolean;
  /**
   * Issue 41, an access token of POST /token only: when it was issued (ms since 1970), so a
   * suspension after it revokes it.
   */
  accessTokenIssuedAt?: number;
}

export interface IdentityVerifier {
  /** The caller behind a Firebase ID token; rejects on any invalid token. */
  verify(idToken: string): Promise<Caller>;
  close(): Promise<void>;
}

export interface FirebaseVerifierOptions {
  projectId: string;
  emulatorHost: string | undefined;
}

/**
 * firebase-admin decides "emulator mode" (unsigned tokens accepted, users looked up in the
 * emulator) from process.env.FIREBASE_AUTH_EMULATOR_HOST alone, so the validated config
 * value is written back there. config.ts refuses that combination in production.
 */
function applyEmulatorHost(emulatorHost: string | undefined): void {
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
}

export function createFirebaseApp(options: FirebaseVerifierOptions): App {
  applyEmulatorHost(options.emulatorHost);
  return initializeApp({ projectId: options.projectId }, `leafbid-api-${randomUUID()}`);
}

export function createFirebaseVerifier(options: FirebaseVerifierOptions): IdentityVerifier {
  const app = createFirebaseApp(options);
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      const decoded = await auth.verifyIdToken(idToken);
      return {
        uid: decoded.uid,
        email: decoded.email?.toLowerCase() ?? null,
        emailVerified: decoded.email_verified === true,
      };
    },
    close: () => deleteApp(app),
  };
}
