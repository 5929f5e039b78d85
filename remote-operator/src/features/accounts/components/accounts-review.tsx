import { useId, useState } from 'react';
import { reinstateAccount, suspendAccount, useProfileStore, verifyAccount } from '@leafbid/shared';
import {
  ACCOUNT_REVIEW_STATES,
  OPERATOR_MESSAGES,
  SUSPENSION_REASON_MAX_LENGTH,
  fullName,
  type AccountReviewState,
  type OperatorAccount,
} from '@leafbid/domain';
import { ListState } from '../../../components/list-state';
import { LoadMore } from '../../../components/load-more';
import { messageOf } from '../../../components/format';
import { Notice } from '../../../components/notice';
import { ReasonDialog } from '../../../components/reason-dialog';
import { SelectField } from '../../../components/select-field';
import { useAccounts } from '../hooks/use-accounts';
import { AccountCard, type AccountAction } from './account-card';

const M = OPERATOR_MESSAGES;

/**
 * Accounts (issue 11): contacts with their licence and permit documents; newly confirmed ones
 * await review first. Verify, Suspend with a reason (spec §6), Reinstate.
 */
export function AccountsReview() {
  const [state, setState] = useState<AccountReviewState | ''>('awaiting-review');
  const [search, setSearch] = useState('');
  const accounts = useAccounts(state, search);
  const selfId = useProfileStore((s) => s.profile?.id ?? null);
  const [busy, setBusy] = useState<{ id: string; action: AccountAction } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [suspending, setSuspending] = useState<OperatorAccount | null>(null);
  const [suspendError, setSuspendError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const searchId = useId();
  const counts = accounts.extra ?? {};

  const nameOf = (a: OperatorAccount) => fullName(a) || a.Email || M.missing;

  async function act(account: OperatorAccount, action: AccountAction, reason?: string) {
    setBusy({ id: account.id, action });
    setErrors(({ [account.id]: _gone, ...rest }) => rest);
    setSuspendError(null);
    try {
      const updated =
        action === 'verify'
          ? await verifyAccount(account.id)
          : action === 'suspend'
            ? await suspendAccount(account.id, reason ?? '')
            : await reinstateAccount(account.id);
      // Out of this view's state now: the list is asked again (and its counts with it).
      accounts.replace(updated);
      accounts.reload({ quiet: true });
      setSuspending(null);
      setNotice(
        action === 'verify'
          ? M.accountVerified(nameOf(updated))
          : action === 'suspend'
            ? M.accountSuspended(nameOf(updated))
            : M.accountReinstated(nameOf(updated)),
      );
    } catch (error) {
      const message = messageOf(error, M.accountActionFailed);
      if (action === 'suspend') setSuspendError(message);
      else setErrors((e) => ({ ...e, [account.id]: message }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="op-panel" aria-label={M.tabs.accounts}>
      <form className="op-filters" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label={M.stateFilter}
          value={state}
          options={[
            ...ACCOUNT_REVIEW_STATES.map((value) => ({
              value,
              label: M.stateOption(M.states[value], counts[value] ?? 0),
            })),
            { value: '', label: M.allAccounts },
          ]}
          onChange={(value) => setState(value as AccountReviewState | '')}
        />
        <div className="op-field op-field--grow">
          <label className="op-field__label" htmlFor={searchId}>
            {M.search}
          </label>
          <input
            id={searchId}
            type="search"
            className="op-field__control"
            placeholder={M.searchPlaceholder}
            maxLength={100}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </form>
      <Notice text={notice} onDismiss={() => setNotice(null)} />
      <ListState
        loading={accounts.loading}
        loadingLabel={M.accountsLoading}
        error={accounts.error}
        onRetry={() => accounts.reload()}
        empty={accounts.items.length === 0}
        emptyTitle={M.accountsEmpty}
      >
        <ul className="op-grid">
          {accounts.items.map((account) => (
            <li key={account.id}>
              <AccountCard
                account={account}
                isSelf={account.id === selfId}
                busy={busy?.id === account.id ? busy.action : null}
                error={errors[account.id] ?? null}
                onAction={(action) => {
                  if (action !== 'suspend') return void act(account, action);
                  setSuspendError(null);
                  setSuspending(account);
                }}
              />
            </li>
          ))}
        </ul>
        <LoadMore
          visible={accounts.hasMore}
          loading={accounts.loadingMore}
          onLoadMore={accounts.loadMore}
        />
      </ListState>
      {suspending ? (
        <ReasonDialog
          key={suspending.id}
          open
          title={M.suspendTitle(nameOf(suspending))}
          text={M.suspendText}
          label={M.reasonLabel}
          maxLength={SUSPENSION_REASON_MAX_LENGTH}
          confirmLabel={M.suspendConfirm}
          busyLabel={M.suspending}
          busy={busy?.action === 'suspend'}
          error={suspendError}
          onConfirm={(reason) => void act(suspending, 'suspend', reason)}
          onCancel={() => setSuspending(null)}
        />
      ) : null}
    </section>
  );
}
