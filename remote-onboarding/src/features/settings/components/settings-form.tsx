// The profile form of /settings (spec §2 Settings, §5 Settings, §8 Settings).
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@leafbid/domain/forms';
import type { z } from 'zod';
import { useSaveProfile } from '../api/save-profile';
import { ONBOARDING_MESSAGES, SETTINGS_MESSAGES, type Contact } from '@leafbid/domain';
import { profileFieldsSchema, type ProfileFields } from '@leafbid/domain/schemas';
import { Button, ErrorMessage } from '@leafbid/shared/ui';
import { profileSaveError } from '../api/profile-save-error';
import { ProvinceSelect } from '../../../components/province-select';
import { TextField } from '../../../components/text-field';
import { SETTINGS_PAGE_MESSAGES as M, SETTINGS_PAGE_MESSAGES } from '../../../messages';

type ProfileFormValues = z.input<typeof profileFieldsSchema>;

function toFormValues(profile: Contact): ProfileFormValues {
  return {
    First_Name: profile.First_Name ?? '',
    Last_Name: profile.Last_Name ?? '',
    Company: profile.Company ?? '',
    Title: profile.Title ?? '',
    Phone: profile.Phone ?? '',
    Mailing_Street: profile.Mailing_Street ?? '',
    Mailing_City: profile.Mailing_City ?? '',
    Mailing_Zip: profile.Mailing_Zip ?? '',
    Mailing_State: (profile.Mailing_State ?? '') as ProfileFormValues['Mailing_State'],
  };
}

export interface SettingsFormProps {
  /** The loaded profile: the form starts from it (remount with a `key` for another contact). */
  profile: Contact;
}

export function SettingsForm({ profile }: SettingsFormProps) {
  const { mutateAsync: updateProfile } = useSaveProfile();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();

  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileFields>({
    resolver: formResolver(profileFieldsSchema),
    defaultValues: toFormValues(profile),
  });

  const onSubmit = handleSubmit(async (fields) => {
    setSaveError(null);
    setSaved(false);
    try {
      // Optimistic in the profile's query, rolled back (and refetched) when the call fails (spec §4).
      const contact = await updateProfile(fields);
      reset(toFormValues(contact));
      setSaved(true);
    } catch (error) {
      setSaveError(profileSaveError(error));
    }
  });

  const namesError = errors.First_Name?.message ?? errors.Last_Name?.message;
  // The names rule has one message for both fields (§5); show it once.
  const namesRequired = namesError === SETTINGS_MESSAGES.namesRequired;
  const fieldError = (message: string | undefined) =>
    message === SETTINGS_MESSAGES.namesRequired ? undefined : message;
  const field = (name: keyof ProfileFormValues) => ({ id: `${id}-${name}`, ...register(name) });

  return (
    <form className="ob-settings__form" onSubmit={onSubmit} noValidate>
      <fieldset className="ob-settings__section">
        <legend className="ob-settings__legend">{M.general}</legend>
        <div className="ob-settings__row">
          <TextField
            label={M.firstName}
            required
            autoComplete="given-name"
            invalid={Boolean(errors.First_Name)}
            error={fieldError(errors.First_Name?.message)}
            {...field('First_Name')}
          />
          <TextField
            label={M.lastName}
            required
            autoComplete="family-name"
            invalid={Boolean(errors.Last_Name)}
            error={fieldError(errors.Last_Name?.message)}
            {...field('Last_Name')}
          />
        </div>
        <ErrorMessage message={namesRequired ? SETTINGS_MESSAGES.namesRequired : null} />
      </fieldset>

      <fieldset className="ob-settings__section">
        <legend className="ob-settings__legend">{M.companyInformation}</legend>
        <div className="ob-settings__row">
          <TextField
            label={M.companyName}
            autoComplete="organization"
            error={errors.Company?.message}
            {...field('Company')}
          />
          <TextField
            label={M.jobTitle}
            autoComplete="organization-title"
            error={errors.Title?.message}
            {...field('Title')}
          />
        </div>
      </fieldset>

      <fieldset className="ob-settings__section">
        <legend className="ob-settings__legend">{M.contactInformation}</legend>
        <div className="ob-settings__row">
          {/* Spec §5: Email is read-only (it is the sign-in identity). */}
          <TextField
            id={`${id}-Email`}
            label={M.email}
            type="email"
            value={profile.Email ?? ''}
            readOnly
          />
          <TextField
            label={M.phone}
            type="tel"
            autoComplete="tel"
            error={errors.Phone?.message}
            {...field('Phone')}
          />
        </div>
      </fieldset>

      <fieldset className="ob-settings__section">
        <legend className="ob-settings__legend">{M.addressInformation}</legend>
        <TextField
          label={M.street}
          autoComplete="street-address"
          error={errors.Mailing_Street?.message}
          {...field('Mailing_Street')}
        />
        <div className="ob-settings__row">
          <TextField
            label={M.city}
            autoComplete="address-level2"
            error={errors.Mailing_City?.message}
            {...field('Mailing_City')}
          />
          <ProvinceSelect
            label={ONBOARDING_MESSAGES.labels.province}
            autoComplete="address-level1"
            error={errors.Mailing_State?.message}
            {...field('Mailing_State')}
          />
          <TextField
            label={M.postalCode}
            autoComplete="postal-code"
            error={errors.Mailing_Zip?.message}
            {...field('Mailing_Zip')}
          />
        </div>
      </fieldset>

      <ErrorMessage message={saveError} />
      {saved ? (
        <p className="ob-settings__success" role="status">
          {SETTINGS_PAGE_MESSAGES.updated}
        </p>
      ) : null}

      <Button className="ob-settings__submit" type="submit" loading={isSubmitting}>
        {isSubmitting ? SETTINGS_PAGE_MESSAGES.updating : SETTINGS_PAGE_MESSAGES.update}
      </Button>
    </form>
  );
}
