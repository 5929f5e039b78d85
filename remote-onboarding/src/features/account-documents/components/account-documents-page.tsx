// /account-documents (issue 18): a suspended account is told to upload a current licence; this is
// where it does (any confirmed account may send renewed documents). Each file's type and size are
// checked when it is chosen, before anything is sent; the operator's console then lists them.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useProfileStore } from '@leafbid/shared';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  VERIFICATION_MESSAGES,
  dateTimeFormat,
  documentProblem,
} from '@leafbid/domain';
import { Button, ErrorMessage, FieldMessage } from '@leafbid/shared/ui';
import { ACCOUNT_DOCUMENTS_MESSAGES as M } from '../../../messages';
import { documentUploadError } from '../../../lib/document-upload-error';
import {
  uploadNewDocuments,
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
/** When the documents were received, in the active locale (issue 19: formatted at render). */
const receivedAt = (at: Date) =>
  dateTimeFormat({ dateStyle: 'long', timeStyle: 'short' }).format(at);

export function AccountDocumentsPage() {
  const idPrefix = useId();
  const profile = useProfileStore((state) => state.profile);
  const fetchProfile = useProfileStore((state) => state.fetchProfile);
  const [files, setFiles] = useState<NewDocuments>({});
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
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
    setProblems((current) => ({ ...current, [name]: problem ?? undefined }));
    setFiles((current) => ({ ...current, [name]: problem ? undefined : file }));
    setSubmitError(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (Object.values(problems).some(Boolean)) return;
    if (!files.cannabisLicense && !files.craPermit) {
      setSubmitError(VERIFICATION_MESSAGES.documentRequired);
      return;
    }
    setSubmitError(null);
    const contactId = profile?.id ?? (await fetchProfile())?.id;
    if (!contactId) {
      setSubmitError(M.contactIdNotFound);
      return;
    }
    setSending(true);
    try {
      const documents = await uploadNewDocuments(contactId, files);
      setReceived({ at: new Date(), documents });
      setFiles({});
      form.current?.reset();
    } catch (error) {
      setSubmitError(documentUploadError(error, M.uploadFailed));
    } finally {
      setSending(false);
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
