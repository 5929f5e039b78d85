import { useEffect, useRef } from 'react';
import { bidTotal, formatGrams, formatMoney } from '@leafbid/domain';
import { Button } from '@leafbid/shared/ui';
import { useBidNoticeStore } from '../stores/bid-notice';
import { BID_FORM_MESSAGES as M } from '../../../messages';

/**
 * Issue 35: the bid's confirmation, kept on the page after the popup closes (spec §4 closes it
 * 3 s after a send) until the buyer dismisses it. Pinned to the bottom of the viewport, so it is
 * in view wherever the page is scrolled, on a phone too; a status region, so a screen reader reads
 * it; Dismiss is a button (Esc also dismisses it while it holds the focus).
 */
export function BidSentNotice() {
  const sent = useBidNoticeStore((s) => s.sent);
  const dismiss = useBidNoticeStore((s) => s.dismiss);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [sent]);
  if (!sent) return null;
  return (
    <div
      ref={ref}
      role="status"
      className="mk-bid-notice"
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss();
      }}
    >
      <p className="mk-bid-notice__text">
        {sent.level === 'excellent' ? M.excellentBidSent : M.sent}
      </p>
      <p className="mk-bid-notice__summary">
        {M.sentSummary(
          sent.productName,
          formatGrams(sent.quantity),
          formatMoney(sent.pricePerGram),
          formatMoney(bidTotal(sent.quantity, sent.pricePerGram)),
        )}
      </p>
      <Button variant="secondary" size="small" onClick={dismiss}>
        {M.dismiss}
      </Button>
    </div>
  );
}
