// /confirm-account (spec §2 Confirm account, §4 Account confirmation, §5, §8).
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { formResolver } from '@leafbid/domain/forms';
import { useProfileStore } from '@leafbid/shared';
import { DOCUMENT_ACCEPT } from '@leafbid/domain';
import { Button, ErrorMessage } from '@leafbid/shared/ui';
import { SubmitDocumentsError, useSubmitDocuments } from '../api/submit-documents';
import { AccountStanding } from './account-standing';
import {
  documentsSchema,
  type DocumentsInput,
  type DocumentsValues,
} from '../schemas/documents-schema';
import { TextField } from '../../../components/text-field';
import { torontoToday } from '../../../lib/licence-details';
import '../../../components/document-form.css';
import {
  CONFIRM_ACCOUNT_PAGE_MESSAGES,
  DOCUMENT_LABELS,
  LICENCE_DETAILS_MESSAGES,
} from '../../../messages';

/** The two documents by form field, with their label's key (read at render: issue 19). */
const DOCUMENTS = [
  { name: 'cannabisLicense', labelKey: 'cannabis_license' },
  { name: 'craPermit', labelKey: 'cra_permit' },
] as const;

export function ConfirmAccountPage() {
  const profile = useProfileStore((state) => state.profile);
  const profileId = profile?.id ?? null;
  const fetchProfile = useProfileStore((state) => state.fetchProfile);
  const { mutateAsync: submitDocuments } = useSubmitDocuments();
  const [submitError, setSubmitError] = useState<string | null>(null);
  /** The documents were sent from this page: the standing's heading takes the focus. */
  const [justSent, setJustSent] = useState(false);
  const idPrefix = useId();

  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DocumentsInput, unknown, DocumentsValues>({
    resolver: formResolver(documentsSchema),
    mode: 'onChange',
    defaultValues: { licenceNumber: '', licenceExpiresOn: '' },
  });
  const [cannabisLicense, craPermit] = useWatch({
    control,
    name: ['cannabisLicense', 'craPermit'],
  });
  const bothChosen = Boolean(cannabisLicense && craPermit);
  const refused = Boolean(errors.cannabisLicense || errors.craPermit);

  // The host's guard normally loads the profile first; this covers a direct mount.
  useEffect(() => {
    void fetchProfile();
  }, [fetchProfile]);

  const onSubmit = handleSubmit(async (files) => {
    setSubmitError(null);
    const contactId = profileId ?? (await fetchProfile())?.id;
    if (!contactId) {
      setSubmitError(CONFIRM_ACCOUNT_PAGE_MESSAGES.contactIdNotFound);
      return;
    }
    try {
      // Spec §4: after the upload and the confirm call the profile is refetched; the guard reads it.
      await submitDocuments({ contactId, files });
    } catch (error) {
      setSubmitError(
        error instanceof SubmitDocumentsError
          ? error.message
          : CONFIRM_ACCOUNT_PAGE_MESSAGES.uploadFailed,
      );
      return;
    }
    // Issue 18: the page then says the documents were received and when they are reviewed.
    setJustSent(true);
  });

  const validationError = errors.cannabisLicense?.message ?? errors.craPermit?.message ?? null;

  return (
    <div className="ob-confirm">
      <section className="ob-confirm__card" aria-labelledby={`${idPrefix}-title`}>
        <h1 id={`${idPrefix}-title`} className="ob-confirm__title">
          {CONFIRM_ACCOUNT_PAGE_MESSAGES.title}
        </h1>
        {profile?.Account_Confirmed ? (
          <AccountStanding profile={profile} focusOnMount={justSent} />
        ) : (
          <>
            <p className="ob-confirm__intro">{CONFIRM_ACCOUNT_PAGE_MESSAGES.intro}</p>

            <form className="ob-confirm__form" onSubmit={onSubmit} noValidate>
              {DOCUMENTS.map(({ name, labelKey }) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <>
                      <div className="ob-confirm__field">
                        <label className="ob-confirm__label" htmlFor={`${idPrefix}-${name}`}>
                          {DOCUMENT_LABELS[labelKey]}
                        </label>
                        {/* A file input stays uncontrolled: the browser owns its FileList, so a failed
                      upload keeps the chosen files. */}
                        <input
                          id={`${idPrefix}-${name}`}
                          ref={field.ref}
                          name={field.name}
                          className="ob-confirm__input"
                          type="file"
                          accept={DOCUMENT_ACCEPT}
                          disabled={isSubmitting}
                          onBlur={field.onBlur}
                          onChange={(event) => field.onChange(event.target.files?.[0])}
                        />
                      </div>
                      {/* Issue 20: the licence's number and expiry date, kept with its file. */}
                      {name === 'cannabisLicense' ? (
                        <div className="ob-confirm__licence">
                          <TextField
                            id={`${idPrefix}-licenceNumber`}
                            label={LICENCE_DETAILS_MESSAGES.number}
                            required
                            autoComplete="off"
                            disabled={isSubmitting}
                            invalid={Boolean(errors.licenceNumber)}
                            error={errors.licenceNumber?.message}
                            {...register('licenceNumber')}
                          />
                          <TextField
                            id={`${idPrefix}-licenceExpiresOn`}
                            label={LICENCE_DETAILS_MESSAGES.expiry}
                            type="date"
                            required
                            min={torontoToday()}
                            disabled={isSubmitting}
                            invalid={Boolean(errors.licenceExpiresOn)}
                            error={errors.licenceExpiresOn?.message}
                            {...register('licenceExpiresOn')}
                          />
                        </div>
                      ) : null}
                    </>
                  )}
                />
              ))}

              <ErrorMessage message={submitError ?? validationError} />

              <Button
                className="ob-confirm__submit"
                type="submit"
                disabled={!bothChosen || refused}
                loading={isSubmitting}
              >
                {isSubmitting
                  ? CONFIRM_ACCOUNT_PAGE_MESSAGES.uploading
                  : CONFIRM_ACCOUNT_PAGE_MESSAGES.submit}
              </Button>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
