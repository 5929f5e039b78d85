// Issue 20: the caller's notification settings, loaded when /settings opens (Retry on failure).
// Issue 36: through the query ['notification-settings'] (api/notification-settings.ts).
import { useCallback } from 'react';
import { isApiError } from '@leafbid/shared';
import {
  useNotificationSettingsQuery,
  type NotificationSetting,
} from '../api/notification-settings';
import { NOTIFICATION_SETTINGS_MESSAGES as M } from '../../../messages';

export interface NotificationSettingsState {
  /** null until loaded. */
  settings: NotificationSetting[] | null;
  loading: boolean;
  /** Why they could not be loaded (the API's text, else the fallback); null otherwise. */
  error: string | null;
  retry(): void;
}

/** The text a failed notification-settings call shows: the request core's, else `fallback`. */
export function notificationSettingsError(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

export function useNotificationSettings(): NotificationSettingsState {
  const query = useNotificationSettingsQuery();
  const { refetch } = query;
  const settings = query.data ?? null;
  // A Retry under way shows the loading state again, as the first load does.
  const error =
    settings === null && query.isError && !query.isFetching
      ? notificationSettingsError(query.error, M.loadFailed)
      : null;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { settings, loading: settings === null && error === null, error, retry };
}
