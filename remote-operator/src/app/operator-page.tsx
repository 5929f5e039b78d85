// The operator console (issue 11), composed of its features (issue 20: Counters and Audit). Admin
// only: the API refuses everyone else (403); a signed-in user who is not an Admin is told so
// without asking it. Issue 20: each tab has its address, /operator/{tab} (the host mounts the page
// with its subpaths), so a notification can open the console on its tab (`/operator/counters`).
import { useInRouterContext, useLocation, useNavigate } from 'react-router-dom';
import { useProfileStore } from '@leafbid/shared';
import { EmptyState, Tabs, type TabItem } from '@leafbid/shared/ui';
import { AccountsReview } from '../features/accounts';
import { AuditTrail } from '../features/audit';
import { AutomationPanel } from '../features/automation';
import { BidsBoard } from '../features/bids';
import { CountersBoard } from '../features/counters';
import { ListingsReview } from '../features/listings-review';
import { PlatformView } from '../features/platform';
import { focusTargetsOf, type FocusTargets } from '../lib/use-focus-target';
import { OPERATOR_MESSAGES } from '../messages';
import { useOperatorLiveBridge } from './live-bridge';
import '../operator.css';

const M = OPERATOR_MESSAGES;

/** The console's path (remote-description.ts mounts it with its subpaths, one per tab). */
export const OPERATOR_PATH = '/operator';

const TABS = [
  'listings',
  'bids',
  'counters',
  'accounts',
  'audit',
  'automation',
  // Issue 37: each remote's releases.
  'platform',
] as const;
type OperatorTab = (typeof TABS)[number];
const DEFAULT_TAB: OperatorTab = 'listings';

/** '/operator/counters' → 'counters'; '/operator', or a path the console does not know → listings. */
export function tabOfPath(pathname: string): OperatorTab {
  const segment = pathname.startsWith(`${OPERATOR_PATH}/`)
    ? pathname.slice(OPERATOR_PATH.length + 1).split('/')[0]
    : '';
  return (TABS as readonly string[]).includes(segment ?? '')
    ? (segment as OperatorTab)
    : DEFAULT_TAB;
}

/**
 * Issue 35: `targets` are the items the address names (a notification's link, e.g.
 * /operator/bids?bid=<id>): each tab brings its own into view.
 */
function tabItems(targets: FocusTargets = {}): TabItem[] {
  const content: Record<OperatorTab, TabItem['content']> = {
    listings: <ListingsReview focusId={targets.listings ?? null} />,
    bids: <BidsBoard focusId={targets.bids ?? null} />,
    counters: <CountersBoard focusId={targets.counters ?? null} />,
    accounts: <AccountsReview focusId={targets.accounts ?? null} />,
    audit: <AuditTrail />,
    automation: <AutomationPanel />,
    platform: <PlatformView focusId={targets.platform ?? null} />,
  };
  return TABS.map((value) => ({ value, label: M.tabs[value], content: content[value] }));
}

/** The tabs following the address: a tab opens on its path, a click moves to it. */
function RoutedTabs() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs
      label={M.tabsLabel}
      value={tabOfPath(pathname)}
      onValueChange={(tab) =>
        navigate(tab === DEFAULT_TAB ? OPERATOR_PATH : `${OPERATOR_PATH}/${tab}`, {
          preventScrollReset: true,
        })
      }
      tabs={tabItems(focusTargetsOf(search))}
    />
  );
}

export function OperatorPage() {
  const profile = useProfileStore((s) => s.profile);
  const isAdmin = profile?.Contact_Type?.includes('Admin') ?? true;
  // Outside a router (a test mounting the page alone) the tabs keep their own state.
  const routed = useInRouterContext();
  useOperatorLiveBridge(isAdmin);
  return (
    <div className="op-page">
      <h1 className="op-page__title">{M.heading}</h1>
      {!isAdmin ? (
        <EmptyState title={M.adminOnly} />
      ) : routed ? (
        <RoutedTabs />
      ) : (
        <Tabs label={M.tabsLabel} defaultValue={DEFAULT_TAB} tabs={tabItems()} />
      )}
    </div>
  );
}
