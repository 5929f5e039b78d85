import { API_ERRORS } from '@leafbid/domain';
import type { FirebaseApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import { getRuntimeConfig, type RuntimeConfig } from '../config';
import { installIdentity } from './active-identity';
import type * as FirebaseSdkModule from './firebase-sdk';
import type { AuthUser, IdentityPort } from './identity-port';

const toAuthUser = (user: User | null): AuthUser | null =>
  user ? { uid: user.uid, email: user.email, emailVerified: user.emailVerified } : null;

// Firebase is loaded on first use, not at import: apps (and their jest tests) can import
// @leafbid/shared without pulling in the SDK, whose Node build even needs a global fetch at load.
type FirebaseSdk = typeof FirebaseSdkModule;

let sdk: Promise<FirebaseSdk> | undefined;

/**
 * Starts downloading the identity SDK (once) and resolves with it. The host calls it first thing at
 * start, so the SDK arrives while the runtime config is still being read (issue 12); a failed
 * download is tried again at the next call.
 */
export function loadIdentitySdk(): Promise<FirebaseSdk> {
  sdk ??= import(/* webpackChunkName: "identity-sdk" */ './firebase-sdk').catch(
    (error: unknown) => {
      sdk = undefined;
      throw error;
    },
  );
  return sdk;
}

/** One auth instance per Firebase app: initializeAuth may run only once for an app. */
const authByApp = new WeakMap<FirebaseApp, Auth>();

function createAuth(config: RuntimeConfig, firebase: FirebaseSdk): Auth {
  const { getApp, getApps, initializeApp } = firebase;
  const app = getApps().length > 0 ? getApp() : initializeApp(config.firebase);
  const existing = authByApp.get(app);
  if (existing) return existing; // a second initIdentity(): the emulator is already connected
  const {
    browserLocalPersistence,
    browserSessionPersistence,
    connectAuthEmulator,
    indexedDBLocalPersistence,
    initializeAuth,
  } = firebase;
  // Spec §4: auth state kept in indexed storage, then local, then session storage. Email and
  // password only: no popup or redirect resolver (the SDK's getAuth() would add one).
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (config.firebase.authEmulatorUrl) {
    connectAuthEmulator(auth, config.firebase.authEmulatorUrl, { disableWarnings: true });
  }
  authByApp.set(app, auth);
  return auth;
}

/** The Firebase Auth adapter of IdentityPort. */
export async function createFirebaseIdentity(config: RuntimeConfig): Promise<IdentityPort> {
  const firebase = await loadIdentitySdk();
  const {
    confirmPasswordReset,
    createUserWithEmailAndPassword,
    onAuthStateChanged,
    sendEmailVerification,
    sendPasswordResetEmail,
    signInWithEmailAndPassword,
    signOut,
  } = firebase;
  const auth = createAuth(config, firebase);
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
      if (!user) throw new Error(API_ERRORS.userNotAuthenticated);
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
      if (!user) throw new Error(API_ERRORS.userNotAuthenticated);
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
