// Issue 20: the caller's notification settings, loaded once when /settings opens (Retry on failure).
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@leafbid/shared';
import { fetchNotificationSettings, type NotificationSetting } from '../api/notification-settings';
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
  const [settings, setSettings] = useState<NotificationSetting[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchNotificationSettings().then(
      (loaded) => {
        if (current) setSettings(loaded);
      },
      (failure: unknown) => {
        if (current) setError(notificationSettingsError(failure, M.loadFailed));
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);
  return { settings, loading: settings === null && error === null, error, retry };
}
