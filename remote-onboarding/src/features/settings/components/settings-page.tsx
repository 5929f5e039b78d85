// /settings (spec §2 Settings): loads the profile, then shows the profile form.
import { useEffect } from 'react';
import { useProfileStore } from '@leafbid/shared';
import { SETTINGS_MESSAGES } from '@leafbid/domain';
import { ErrorMessage, Spinner } from '@leafbid/shared/ui';
import { SETTINGS_PAGE_MESSAGES } from '../../../messages';
import { SettingsForm } from './settings-form';
import './settings-page.css';

export function SettingsPage() {
  const profile = useProfileStore((state) => state.profile);
  const loading = useProfileStore((state) => state.loading);
  const loadError = useProfileStore((state) => state.error);
  const fetchProfile = useProfileStore((state) => state.fetchProfile);

  // Served from the store while fresh (spec §9: profile valid 5 minutes).
  useEffect(() => {
    void fetchProfile();
  }, [fetchProfile]);

  let content;
  if (profile) content = <SettingsForm key={profile.id} profile={profile} />;
  else if (loadError && !loading) content = <ErrorMessage message={SETTINGS_MESSAGES.loadFailed} />;
  else content = <Spinner label={SETTINGS_PAGE_MESSAGES.loadingProfile} />;

  return (
    <div className="ob-settings">
      <h1 className="ob-settings__title">{SETTINGS_PAGE_MESSAGES.title}</h1>
      {content}
    </div>
  );
}
