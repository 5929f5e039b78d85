// Issue 20: the licence number and expiry date the account last sent (Licence_Number,
// Licence_Expires_On of its contact), and, once it has expired, what to do about it.
import { useId } from 'react';
import { LICENCE_DETAILS_MESSAGES as M } from '../messages';
import { formatLicenceDate, isLicenceExpired, storedLicenceOf } from '../lib/licence-details';
import './licence-summary.css';

export interface LicenceSummaryProps {
  /** The signed-in contact as the API sent it (the licence fields are read leniently). */
  contact: unknown;
  /** The heading's level in its page (default 2). */
  headingLevel?: 2 | 3;
}

export function LicenceSummary({ contact, headingLevel = 2 }: LicenceSummaryProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const headingId = useId();
  const licence = storedLicenceOf(contact);
  if (!licence) return null;
  const expired = licence.expiresOn !== null && isLicenceExpired(licence.expiresOn);
  return (
    <section className="ob-licence" aria-labelledby={headingId}>
      <Heading id={headingId} className="ob-licence__title">
        {M.current}
      </Heading>
      <dl className="ob-licence__details">
        <div>
          <dt>{M.number}</dt>
          <dd>{licence.number ?? M.notGiven}</dd>
        </div>
        <div>
          <dt>{M.expiry}</dt>
          <dd>{licence.expiresOn ? formatLicenceDate(licence.expiresOn) : M.notGiven}</dd>
        </div>
      </dl>
      {licence.reviewPending ? <p className="ob-licence__expired">{M.reviewPending}</p> : null}
      {expired && licence.expiresOn ? (
        <p className="ob-licence__expired">{M.expired(formatLicenceDate(licence.expiresOn))}</p>
      ) : null}
    </section>
  );
}
