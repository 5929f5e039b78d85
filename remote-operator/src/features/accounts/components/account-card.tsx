import { useId } from 'react';
import { fullName, type AccountReviewState, type OperatorAccount } from '@leafbid/domain';
import { Button, ErrorMessage, Tag, type TagTone } from '@leafbid/shared/ui';
import { FileLink } from '../../../components/file-link';
import { TargetLabel } from '../../../components/target-label';
import { revealedProps, useReveal } from '../../../lib/use-focus-target';
import { formatDate, formatDateTime } from '../../../components/format';
import { contactTypeLabel } from '../../../lib/labels';
import { OPERATOR_MESSAGES } from '../../../messages';
import { isLicenceExpired, licenceOf } from '../api/licence';
import type { AccountAction } from '../api/review-account';

const M = OPERATOR_MESSAGES;

const STATE_TONE: Record<AccountReviewState, TagTone> = {
  'awaiting-review': 'warning',
  'awaiting-documents': 'neutral',
  verified: 'success',
  suspended: 'danger',
};

export interface AccountCardProps {
  account: OperatorAccount;
  /** The signed-in Admin's own account: it cannot suspend itself. */
  isSelf: boolean;
  busy: AccountAction | null;
  error: string | null;
  onAction(action: AccountAction): void;
  /** Issue 20: opens the correction of the licence number and expiry date. */
  onEditLicence(): void;
  /** Issue 35: the account a notification opened — marked, in view and focused. */
  highlighted?: boolean;
}

export function AccountCard({
  account,
  isSelf,
  busy,
  error,
  onAction,
  onEditLicence,
  highlighted = false,
}: AccountCardProps) {
  const ref = useReveal<HTMLElement>(highlighted);
  const labelId = useId();
  const name = fullName(account) || account.Email || M.missing;
  const state = account.Review_State;
  const headingId = `op-account-${account.id}`;
  // Issue 18: documents a suspended account sent after its suspension, for the operator to review.
  const suspendedAt = state === 'suspended' ? Date.parse(account.Suspended_Time ?? '') : NaN;
  const newDocuments = Number.isNaN(suspendedAt)
    ? []
    : account.documents.filter((d) => Date.parse(d.created_at ?? '') >= suspendedAt);
  const licence = licenceOf(account);
  const expired = isLicenceExpired(licence.expiresOn);
  return (
    <article
      ref={ref}
      className={highlighted ? 'op-card op-account op-target' : 'op-card op-account'}
      aria-labelledby={headingId}
      {...revealedProps(highlighted, labelId)}
    >
      {highlighted ? <TargetLabel id={labelId} /> : null}
      <header className="op-account__header">
        <div>
          <h3 id={headingId} className="op-card__title">
            {name}
          </h3>
          <p className="op-muted">
            {[account.Company, account.Title].filter(Boolean).join(' · ') || M.missing}
          </p>
        </div>
        <div className="op-tags">
          <Tag tone={STATE_TONE[state]}>{M.states[state]}</Tag>
          {(account.Contact_Type ?? []).map((type) => (
            <Tag key={type}>{contactTypeLabel(type)}</Tag>
          ))}
        </div>
      </header>
      <p className="op-party">
        {account.Email ? <a href={`mailto:${account.Email}`}>{account.Email}</a> : null}
        {account.Phone ? <span>{account.Phone}</span> : null}
      </p>
      <ul className="op-timeline">
        <li>{M.joined(formatDateTime(account.Created_Time))}</li>
        {account.Confirmed_Time ? (
          <li>{M.confirmed(formatDateTime(account.Confirmed_Time))}</li>
        ) : null}
        {account.Verified_Time ? (
          <li>{M.verifiedOn(formatDateTime(account.Verified_Time))}</li>
        ) : null}
      </ul>
      {state === 'suspended' && account.Suspension_Reason ? (
        <p className="op-account__reason">{M.suspendedBecause(account.Suspension_Reason)}</p>
      ) : null}
      {newDocuments.length > 0 ? (
        <p className="op-account__new">
          {M.newDocumentsSince(newDocuments.length, formatDateTime(account.Suspended_Time))}
        </p>
      ) : null}
      <section className="op-files" aria-label={M.documents}>
        <h4 className="op-subheading">{M.documents}</h4>
        {account.documents.length === 0 ? (
          <p className="op-muted">{M.noDocuments}</p>
        ) : (
          <ul className="op-files__list">
            {account.documents.map((document) => (
              <li key={document.id} className="op-files__item">
                <FileLink path={document.url}>
                  {M.documentLink(
                    M.documentKinds[document.kind as keyof typeof M.documentKinds] ?? document.kind,
                    document.file_name,
                  )}
                </FileLink>{' '}
                <span className="op-muted">
                  {M.documentReceived(formatDateTime(document.created_at))}
                </span>
                {newDocuments.includes(document) ? <Tag tone="warning">{M.newDocument}</Tag> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="op-licence" aria-label={M.licence.heading}>
        <h4 className="op-subheading">{M.licence.heading}</h4>
        <dl className="op-licence__facts">
          <div>
            <dt>{M.licence.number}</dt>
            <dd>{licence.number ?? M.licence.notGiven}</dd>
          </div>
          <div>
            <dt>{M.licence.expiresOn}</dt>
            <dd>
              {licence.expiresOn ? formatDate(licence.expiresOn) : M.licence.notGiven}
              {expired ? (
                <>
                  {' '}
                  <Tag tone="danger">{M.licence.expired}</Tag>
                </>
              ) : null}
            </dd>
          </div>
        </dl>
        {account.Licence_Review_Pending ? (
          <p className="op-account__new">{M.licence.renewalPending}</p>
        ) : null}
        <Button size="small" variant="secondary" disabled={busy !== null} onClick={onEditLicence}>
          {M.licence.edit}
        </Button>
      </section>
      <ErrorMessage message={error} />
      <div className="op-actions">
        {state === 'awaiting-review' ? (
          <Button
            loading={busy === 'verify'}
            disabled={busy !== null}
            onClick={() => onAction('verify')}
          >
            {busy === 'verify' ? M.verifying : M.verify}
          </Button>
        ) : null}
        {state === 'suspended' ? (
          <Button
            variant="secondary"
            loading={busy === 'reinstate'}
            disabled={busy !== null}
            onClick={() => onAction('reinstate')}
          >
            {busy === 'reinstate' ? M.reinstating : M.reinstate}
          </Button>
        ) : isSelf ? null : (
          <Button variant="secondary" disabled={busy !== null} onClick={() => onAction('suspend')}>
            {state === 'awaiting-review' ? M.refuse : M.suspend}
          </Button>
        )}
      </div>
    </article>
  );
}
