import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** e.g. 'No pending orders found'. */
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, action, className }: EmptyStateProps) {
  return (
    <div className={['lb-empty-state', className].filter(Boolean).join(' ')}>
      <p className="lb-empty-state__title">{title}</p>
      {description ? <p className="lb-empty-state__description">{description}</p> : null}
      {action ? <div className="lb-empty-state__action">{action}</div> : null}
    </div>
  );
}
