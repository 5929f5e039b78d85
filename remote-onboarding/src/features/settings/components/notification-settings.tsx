// Issue 20: /settings' Notifications section — for each kind the API lists for this account, in the
// app only or in the app and by email, grouped by audience and saved with PUT /notification-settings.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_KINDS_BY_AUDIENCE,
  type NotificationAudience,
  type NotificationChannel,
  type NotificationKind,
} from '@leafbid/domain';
import { Button, ErrorMessage, Spinner } from '@leafbid/shared/ui';
import {
  useSaveNotificationSettings,
  type NotificationSetting,
} from '../api/notification-settings';
import {
  notificationSettingsError,
  useNotificationSettings,
} from '../hooks/use-notification-settings';
import {
  NOTIFICATION_KIND_DESCRIPTIONS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_SETTINGS_MESSAGES as M,
} from '../../../messages';

/** The audiences in the order shown, with their heading's key (read at render: issue 19). */
const AUDIENCES: ReadonlyArray<{
  audience: NotificationAudience;
  labelKey: 'bids' | 'listings' | 'account' | 'operator';
}> = [
  { audience: 'buyer', labelKey: 'bids' },
  { audience: 'seller', labelKey: 'listings' },
  { audience: 'account', labelKey: 'account' },
  { audience: 'admin', labelKey: 'operator' },
];

const CHOICES: ReadonlyArray<{ channel: NotificationChannel; labelKey: 'inApp' | 'email' }> = [
  { channel: 'in_app', labelKey: 'inApp' },
  { channel: 'email', labelKey: 'email' },
];

type ChannelValues = Partial<Record<NotificationKind, NotificationChannel>>;

const toValues = (settings: readonly NotificationSetting[]): ChannelValues =>
  Object.fromEntries(settings.map(({ kind, channel }) => [kind, channel]));

export function NotificationSettings() {
  const headingId = useId();
  const { settings, error, retry } = useNotificationSettings();

  let content;
  if (settings) content = <NotificationSettingsForm settings={settings} />;
  else if (error)
    content = (
      <div className="ob-notify__load-error">
        <ErrorMessage message={error} />
        <Button variant="secondary" onClick={retry}>
          {M.retry}
        </Button>
      </div>
    );
  else content = <Spinner label={M.loading} />;

  return (
    <section className="ob-settings__section ob-notify" aria-labelledby={headingId}>
      <h2 id={headingId} className="ob-notify__title">
        {M.title}
      </h2>
      <p className="ob-notify__intro">{M.intro}</p>
      {content}
    </section>
  );
}

function NotificationSettingsForm({ settings }: { settings: readonly NotificationSetting[] }) {
  const id = useId();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { mutateAsync: saveNotificationSettings } = useSaveNotificationSettings();
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<ChannelValues>({ defaultValues: toValues(settings) });

  const kinds = new Set(settings.map((setting) => setting.kind));
  const groups = AUDIENCES.map(({ audience, labelKey }) => ({
    audience,
    labelKey,
    kinds: NOTIFICATION_KINDS_BY_AUDIENCE[audience].filter((kind) => kinds.has(kind)),
  })).filter((group) => group.kinds.length > 0);

  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    setSaved(false);
    const chosen = settings.map(({ kind }) => ({
      kind,
      channel: values[kind] ?? DEFAULT_NOTIFICATION_CHANNEL,
    }));
    try {
      const answer = await saveNotificationSettings(chosen);
      reset({ ...toValues(chosen), ...toValues(answer) });
      setSaved(true);
    } catch (error) {
      // The choices stay as the user left them, so Save can simply be pressed again.
      setSaveError(notificationSettingsError(error, M.saveFailed));
    }
  });

  if (groups.length === 0) return <p className="ob-notify__intro">{M.none}</p>;

  return (
    <form
      className="ob-notify__form"
      onSubmit={onSubmit}
      onChange={() => setSaved(false)}
      noValidate
    >
      {groups.map(({ audience, labelKey, kinds: groupKinds }) => (
        <fieldset key={audience} className="ob-notify__audience" disabled={isSubmitting}>
          <legend className="ob-settings__legend">{M[labelKey]}</legend>
          {groupKinds.map((kind) => {
            const descriptionId = `${id}-${kind}-text`;
            return (
              <fieldset key={kind} className="ob-notify__kind" aria-describedby={descriptionId}>
                <legend className="ob-notify__kind-name">{NOTIFICATION_KIND_LABELS[kind]}</legend>
                <p id={descriptionId} className="ob-notify__kind-text">
                  {NOTIFICATION_KIND_DESCRIPTIONS[kind]}
                </p>
                <div className="ob-notify__choices">
                  {CHOICES.map(({ channel, labelKey: choiceKey }) => (
                    <label key={channel} className="ob-notify__choice">
                      <input type="radio" value={channel} {...register(kind)} />
                      <span>{M[choiceKey]}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </fieldset>
      ))}

      <ErrorMessage message={saveError} />
      {saved ? (
        <p className="ob-settings__success" role="status">
          {M.saved}
        </p>
      ) : null}

      <Button className="ob-settings__submit" type="submit" loading={isSubmitting}>
        {isSubmitting ? M.saving : M.save}
      </Button>
    </form>
  );
}
