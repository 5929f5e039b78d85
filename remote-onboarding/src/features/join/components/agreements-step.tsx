// Step 6 (spec §6): the role's agreements, each read in a modal and accepted with 'I Agree' — in
// the active locale (issue 19: French first to a French-speaking user).
import { useState } from 'react';
import {
  activeLocale,
  agreementDocumentsForRole,
  type AgreementDocument,
  type AgreementId,
  type JoinRole,
} from '@leafbid/domain';
import { Button, Tag } from '@leafbid/shared/ui';
import { AgreementModal } from './agreement-modal';
import { JOIN_PAGE_MESSAGES } from '../../../messages';

export interface AgreementsStepProps {
  role: JoinRole;
  accepted: readonly AgreementId[];
  onAccept(id: AgreementId): void;
}

export function AgreementsStep({ role, accepted, onAccept }: AgreementsStepProps) {
  const [reading, setReading] = useState<AgreementDocument | null>(null);
  return (
    <div className="ob-join__agreements">
      <p>{JOIN_PAGE_MESSAGES.agreementsIntro}</p>
      <ul className="ob-join__agreement-list">
        {agreementDocumentsForRole(role, activeLocale()).map((doc) => {
          const isAccepted = accepted.includes(doc.id);
          return (
            <li key={doc.id} className="ob-join__agreement">
              <div>
                <strong>{doc.title}</strong>
                <div className="ob-join__agreement-version">
                  {JOIN_PAGE_MESSAGES.version(doc.version)}
                </div>
              </div>
              <Tag tone={isAccepted ? 'success' : 'warning'}>
                {isAccepted ? JOIN_PAGE_MESSAGES.accepted : JOIN_PAGE_MESSAGES.notAccepted}
              </Tag>
              <Button variant="secondary" size="small" onClick={() => setReading(doc)}>
                {JOIN_PAGE_MESSAGES.readAgreement(doc.title)}
              </Button>
            </li>
          );
        })}
      </ul>
      <AgreementModal
        document={reading}
        onCancel={() => setReading(null)}
        onAgree={(doc) => {
          onAccept(doc.id);
          setReading(null);
        }}
      />
    </div>
  );
}
