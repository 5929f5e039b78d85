import type { ReactNode } from 'react';

/**
 * A table too wide for a phone scrolls inside this box, not the page (issue 18). The box is a
 * named region the keyboard can reach (axe scrollable-region-focusable: arrow keys scroll it).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="op-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
