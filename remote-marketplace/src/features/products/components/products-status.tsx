import { Button, EmptyState, ErrorMessage, Spinner } from '@leafbid/shared/ui';
import { MARKETPLACE_MESSAGES as M } from '../../../messages';

export interface ProductsStatusProps {
  loading: boolean;
  error: string | null;
  /** Products to show; loading and empty states only apply when there are none. */
  count: number;
  emptyText: string;
  onRetry: () => void;
}

/** Loading, error (with Retry) and empty states of a product list. */
export function ProductsStatus({ loading, error, count, emptyText, onRetry }: ProductsStatusProps) {
  if (error) {
    return (
      <div className="mk-status mk-status--error">
        <ErrorMessage message={error} />
        <Button variant="secondary" onClick={onRetry} disabled={loading}>
          {M.retry}
        </Button>
      </div>
    );
  }
  if (count > 0) return null;
  if (loading) {
    return (
      <div className="mk-status">
        <Spinner label={M.loading} />
      </div>
    );
  }
  return <EmptyState className="mk-status" title={emptyText} />;
}
