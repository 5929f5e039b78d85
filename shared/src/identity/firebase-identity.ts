import type * as FirebaseAppModule from 'firebase/app';
import type * as FirebaseAuthModule from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import { getRuntimeConfig, type RuntimeConfig } from '../config';
import { installIdentity } from './active-identity';
import type { AuthUser, IdentityPort } from './identity-port';

const toAuthUser = (user: User | null): AuthUser | null =>
  user ? { uid: user.uid, email: user.email, emailVerified: user.emailVerified } : null;

// Firebase is loaded on first use, not at import: apps (and their jest tests) can import
// @leafbid/shared without pulling in the SDK, whose Node build even needs a global fetch at load.
type FirebaseApp = typeof FirebaseAppModule;
type FirebaseAuth = typeof FirebaseAuthModule;

function createAuth(config: RuntimeConfig, firebase: FirebaseApp, fa: FirebaseAuth): Auth {
  const { getApp, getApps, initializeApp } = firebase;
  const {
    browserLocalPersistence,
    browserSessionPersistence,
    connectAuthEmulator,
    getAuth,
    indexedDBLocalPersistence,
    initializeAuth,
  } = fa;
  const app = getApps().length > 0 ? getApp() : initializeApp(config.firebase);
  let auth: Auth;
  try {
    // Spec §4: auth state kept in indexed storage, then local, then session storage.
    auth = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
  } catch {
    // Already initialised (hot reload or a second call): reuse it, emulator already connected.
    return getAuth(app);
  }
  if (config.firebase.authEmulatorUrl) {
    connectAuthEmulator(auth, config.firebase.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

/** The Firebase Auth adapter of IdentityPort. */
export async function createFirebaseIdentity(config: RuntimeConfig): Promise<IdentityPort> {
  const [firebase, fa] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const {
    confirmPasswordReset,
    createUserWithEmailAndPassword,
    onAuthStateChanged,
    sendEmailVerification,
    sendPasswordResetEmail,
    signInWithEmailAndPassword,
    signOut,
  } = fa;
  const auth = createAuth(config, firebase, fa);
  return {
    currentUser: () => toAuthUser(auth.currentUser),
    signIn: async (email, password) => {
      const credential = await signInWithEmailAndPassword(auth, email, password);
      return toAuthUser(credential.user) as AuthUser;
    },
    signUp: async (email, password) => {
      const credential = await createUserWithEmailAndPassword(auth, email, password);
      return toAuthUser(credential.user) as AuthUser;
    },
    signOut: () => signOut(auth),
    getIdToken: async (forceRefresh = false) => {
      const user = auth.currentUser;
      if (!user) throw new Error('User not authenticated');
      return user.getIdToken(forceRefresh);
    },
    onAuthChange: (callback) => onAuthStateChanged(auth, (user) => callback(toAuthUser(user))),
    confirmPasswordReset: (oobCode, newPassword) =>
      confirmPasswordReset(auth, oobCode, newPassword),
    sendPasswordReset: async (email, continueUrl) => {
      try {
        // The email's link is the project's action URL (set to https://<host>/reset, README),
        // which Firebase calls with ?mode=resetPassword&oobCode=…&continueUrl=….
        await sendPasswordResetEmail(auth, email, { url: continueUrl });
      } catch (error) {
        // Never tell whether the address has an account (projects without email enumeration
        // protection answer user-not-found).
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    },
    sendEmailVerification: async () => {
      const user = auth.currentUser;
      if (!user) throw new Error('User not authenticated');
      await sendEmailVerification(user);
    },
    reloadUser: async () => {
      const user = auth.currentUser;
      if (!user) return null;
      await user.reload();
      // A fresh ID token carries the new email_verified claim to the API.
      await user.getIdToken(true);
      return toAuthUser(auth.currentUser);
    },
  };
}

/**
 * Starts Firebase Auth with the runtime config and installs it as the identity. Call once at
 * start, after loadRuntimeConfig() and before useAuthStore.getState().initialise().
 */
export async function initIdentity(
  config: RuntimeConfig = getRuntimeConfig(),
): Promise<IdentityPort> {
  const port = await createFirebaseIdentity(config);
  installIdentity(port);
  return port;
}
