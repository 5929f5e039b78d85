export { useAuthStore, logoutAndReload, type AuthState, type AuthStatus } from './auth-store';
export { useProfileStore, selectCanAccessListing, type ProfileState } from './profile-store';
export { resetAllStores } from './reset-all-stores';
