import { useState } from 'react';
import { AUDIT_KINDS, type AuditKind } from '@leafbid/domain';
import { CsvLink } from '../../../components/csv-link';
import { formatDateTime } from '../../../components/format';
import { ListState } from '../../../components/list-state';
import { LoadMore } from '../../../components/load-more';
import { SearchField } from '../../../components/search-field';
import { SelectField } from '../../../components/select-field';
import { TableScroll } from '../../../components/table-scroll';
import { auditKindLabel, auditTargetLabel } from '../../../lib/labels';
import { listStatus } from '../../../lib/list-status';
import { itemsOf } from '../../../lib/operator-api';
import { useSettledSearch } from '../../../lib/use-settled-search';
import { OPERATOR_MESSAGES } from '../../../messages';
import { auditExportPath, useAudit, type AuditRecord } from '../api/get-audit';
import { changeLines } from './audit-change';

const M = OPERATOR_MESSAGES;
const A = M.audit;

function AuditRow({ record }: { record: AuditRecord }) {
  const lines = changeLines(record.before, record.after);
  return (
    <tr className="op-row">
      <td className="op-date" data-label={A.when}>
        {formatDateTime(record.at)}
      </td>
      <td className="op-audit__who" data-label={A.who}>
        {record.actor ? record.actor.label || record.actor.id || M.missing : A.system}
      </td>
      <th scope="row">{auditKindLabel(record.kind)}</th>
      <td className="op-audit__target" data-label={A.target}>
        {record.target ? (
          <span className="op-party op-party--compact">
            <span className="op-party__name">
              {record.target.label || record.target.id || M.missing}
            </span>
            <span className="op-muted">{auditTargetLabel(record.target.type)}</span>
          </span>
        ) : (
          M.missing
        )}
      </td>
      <td className="op-audit__change" data-label={A.change}>
        {lines.length === 0 ? (
          M.missing
        ) : (
          <ul className="op-audit__lines">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </td>
      <td className="op-audit__reason" data-label={A.reason}>
        {record.reason || M.missing}
      </td>
    </tr>
  );
}

/**
 * Audit (issue 20): every operator action and every counter-offer step — who, when, what, to what,
 * what changed and why — newest first, filtered by action, actor (contact id or email) and target
 * (id or name), a page at a time; the same view downloads as CSV. Records are never edited.
 */
export function AuditTrail() {
  const [kind, setKind] = useState<AuditKind | ''>('');
  const [actor, setActor] = useState('');
  const [target, setTarget] = useState('');
  const filters = { kind, actor: useSettledSearch(actor), target: useSettledSearch(target) };
  const audit = useAudit(filters);
  const records = itemsOf(audit.data?.pages);
  const { loading, error } = listStatus(audit, A.failed);

  return (
    <section className="op-panel" aria-label={M.tabs.audit}>
      <form className="op-filters" aria-label={A.filters} onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label={A.kindFilter}
          value={kind}
          options={[
            { value: '', label: A.allKinds },
            ...AUDIT_KINDS.map((value) => ({ value, label: auditKindLabel(value) })),
          ]}
          onChange={(value) => setKind(value as AuditKind | '')}
        />
        <SearchField
          label={A.actorFilter}
          placeholder={A.actorPlaceholder}
          maxLength={200}
          value={actor}
          onChange={setActor}
        />
        <SearchField
          label={A.targetFilter}
          placeholder={A.targetPlaceholder}
          maxLength={200}
          value={target}
          onChange={setTarget}
        />
        <div className="op-filters__action">
          <CsvLink path={auditExportPath(filters)} />
        </div>
      </form>
      <ListState
        loading={loading}
        loadingLabel={A.loading}
        error={error}
        onRetry={() => void audit.refetch()}
        empty={records.length === 0}
        emptyTitle={A.empty}
        emptyHint={A.emptyHint}
      >
        <TableScroll label={A.table}>
          <table className="op-table op-table--cards op-audit" aria-label={A.table}>
            <thead>
              <tr>
                <th scope="col">{A.when}</th>
                <th scope="col">{A.who}</th>
                <th scope="col">{A.what}</th>
                <th scope="col">{A.target}</th>
                <th scope="col">{A.change}</th>
                <th scope="col">{A.reason}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((record) => (
                <AuditRow key={record.id} record={record} />
              ))}
            </tbody>
          </table>
        </TableScroll>
        <LoadMore
          visible={audit.hasNextPage}
          loading={audit.isFetchingNextPage}
          onLoadMore={() => void audit.fetchNextPage()}
        />
      </ListState>
    </section>
  );
}
