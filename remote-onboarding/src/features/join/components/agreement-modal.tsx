// One agreement in a modal (spec §2 Join): the full text, Cancel and 'I Agree'. Issue 36: the
// text is the document of the agreement's version, loaded when the modal opens (a spinner until
// then, 'I Agree' once it is shown); when it cannot be loaded, Cancel and Retry in its place.
import { agreementTitle, type AgreementVersion } from '@leafbid/domain';
import { Button, DialogLoadFailed, Modal, Spinner } from '@leafbid/shared/ui';
import { agreementTextLabel, JOIN_PAGE_MESSAGES } from '../../../messages';
import { useAgreementDocument } from '../hooks/use-agreement-document';

export interface AgreementModalProps {
  /** The agreement to read, at the version shown (null: closed). */
  agreement: AgreementVersion | null;
  onCancel(): void;
  onAgree(agreement: AgreementVersion): void;
}

export function AgreementModal({ agreement, onCancel, onAgree }: AgreementModalProps) {
  const query = useAgreementDocument(agreement);
  const document = query.data ?? null;
  const title = agreement ? agreementTitle(agreement.id) : undefined;
  // An error stays the query's state while Retry asks again: the spinner shows meanwhile.
  const failed = agreement !== null && query.isError && !query.isFetching;
  return (
    <>
      <Modal
        open={agreement !== null && !failed}
        onOpenChange={(open) => !open && onCancel()}
        title={title}
        description={agreement ? JOIN_PAGE_MESSAGES.version(agreement.version) : undefined}
        size="large"
        hideCloseButton
        footer={
          agreement ? (
            <>
              <Button variant="secondary" onClick={onCancel}>
                {JOIN_PAGE_MESSAGES.cancel}
              </Button>
              {document ? (
                <Button onClick={() => onAgree(agreement)}>{JOIN_PAGE_MESSAGES.agree}</Button>
              ) : null}
            </>
          ) : null
        }
      >
        {agreement && document ? (
          // Issue 18 (axe scrollable-region-focusable): the scrolling text is a named region that
          // takes the focus, so the arrow keys and Page Down scroll it.
          <div
            className="ob-agreement"
            role="region"
            aria-label={agreementTextLabel(title ?? document.title)}
            tabIndex={0}
          >
            {document.sections.map((section) => (
              <section key={section.heading}>
                <h3 className="ob-agreement__heading">{section.heading}</h3>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
          </div>
        ) : agreement ? (
          <Spinner />
        ) : null}
      </Modal>
      {agreement ? (
        <DialogLoadFailed
          code={{ module: document, failed, retry: () => void query.refetch() }}
          title={title}
          onClose={onCancel}
        />
      ) : null}
    </>
  );
}
