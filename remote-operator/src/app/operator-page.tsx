// The operator console (issue 11), composed of its features (issue 20: Counters and Audit). Admin only: the API refuses
// everyone else (403); a signed-in user who is not an Admin is told so without asking it.
import { useProfileStore } from '@leafbid/shared';
import { EmptyState, Tabs } from '@leafbid/shared/ui';
import { AccountsReview } from '../features/accounts';
import { AuditTrail } from '../features/audit';
import { AutomationPanel } from '../features/automation';
import { BidsBoard } from '../features/bids';
import { CountersBoard } from '../features/counters';
import { ListingsReview } from '../features/listings-review';
import { OPERATOR_MESSAGES } from '../messages';
import { useOperatorLiveBridge } from './live-bridge';
import '../operator.css';

const M = OPERATOR_MESSAGES;

export function OperatorPage() {
  const profile = useProfileStore((s) => s.profile);
  const isAdmin = profile?.Contact_Type?.includes('Admin') ?? true;
  useOperatorLiveBridge(isAdmin);
  return (
    <div className="op-page">
      <h1 className="op-page__title">{M.heading}</h1>
      {isAdmin ? (
        <Tabs
          label={M.tabsLabel}
          defaultValue="listings"
          tabs={[
            { value: 'listings', label: M.tabs.listings, content: <ListingsReview /> },
            { value: 'bids', label: M.tabs.bids, content: <BidsBoard /> },
            { value: 'counters', label: M.tabs.counters, content: <CountersBoard /> },
            { value: 'accounts', label: M.tabs.accounts, content: <AccountsReview /> },
            { value: 'audit', label: M.tabs.audit, content: <AuditTrail /> },
            { value: 'automation', label: M.tabs.automation, content: <AutomationPanel /> },
          ]}
        />
      ) : (
        <EmptyState title={M.adminOnly} />
      )}
    </div>
  );
}
