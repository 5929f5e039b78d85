import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { getRuntimeConfig, type RuntimeConfig } from '../config';
import { installIdentity } from './active-identity';
import type { AuthUser, IdentityPort } from './identity-port';

const toAuthUser = (user: User | null): AuthUser | null => (user ? { uid: user.uid, email: user.email } : null);

function createAuth(config: RuntimeConfig): Auth {
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
export function createFirebaseIdentity(config: RuntimeConfig): IdentityPort {
  const auth = createAuth(config);
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
    confirmPasswordReset: (oobCode, newPassword) => confirmPasswordReset(auth, oobCode, newPassword),
  };
}

/** Starts Firebase Auth with the runtime config and installs it as the identity. Call once at start. */
export function initIdentity(config: RuntimeConfig = getRuntimeConfig()): IdentityPort {
  const port = createFirebaseIdentity(config);
  installIdentity(port);
  return port;
}
