import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useProfileStore } from '@leafbid/shared';
import { SUSPENSION_MESSAGES } from '../../../messages';

/**
 * Issue 11: a suspended account (Account_Suspended in the profile) keeps only its profile and the
 * confirmation calls; everything else answers 403. The shell says so once, above every page, with
 * the operator's reason — without blocking the page (Settings still works).
 */
export function SuspensionBanner() {
  const titleId = useId();
  const suspended = useProfileStore((state) => state.profile?.Account_Suspended === true);
  const reason = useProfileStore((state) => state.profile?.Suspension_Reason?.trim() || null);
  if (!suspended) return null;
  return (
    <section className="hs-suspended" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="hs-suspended__title">
        {SUSPENSION_MESSAGES.title}
      </h2>
      <p className="hs-suspended__reason">
        {reason ? SUSPENSION_MESSAGES.reason(reason) : SUSPENSION_MESSAGES.noReason}
      </p>
      <p className="hs-suspended__help">{SUSPENSION_MESSAGES.help}</p>
      <p className="hs-suspended__action">
        <Link className="hs-suspended__link" to="/account-documents">
          {SUSPENSION_MESSAGES.uploadDocuments}
        </Link>
      </p>
    </section>
  );
}
