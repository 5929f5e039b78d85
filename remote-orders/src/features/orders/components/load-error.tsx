import { Button, ErrorMessage } from '@leafbid/shared/ui';
import { ORDERS_PAGE_MESSAGES } from '../../../messages';

export interface LoadErrorProps {
  message: string;
  onRetry(): void;
}

/** A failed load with a way out that does not need a page reload. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div className="or-load-error">
      <ErrorMessage message={message} />
      <Button variant="secondary" size="small" onClick={onRetry}>
        {ORDERS_PAGE_MESSAGES.retry}
      </Button>
    </div>
  );
}
