// Step 6 (spec §6): the role's agreements, each read in a modal and accepted with 'I Agree' — in
// the active locale (issue 19: French first to a French-speaking user). The list names each
// agreement's current version; its text is loaded when it is read (issue 36).
import { useState } from 'react';
import {
  activeLocale,
  agreementTitle,
  currentAgreementsForRole,
  type AgreementId,
  type AgreementVersion,
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
  const [reading, setReading] = useState<AgreementVersion | null>(null);
  return (
    <div className="ob-join__agreements">
      <p>{JOIN_PAGE_MESSAGES.agreementsIntro}</p>
      <ul className="ob-join__agreement-list">
        {currentAgreementsForRole(role, activeLocale()).map((agreement) => {
          const title = agreementTitle(agreement.id);
          const isAccepted = accepted.includes(agreement.id);
          return (
            <li key={agreement.id} className="ob-join__agreement">
              <div>
                <strong>{title}</strong>
                <div className="ob-join__agreement-version">
                  {JOIN_PAGE_MESSAGES.version(agreement.version)}
                </div>
              </div>
              <Tag tone={isAccepted ? 'success' : 'warning'}>
                {isAccepted ? JOIN_PAGE_MESSAGES.accepted : JOIN_PAGE_MESSAGES.notAccepted}
              </Tag>
              <Button variant="secondary" size="small" onClick={() => setReading(agreement)}>
                {JOIN_PAGE_MESSAGES.readAgreement(title)}
              </Button>
            </li>
          );
        })}
      </ul>
      <AgreementModal
        agreement={reading}
        onCancel={() => setReading(null)}
        onAgree={(agreement) => {
          onAccept(agreement.id);
          setReading(null);
        }}
      />
    </div>
  );
}
