// The Firebase functions Leafbid uses, and only those (issue 12): this module is loaded on demand
// and its named re-exports let the bundler drop the rest of the SDK (popup and redirect sign-in,
// reCAPTCHA, phone and multi-factor flows), which importing the whole 'firebase/auth' namespace
// kept. No getAuth(): it registers the popup/redirect resolver too; the instance made by
// initializeAuth is kept instead (firebase-identity.ts).
export { getApp, getApps, initializeApp } from 'firebase/app';
export {
  browserLocalPersistence,
  browserSessionPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
