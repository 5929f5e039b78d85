import { type OutboxRow as Row } from '@leafbid/domain';
import { Button, Tag, type TagTone } from '@leafbid/shared/ui';
import { formatDateTime } from '../../../components/format';
import { OPERATOR_MESSAGES } from '../../../messages';

const M = OPERATOR_MESSAGES;

const STATUS_TONE: Record<Row['status'], TagTone> = {
  queued: 'warning',
  delivered: 'success',
  dead: 'danger',
};

export function OutboxRow({
  row,
  busy,
  onRequeue,
}: {
  row: Row;
  busy: boolean;
  onRequeue(): void;
}) {
  const kind = M.outboxKinds[row.kind];
  const created = formatDateTime(row.created_at);
  return (
    <tr className="op-row">
      <th scope="row">{kind}</th>
      <td data-label={M.outboxColumns.status}>
        <Tag tone={STATUS_TONE[row.status]}>{M.outboxStatuses[row.status]}</Tag>
      </td>
      <td className="op-num" data-label={M.outboxColumns.attempts}>
        {row.attempts}
      </td>
      <td className="op-error-cell" data-label={M.outboxColumns.lastError}>
        {row.last_error ?? M.missing}
        <details className="op-payload">
          <summary>{M.payload}</summary>
          <pre>{JSON.stringify(row.payload, null, 2)}</pre>
        </details>
      </td>
      <td className="op-date" data-label={M.outboxColumns.created}>
        {created}
      </td>
      <td className="op-date" data-label={M.outboxColumns.next}>
        {formatDateTime(row.status === 'delivered' ? row.delivered_at : row.next_attempt_at)}
      </td>
      <td className="op-actions-cell" data-label={M.outboxColumns.action}>
        {row.status === 'dead' ? (
          <Button
            size="small"
            variant="secondary"
            loading={busy}
            aria-label={M.requeueLabel(kind, created)}
            onClick={onRequeue}
          >
            {busy ? M.requeuing : M.requeue}
          </Button>
        ) : (
          M.missing
        )}
      </td>
    </tr>
  );
}
