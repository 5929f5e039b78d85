import { OUTBOX_KINDS, OUTBOX_STATUSES, type OutboxCount } from '@leafbid/domain';
import { OPERATOR_MESSAGES } from '../../../messages';
import { TableScroll } from '../../../components/table-scroll';

const M = OPERATOR_MESSAGES;

/** How many webhook rows of each kind are queued, delivered or dead. */
export function OutboxSummary({ counts }: { counts: OutboxCount[] }) {
  const count = (status: string, kind: string) =>
    counts.find((c) => c.status === status && c.kind === kind)?.count ?? 0;
  return (
    <TableScroll label={M.outboxSummary}>
      <table className="op-table op-table--summary" aria-label={M.outboxSummary}>
        <thead>
          <tr>
            <th scope="col">{M.outboxColumns.kind}</th>
            {OUTBOX_STATUSES.map((status) => (
              <th key={status} scope="col" className="op-num">
                {M.outboxStatuses[status]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {OUTBOX_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">{M.outboxKinds[kind]}</th>
              {OUTBOX_STATUSES.map((status) => (
                <td
                  key={status}
                  className={
                    status === 'dead' && count(status, kind) > 0
                      ? 'op-num op-count--dead'
                      : 'op-num'
                  }
                >
                  {count(status, kind)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
