// One agreement in a modal (spec §2 Join): the full text, Cancel and 'I Agree'.
import type { AgreementDocument } from '@leafbid/domain';
import { Button, Modal } from '@leafbid/shared/ui';
import { agreementTextLabel, JOIN_PAGE_MESSAGES } from '../../../messages';

export interface AgreementModalProps {
  document: AgreementDocument | null;
  onCancel(): void;
  onAgree(document: AgreementDocument): void;
}

export function AgreementModal({ document, onCancel, onAgree }: AgreementModalProps) {
  return (
    <Modal
      open={document !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={document?.title}
      description={document ? JOIN_PAGE_MESSAGES.version(document.version) : undefined}
      size="large"
      hideCloseButton
      footer={
        document ? (
          <>
            <Button variant="secondary" onClick={onCancel}>
              {JOIN_PAGE_MESSAGES.cancel}
            </Button>
            <Button onClick={() => onAgree(document)}>{JOIN_PAGE_MESSAGES.agree}</Button>
          </>
        ) : null
      }
    >
      {document ? (
        // Issue 18 (axe scrollable-region-focusable): the scrolling text is a named region that
        // takes the focus, so the arrow keys and Page Down scroll it.
        <div
          className="ob-agreement"
          role="region"
          aria-label={agreementTextLabel(document.title)}
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
      ) : null}
    </Modal>
  );
}
