export { useAuthStore, logoutAndReload, type AuthState, type AuthStatus } from './auth-store';
export { useProfileStore, selectCanAccessListing, type ProfileState } from './profile-store';
export {
  useTasksStore,
  selectPendingOrders,
  selectApprovedOrders,
  isTempTask,
  TEMP_TASK_PREFIX,
  type TasksState,
  type PurchaseRequestInput,
} from './tasks-store';
export { resetAllStores } from './reset-all-stores';
