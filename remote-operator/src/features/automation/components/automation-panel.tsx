import { useState } from 'react';
import { OUTBOX_KINDS, OUTBOX_STATUSES, type OutboxKind, type OutboxStatus } from '@leafbid/domain';
import { Button, ErrorMessage } from '@leafbid/shared/ui';
import { ListState } from '../../../components/list-state';
import { LoadMore } from '../../../components/load-more';
import { messageOf } from '../../../components/format';
import { Notice } from '../../../components/notice';
import { SelectField } from '../../../components/select-field';
import { listStatus } from '../../../lib/list-status';
import { itemsOf } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';
import { useOutbox, type OutboxFilters } from '../api/get-outbox';
import { useRequeueOutbox } from '../api/requeue-outbox';
import { OutboxHealth } from './outbox-health';
import { OutboxRow } from './outbox-row';
import { OutboxSummary } from './outbox-summary';
import { TableScroll } from '../../../components/table-scroll';

const M = OPERATOR_MESSAGES;

/**
 * Automation (spec §7 webhooks, issue 11): the outbox rows by status and kind, the last error of
 * each, and requeue of dead rows (one, or all).
 */
export function AutomationPanel() {
  const [filters, setFilters] = useState<OutboxFilters>({ status: '', kind: '' });
  const outbox = useOutbox(filters);
  const requeuing = useRequeueOutbox();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = itemsOf(outbox.data?.pages);
  const counts = outbox.data?.pages.at(-1)?.counts ?? [];
  const endpoints = outbox.data?.pages.at(-1)?.endpoints ?? [];
  const dead = counts.filter((c) => c.status === 'dead').reduce((n, c) => n + c.count, 0);
  const { loading, error: loadError } = listStatus(outbox, M.outboxFailed);
  /** The row being requeued, 'all', or null. */
  const busy = requeuing.isPending ? (requeuing.variables ?? 'all') : null;

  async function requeue(id?: string) {
    setError(null);
    try {
      setNotice(M.requeued(await requeuing.mutateAsync(id)));
    } catch (failure) {
      setError(messageOf(failure, M.requeueFailed));
    }
  }

  return (
    <section className="op-panel" aria-label={M.tabs.automation}>
      <OutboxHealth endpoints={endpoints} now={outbox.dataUpdatedAt} />
      {counts.length > 0 ? <OutboxSummary counts={counts} /> : null}
      <form
        className="op-filters"
        aria-label={M.outboxFilters}
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField
          label={M.statusFilter}
          value={filters.status}
          options={[
            { value: '', label: M.allStatuses },
            ...OUTBOX_STATUSES.map((value) => ({ value, label: M.outboxStatuses[value] })),
          ]}
          onChange={(status) => setFilters({ ...filters, status: status as OutboxStatus | '' })}
        />
        <SelectField
          label={M.kindFilter}
          value={filters.kind}
          options={[
            { value: '', label: M.allKinds },
            ...OUTBOX_KINDS.map((value) => ({ value, label: M.outboxKinds[value] })),
          ]}
          onChange={(kind) => setFilters({ ...filters, kind: kind as OutboxKind | '' })}
        />
        {dead > 0 ? (
          <Button
            className="op-filters__action"
            variant="secondary"
            loading={busy === 'all'}
            disabled={busy !== null}
            onClick={() => void requeue()}
          >
            {busy === 'all' ? M.requeuing : M.requeueAll}
          </Button>
        ) : null}
      </form>
      <Notice text={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage message={error} onDismiss={() => setError(null)} />
      <ListState
        loading={loading}
        loadingLabel={M.outboxLoading}
        error={loadError}
        onRetry={() => void outbox.refetch()}
        empty={rows.length === 0}
        emptyTitle={M.outboxEmpty}
      >
        <TableScroll label={M.outboxTable}>
          <table className="op-table op-table--cards" aria-label={M.outboxTable}>
            <thead>
              <tr>
                <th scope="col">{M.outboxColumns.kind}</th>
                <th scope="col">{M.outboxColumns.status}</th>
                <th scope="col" className="op-num">
                  {M.outboxColumns.attempts}
                </th>
                <th scope="col">{M.outboxColumns.lastError}</th>
                <th scope="col">{M.outboxColumns.created}</th>
                <th scope="col">{M.outboxColumns.next}</th>
                <th scope="col">{M.outboxColumns.action}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <OutboxRow
                  key={row.id}
                  row={row}
                  busy={busy === row.id}
                  onRequeue={() => void requeue(row.id)}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
        <LoadMore
          visible={outbox.hasNextPage}
          loading={outbox.isFetchingNextPage}
          onLoadMore={() => void outbox.fetchNextPage()}
        />
      </ListState>
    </section>
  );
}
