// /account-documents (issue 18): a suspended account is told to upload a current licence; this is
// where it does (any confirmed account may send renewed documents). Each file's type and size are
// checked when it is chosen, before anything is sent; the operator's console then lists them.
// Issue 20: a new licence file comes with its number and expiry date; the licence on file is shown,
// and said to have expired once it has (this is where Settings sends a verified account to renew).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useProfileStore } from '@leafbid/shared';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  documentProblem,
  formatLocaleDate,
  textOf,
} from '@leafbid/domain';
import { issueText } from '@leafbid/domain/schemas';
import { Button, ErrorMessage, FieldMessage } from '@leafbid/shared/ui';
import {
  ACCOUNT_DOCUMENTS_MESSAGES as M,
  LICENCE_DETAILS_MESSAGES,
  ACCOUNT_DOCUMENTS_MESSAGES,
} from '../../../messages';
import { documentUploadError } from '../../../lib/document-upload-error';
import {
  licenceDetailsSchema,
  torontoToday,
  type LicenceDetails,
  type LicenceDetailsInput,
} from '../../../lib/licence-details';
import { LicenceSummary } from '../../../components/licence-summary';
import { TextField } from '../../../components/text-field';
import {
  useUploadNewDocuments,
  type NewDocuments,
  type UploadedDocument,
} from '../api/upload-documents';
import '../../../components/document-form.css';

/** The two documents by form field, with their label's key (read at render: issue 19). */
const FIELDS = [
  { name: 'cannabisLicense', labelKey: 'licence' },
  { name: 'craPermit', labelKey: 'permit' },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];

const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);
const NO_DETAILS: LicenceDetailsInput = { licenceNumber: '', licenceExpiresOn: '' };

/** Issue 20: the typed licence details, or each field's problem (checked only with a licence file). */
function checkDetails(
  input: LicenceDetailsInput,
):
  | { details: LicenceDetails; problems: null }
  | { details: null; problems: Partial<Record<keyof LicenceDetailsInput, string>> } {
  const parsed = licenceDetailsSchema.safeParse(input);
  if (parsed.success) return { details: parsed.data, problems: null };
  const problems: Partial<Record<keyof LicenceDetailsInput, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LicenceDetailsInput;
    problems[field] ??= issueText(issue);
  }
  return { details: null, problems };
}
/** When the documents were received, in the active locale (issue 19: formatted at render). */
const receivedAt = (at: Date) => formatLocaleDate(at, { dateStyle: 'long', timeStyle: 'short' });

