// /settings (spec §2 Settings): loads the profile, then shows the profile form; issue 20: the
// licence documents' link and the notification settings below it.
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { useProfileStore } from '@leafbid/shared';
import { ErrorMessage, Spinner } from '@leafbid/shared/ui';
import { SETTINGS_PAGE_MESSAGES } from '../../../messages';
import { LicenceSummary } from '../../../components/licence-summary';
import { NotificationSettings } from './notification-settings';
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

  const licenceHeadingId = useId();

  let content;
  if (profile)
    content = (
      <div className="ob-settings__page">
        <SettingsForm key={profile.id} profile={profile} />
        {/* Issue 20: a verified account renews its licence on /account-documents. */}
        <section className="ob-settings__section" aria-labelledby={licenceHeadingId}>
          <h2 id={licenceHeadingId} className="ob-settings__heading">
            {SETTINGS_PAGE_MESSAGES.licenceDocuments}
          </h2>
          <LicenceSummary contact={profile} headingLevel={3} />
          <p className="ob-settings__text">{SETTINGS_PAGE_MESSAGES.licenceDocumentsText}</p>
          <Link className="ob-settings__link" to="/account-documents">
            {SETTINGS_PAGE_MESSAGES.licenceDocumentsLink}
          </Link>
        </section>
        <NotificationSettings key={`notifications-${profile.id}`} />
      </div>
    );
  else if (loadError && !loading)
    content = <ErrorMessage message={SETTINGS_PAGE_MESSAGES.loadFailed} />;
  else content = <Spinner label={SETTINGS_PAGE_MESSAGES.loadingProfile} />;

  return (
    <div className="ob-settings">
      <h1 className="ob-settings__title">{SETTINGS_PAGE_MESSAGES.title}</h1>
      {content}
    </div>
  );
}
