import { Button, ErrorMessage } from '@leafbid/shared/ui';

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
        Retry
      </Button>
    </div>
  );
}