export function AccountDocumentsPage() {
  const idPrefix = useId();
  const profile = useProfileStore((state) => state.profile);
  const fetchProfile = useProfileStore((state) => state.fetchProfile);
  const [files, setFiles] = useState<NewDocuments>({});
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const [detailsInput, setDetailsInput] = useState<LicenceDetailsInput>(NO_DETAILS);
  const [detailProblems, setDetailProblems] = useState<
    Partial<Record<keyof LicenceDetailsInput, string>>
  >({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { mutateAsync: uploadNewDocuments, isPending: sending } = useUploadNewDocuments();
  const [received, setReceived] = useState<{ at: Date; documents: UploadedDocument[] } | null>(
    null,
  );
  const receivedHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // The host's guard normally loads the profile first; this covers a direct mount.
  useEffect(() => {
    void fetchProfile();
  }, [fetchProfile]);

  useEffect(() => {
    if (received) receivedHeading.current?.focus();
  }, [received]);

  function choose(name: FieldName, file: File | undefined) {
    const problem = file ? documentProblem(file) : null;
    setProblems((current) => ({ ...current, [name]: problem ? textOf(problem) : undefined }));
    setFiles((current) => ({ ...current, [name]: problem ? undefined : file }));
    setSubmitError(null);
  }

  function typeDetail(field: keyof LicenceDetailsInput, value: string) {
    setDetailsInput((current) => ({ ...current, [field]: value }));
    setDetailProblems((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (Object.values(problems).some(Boolean)) return;
    if (!files.cannabisLicense && !files.craPermit) {
      setSubmitError(ACCOUNT_DOCUMENTS_MESSAGES.documentRequired);
      return;
    }
    // Issue 20: a new licence file comes with its number and expiry date.
    let details: LicenceDetails | null = null;
    if (files.cannabisLicense) {
      const checked = checkDetails(detailsInput);
      if (checked.problems) {
        setDetailProblems(checked.problems);
        return;
      }
      details = checked.details;
    }
    setSubmitError(null);
    const contactId = profile?.id ?? (await fetchProfile())?.id;
    if (!contactId) {
      setSubmitError(M.contactIdNotFound);
      return;
    }
    try {
      // With a new licence the profile's query is refetched: the contact now carries its number
      // and expiry (shown above the form).
      const documents = await uploadNewDocuments({ contactId, files, licence: details });
      setReceived({ at: new Date(), documents });
      setFiles({});
      setDetailsInput(NO_DETAILS);
      form.current?.reset();
    } catch (error) {
      setSubmitError(documentUploadError(error, M.uploadFailed));
    }
  }

  const suspended = profile?.Account_Suspended === true;
  const nothingChosen = !files.cannabisLicense && !files.craPermit;

  return (
    <div className="ob-confirm">
      <section className="ob-confirm__card" aria-labelledby={`${idPrefix}-title`}>
        <h1 id={`${idPrefix}-title`} className="ob-confirm__title">
          {M.title}
        </h1>
        <p className="ob-confirm__intro">{suspended ? M.introSuspended : M.intro}</p>
        <LicenceSummary contact={profile} />

        {received ? (
          <section className="ob-standing" role="status" aria-labelledby={`${idPrefix}-received`}>
            <h2
              id={`${idPrefix}-received`}
              ref={receivedHeading}
              tabIndex={-1}
              className="ob-standing__title"
            >
              {M.receivedTitle}
            </h2>
            <p className="ob-standing__text">
              {M.received(
                receivedAt(received.at),
                received.documents.map((d) => d.file_name).join(', '),
              )}
            </p>
            <p className="ob-standing__text">{M.receivedNext}</p>
          </section>
        ) : null}

        <form ref={form} className="ob-confirm__form" onSubmit={onSubmit} noValidate>
          {FIELDS.map(({ name, labelKey }) => {
            const inputId = `${idPrefix}-${name}`;
            const hintId = `${inputId}-hint`;
            const problemId = `${inputId}-problem`;
            const problem = problems[name] ?? null;
            return (
              <div key={name} className="ob-confirm__field">
                <label className="ob-confirm__label" htmlFor={inputId}>
                  {M[labelKey]}
                </label>
                <p id={hintId} className="ob-confirm__hint">
                  {M.fileHint(MAX_MB)}
                </p>
                <input
                  id={inputId}
                  name={name}
                  className="ob-confirm__input"
                  type="file"
                  accept={DOCUMENT_ACCEPT}
                  disabled={sending}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
                  onChange={(event) => choose(name, event.target.files?.[0])}
                />
                <FieldMessage id={problemId} tone="error" text={problem} />
                {name === 'cannabisLicense' ? (
                  <div className="ob-confirm__licence">
                    <TextField
                      id={`${idPrefix}-licenceNumber`}
                      label={LICENCE_DETAILS_MESSAGES.number}
                      hint={LICENCE_DETAILS_MESSAGES.requiredWithFile}
                      autoComplete="off"
                      disabled={sending}
                      value={detailsInput.licenceNumber}
                      invalid={Boolean(detailProblems.licenceNumber)}
                      error={detailProblems.licenceNumber}
                      onChange={(event) => typeDetail('licenceNumber', event.target.value)}
                    />
                    <TextField
                      id={`${idPrefix}-licenceExpiresOn`}
                      label={LICENCE_DETAILS_MESSAGES.expiry}
                      hint={LICENCE_DETAILS_MESSAGES.requiredWithFile}
                      type="date"
                      min={torontoToday()}
                      disabled={sending}
                      value={detailsInput.licenceExpiresOn}
                      invalid={Boolean(detailProblems.licenceExpiresOn)}
                      error={detailProblems.licenceExpiresOn}
                      onChange={(event) => typeDetail('licenceExpiresOn', event.target.value)}
                    />
                  </div>
                ) : null}
              </div>
            );
          })}

          <ErrorMessage message={submitError} />

          <Button
            className="ob-confirm__submit"
            type="submit"
            disabled={nothingChosen}
            loading={sending}
          >
            {sending ? M.uploading : received ? M.uploadMore : M.submit}
          </Button>
        </form>
      </section>
    </div>
  );
}
