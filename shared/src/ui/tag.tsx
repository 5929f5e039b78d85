import type { ReactNode } from 'react';

export type TagTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export interface TagProps {
  tone?: TagTone;
  children: ReactNode;
  className?: string;
}

/** A small label: product type, category, listing status ('Active' success, 'Pending' warning/danger). */
export function Tag({ tone = 'neutral', children, className }: TagProps) {
  return (
    <span className={['lb-tag', `lb-tag--${tone}`, className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
