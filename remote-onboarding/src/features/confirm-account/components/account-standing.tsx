// Issue 18: /confirm-account once the documents are in — where the account stands in the
// operator's review (spec §6: eligibility is limited to licensed entities; the operator may refuse).
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { accountReviewState, type Contact } from '@leafbid/domain';
import { ACCOUNT_STANDING_MESSAGES as M } from '../../../messages';

export interface AccountStandingProps {
  profile: Pick<Contact, 'Account_Confirmed' | 'Account_Verified' | 'Account_Suspended'>;
  /** Move focus to the heading (after the documents were just sent). */
  focusOnMount?: boolean;
}

export function AccountStanding({ profile, focusOnMount = false }: AccountStandingProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const state = accountReviewState(profile);

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  const [title, texts] =
    state === 'suspended'
      ? [M.suspendedTitle, [M.suspendedText]]
      : state === 'verified'
        ? [M.verifiedTitle, [M.verifiedText]]
        : [M.receivedTitle, [M.receivedText, M.receivedNext]];

  return (
    <section
      className={`ob-standing ob-standing--${state}`}
      role="status"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="ob-standing__title">
        {title}
      </h2>
      {texts.map((text) => (
        <p key={text} className="ob-standing__text">
          {text}
        </p>
      ))}
      <p className="ob-standing__links">
        {state === 'suspended' ? (
          <Link className="ob-standing__link" to="/account-documents">
            {M.uploadNewDocuments}
          </Link>
        ) : (
          <>
            <Link className="ob-standing__link" to="/marketplace">
              {M.browseMarketplace}
            </Link>
            <Link className="ob-standing__link ob-standing__link--quiet" to="/">
              {M.goToDashboard}
            </Link>
          </>
        )}
      </p>
    </section>
  );
}
