import { useId, type ReactNode } from 'react';
import { TASK_STATUSES, type TaskStatus } from '@leafbid/domain';
import { SelectField } from '../../../components/select-field';
import { bidStatusLabel } from '../../../lib/labels';
import { OPERATOR_MESSAGES } from '../../../messages';
import type { BidProduct } from '../api/get-bid-products';
import type { BidFilters as Filters } from '../api/get-bids';

const M = OPERATOR_MESSAGES;

export function BidFilters({
  filters,
  products,
  onChange,
  children,
}: {
  filters: Filters;
  products: BidProduct[];
  onChange(filters: Filters): void;
  /** Issue 20: what acts on the filtered bids (the CSV download), at the end of the row. */
  children?: ReactNode;
}) {
  const deletedId = useId();
  return (
    <form className="op-filters" aria-label={M.bidsFilters} onSubmit={(e) => e.preventDefault()}>
      <SelectField
        label={M.statusFilter}
        value={filters.status}
        options={[
          { value: '', label: M.allStatuses },
          // Issue 35: Declined too (outside the forward flow).
          ...TASK_STATUSES.map((status) => ({ value: status, label: bidStatusLabel(status) })),
        ]}
        onChange={(status) => onChange({ ...filters, status: status as TaskStatus | '' })}
      />
      <SelectField
        label={M.productFilter}
        value={filters.productId}
        options={[
          { value: '', label: M.allProducts },
          ...products.map((p) => ({
            value: p.id,
            label: M.productOption(p.Product_Name ?? M.missing, p.bids),
          })),
        ]}
        onChange={(productId) => onChange({ ...filters, productId })}
      />
      <div className="op-check">
        <input
          id={deletedId}
          type="checkbox"
          checked={filters.includeDeleted}
          onChange={(e) => onChange({ ...filters, includeDeleted: e.target.checked })}
        />
        <label htmlFor={deletedId}>{M.showDeleted}</label>
      </div>
      {children ? <div className="op-filters__action">{children}</div> : null}
    </form>
  );
}
