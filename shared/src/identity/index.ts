export type { AuthUser, IdentityPort } from './identity-port';
export {
  installIdentity,
  uninstallIdentity,
  getIdentity,
  getCurrentUser,
  signInWithEmail,
  signUpWithEmail,
  signOutUser,
  getIdToken,
  onAuthChange,
  confirmPasswordReset,
  sendPasswordReset,
  sendEmailVerification,
  reloadUser,
} from './active-identity';
export { createFirebaseIdentity, initIdentity, loadIdentitySdk } from './firebase-identity';
export { describeAuthError } from './describe-auth-error';
