import { useState } from 'react';
import { useProfileStore } from '@leafbid/shared';
import {
  ACCOUNT_REVIEW_STATES,
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
import { SearchField } from '../../../components/search-field';
import { SelectField } from '../../../components/select-field';
import { listStatus } from '../../../lib/list-status';
import { useFocusTarget } from '../../../lib/use-focus-target';
import { TargetMissing } from '../../../components/target-label';
import { itemsOf } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';
import { CsvLink } from '../../../components/csv-link';
import { accountsExportPath, useAccounts } from '../api/get-accounts';
import { licenceOf } from '../api/licence';
import { useReviewAccount, type AccountAction } from '../api/review-account';
import { useSettledSearch } from '../../../lib/use-settled-search';
import { AccountCard } from './account-card';
import { LicenceDialog } from './licence-dialog';

const M = OPERATOR_MESSAGES;

/**
 * Accounts (issue 11): contacts with their licence and permit documents; newly confirmed ones
 * await review first. Verify, Suspend with a reason (spec §6), Reinstate. Issue 35: `focusId`, the
 * account a notification opened (/operator/accounts?account=<id>), is brought into view.
 */
export function AccountsReview({ focusId = null }: { focusId?: string | null } = {}) {
  const [state, setState] = useState<AccountReviewState | ''>('awaiting-review');
  const [search, setSearch] = useState('');
  const settledSearch = useSettledSearch(search);
  const accounts = useAccounts(state, settledSearch);
  const review = useReviewAccount();
  const selfId = useProfileStore((s) => s.profile?.id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [suspending, setSuspending] = useState<OperatorAccount | null>(null);
  const [suspendError, setSuspendError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [editingLicence, setEditingLicence] = useState<OperatorAccount | null>(null);
  const items = itemsOf(accounts.data?.pages);
  const counts = accounts.data?.pages.at(-1)?.counts ?? {};
  const { loading, error } = listStatus(accounts, M.accountsFailed);
  const busy = review.isPending ? (review.variables ?? null) : null;
  const focus = useFocusTarget(focusId, {
    ids: items.map((account) => account.id),
    loaded: !loading && !error,
    pages: accounts.data?.pages.length ?? 0,
    hasNextPage: accounts.hasNextPage,
    isFetchingNextPage: accounts.isFetchingNextPage,
    fetchNextPage: accounts.fetchNextPage,
  });

  const nameOf = (a: OperatorAccount) => fullName(a) || a.Email || M.missing;
  /** Issue 18: suspending an account still awaiting review is refusing it (spec §6). */
  const refusal = (a: OperatorAccount) => a.Review_State === 'awaiting-review';

  async function act(account: OperatorAccount, action: AccountAction, reason?: string) {
    setErrors(({ [account.id]: _gone, ...rest }) => rest);
    setSuspendError(null);
    try {
      const updated = await review.mutateAsync({
        id: account.id,
        action,
        ...(reason === undefined ? {} : { reason }),
      });
      setSuspending(null);
      setNotice(
        action === 'verify'
          ? M.accountVerified(nameOf(updated))
          : action === 'suspend'
            ? refusal(account)
              ? M.accountRefused(nameOf(updated))
              : M.accountSuspended(nameOf(updated))
            : M.accountReinstated(nameOf(updated)),
      );
    } catch (failure) {
      const message = messageOf(failure, M.accountActionFailed);
      if (action === 'suspend') setSuspendError(message);
      else setErrors((e) => ({ ...e, [account.id]: message }));
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
        <SearchField
          label={M.search}
          placeholder={M.searchPlaceholder}
          maxLength={100}
          grow
          value={search}
          onChange={setSearch}
        />
        <div className="op-filters__action">
          <CsvLink path={accountsExportPath(state, settledSearch)} />
        </div>
      </form>
      <Notice text={notice} onDismiss={() => setNotice(null)} />
      {focus === 'missing' ? <TargetMissing text={M.accountNotInList} /> : null}
      <ListState
        loading={loading}
        loadingLabel={M.accountsLoading}
        error={error}
        onRetry={() => void accounts.refetch()}
        empty={items.length === 0}
        emptyTitle={M.accountsEmpty}
      >
        <ul className="op-grid">
          {items.map((account) => (
            <li key={account.id}>
              <AccountCard
                account={account}
                isSelf={account.id === selfId}
                highlighted={account.id === focusId}
                busy={busy?.id === account.id ? busy.action : null}
                error={errors[account.id] ?? null}
                onAction={(action) => {
                  if (action !== 'suspend') return void act(account, action);
                  setSuspendError(null);
                  setSuspending(account);
                }}
                onEditLicence={() => setEditingLicence(account)}
              />
            </li>
          ))}
        </ul>
        <LoadMore
          visible={accounts.hasNextPage}
          loading={accounts.isFetchingNextPage}
          onLoadMore={() => void accounts.fetchNextPage()}
        />
      </ListState>
      {suspending ? (
        <ReasonDialog
          key={suspending.id}
          open
          title={
            refusal(suspending)
              ? M.refuseTitle(nameOf(suspending))
              : M.suspendTitle(nameOf(suspending))
          }
          text={refusal(suspending) ? M.refuseText : M.suspendText}
          label={M.reasonLabel}
          maxLength={SUSPENSION_REASON_MAX_LENGTH}
          confirmLabel={refusal(suspending) ? M.refuseConfirm : M.suspendConfirm}
          busyLabel={refusal(suspending) ? M.refusing : M.suspending}
          busy={busy?.action === 'suspend'}
          error={suspendError}
          onConfirm={(reason) => void act(suspending, 'suspend', reason)}
          onCancel={() => setSuspending(null)}
        />
      ) : null}
      {editingLicence ? (
        <LicenceDialog
          key={editingLicence.id}
          accountId={editingLicence.id}
          name={nameOf(editingLicence)}
          licence={licenceOf(editingLicence)}
          onSaved={() => {
            setNotice(M.licence.saved(nameOf(editingLicence)));
            setEditingLicence(null);
          }}
          onCancel={() => setEditingLicence(null)}
        />
      ) : null}
    </section>
  );
}
