export { useAuthStore, logoutAndReload, type AuthState, type AuthStatus } from './auth-store';
export { useProfileStore, selectCanAccessListing, type ProfileState } from './profile-store';
export { useProductsStore, type ProductsState } from './products-store';
export { TEMP_PRODUCT_PREFIX } from './submission-preview';
export { resetAllStores } from './reset-all-stores';
