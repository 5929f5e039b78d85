import type { ReactNode } from 'react';
import { OPERATOR_MESSAGES } from '../messages';

/**
 * A table too wide for a phone scrolls inside this box, not the page (issue 18). The box is a
 * named region the keyboard can reach (axe scrollable-region-focusable: arrow keys scroll it).
 */
export function TableScroll({
  label,
  children,
}: {
  /** The table's name ("Bids"): the region is "Bids (scrolls sideways)". */
  label: string;
  children: ReactNode;
}) {
  return (
    <div
      className="op-table-scroll"
      role="region"
      aria-label={OPERATOR_MESSAGES.tableScroll(label)}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
