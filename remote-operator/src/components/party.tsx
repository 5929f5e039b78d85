import type { Party } from '@leafbid/domain';
import { OPERATOR_MESSAGES } from '../messages';

/** One side of a bid or a counter-offer (only the operator sees both): name, company, email. */
export function PartyCell({ party }: { party: Party | null }) {
  if (!party) return <>{OPERATOR_MESSAGES.missing}</>;
  return (
    <span className="op-party op-party--compact">
      <span className="op-party__name">{party.Full_Name || party.Email}</span>
      {party.Company ? <span className="op-muted">{party.Company}</span> : null}
      {party.Email ? <a href={`mailto:${party.Email}`}>{party.Email}</a> : null}
    </span>
  );
}
