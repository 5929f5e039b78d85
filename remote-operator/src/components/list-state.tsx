import { Button, EmptyState, ErrorMessage, Spinner } from '@leafbid/shared/ui';
import type { ReactNode } from 'react';
import { OPERATOR_MESSAGES } from '../messages';

export interface ListStateProps {
  loading: boolean;
  loadingLabel: string;
  error: string | null;
  onRetry(): void;
  empty: boolean;
  emptyTitle: string;
  emptyHint?: string;
  children: ReactNode;
}

/** A list's loading, error (with Retry), empty and filled states, the same in every tab. */
export function ListState({
  loading,
  loadingLabel,
  error,
  onRetry,
  empty,
  emptyTitle,
  emptyHint,
  children,
}: ListStateProps) {
  if (loading) {
    return (
      <div className="op-list-state">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  return (
    <>
      {error ? (
        <div className="op-list-state op-list-state--error">
          <ErrorMessage message={error} />
          <Button variant="secondary" size="small" onClick={onRetry}>
            {OPERATOR_MESSAGES.retry}
          </Button>
        </div>
      ) : null}
      {empty && !error ? (
        <EmptyState title={emptyTitle} {...(emptyHint ? { description: emptyHint } : {})} />
      ) : (
        children
      )}
    </>
  );
}
