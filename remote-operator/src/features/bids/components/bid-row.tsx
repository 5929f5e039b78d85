import { useId } from 'react';
import {
  formatGrams,
  formatMoney,
  nextBidStatus,
  parseBidDescription,
  type OperatorBid,
  type TaskStatus,
} from '@leafbid/domain';
import { Button, Tag, type TagTone } from '@leafbid/shared/ui';
import { formatDateTime } from '../../../components/format';
import { PartyCell } from '../../../components/party';
import { bidStatusLabel } from '../../../lib/labels';
import { OPERATOR_MESSAGES } from '../../../messages';
import { TargetLabel } from '../../../components/target-label';
import { revealedProps, useReveal } from '../../../lib/use-focus-target';

const M = OPERATOR_MESSAGES;

const STATUS_TONE: Record<TaskStatus, TagTone> = {
  'Not Started': 'neutral',
  Pending: 'warning',
  // Issue 35: the buyer accepted a counter-offer; it waits for approval as a pending one does.
  Agreed: 'warning',
  Approved: 'success',
  Completed: 'info',
  Declined: 'danger',
};

/** Issue 35: a bid the operator may still decline (not deleted, not Completed, not declined). */
const declinable = (bid: OperatorBid) =>
  !bid.Deleted_Time && bid.Status !== 'Completed' && bid.Status !== 'Declined';

export function BidRow({
  bid,
  moving,
  onMove,
  onDecline,
  highlighted = false,
}: {
  bid: OperatorBid;
  moving: boolean;
  onMove(to: TaskStatus): void;
  onDecline(): void;
  /** Issue 35: the bid a notification opened — marked, in view and focused. */
  highlighted?: boolean;
}) {
  const oversellId = useId();
  const targetId = useId();
  const ref = useReveal<HTMLTableRowElement>(highlighted);
  const figures = parseBidDescription(bid.Description);
  const grams = figures.quantity;
  const quantity =
    grams == null || !Number.isFinite(grams) ? M.missing : M.grams(formatGrams(grams));
  const product = bid.product?.Product_Name || bid.What_Id?.name || M.missing;
  const next = bid.Deleted_Time ? null : nextBidStatus(bid.Status);
  const buyer = bid.buyer.Full_Name || bid.buyer.Email || M.missing;
  const left = bid.product?.Grams_Left;
  // Issue 35: the API refuses an approval beyond what the listing has left; the board says so
  // before the operator tries (the API's answer still decides, and is shown when it refuses).
  const oversells =
    next === 'Approved' && left != null && (grams == null || !(grams <= left))
      ? M.wouldOversell(grams == null ? M.missing : formatGrams(grams), formatGrams(left))
      : null;
  return (
    <tr
      ref={ref}
      className={[
        'op-row',
        bid.Deleted_Time ? 'op-row--deleted' : null,
        highlighted ? 'op-target' : null,
      ]
        .filter(Boolean)
        .join(' ')}
      {...revealedProps(highlighted, targetId)}
    >
      <th scope="row">
        {highlighted ? <TargetLabel id={targetId} /> : null}
        {product}
        {left != null && bid.product?.Grams_Stock != null ? (
          <span className="op-row__sub">
            {M.gramsLeft(formatGrams(left), formatGrams(bid.product.Grams_Stock))}
          </span>
        ) : null}
      </th>
      <td data-label={M.columns.buyer}>
        <PartyCell party={bid.buyer} />
      </td>
      <td data-label={M.columns.seller}>
        <PartyCell party={bid.seller} />
      </td>
      <td className="op-num" data-label={M.columns.bid}>
        <span className="op-figures">
          <span className="op-figures__main">{quantity}</span>
          <span>{M.perGram(formatMoney(figures.pricePerGram))}</span>
          <span>{M.bidTotal(formatMoney(figures.total))}</span>
        </span>
      </td>
      <td className="op-date" data-label={M.columns.placed}>
        {formatDateTime(bid.Created_Time)}
      </td>
      <td className="op-actions-cell" data-label={M.columns.status}>
        <span className="op-status">
          <span className="op-tags">
            <Tag tone={STATUS_TONE[bid.Status] ?? 'neutral'}>{bidStatusLabel(bid.Status)}</Tag>
            {bid.Deleted_Time ? <Tag tone="danger">{M.deleted}</Tag> : null}
          </span>
          {bid.Status === 'Declined' && bid.Decline_Reason ? (
            <span className="op-row__sub">{M.declineReasonShown(bid.Decline_Reason)}</span>
          ) : null}
          {next ? (
            <Button
              size="small"
              variant={next === 'Approved' ? 'primary' : 'secondary'}
              loading={moving}
              disabled={oversells !== null}
              aria-describedby={oversells ? oversellId : undefined}
              aria-label={M.moveLabel(product, buyer, bidStatusLabel(next))}
              onClick={() => onMove(next)}
            >
              {moving ? M.moving : M.moveTo(bidStatusLabel(next))}
            </Button>
          ) : null}
          {oversells ? (
            <span id={oversellId} className="op-row__sub" role="note">
              {oversells}
            </span>
          ) : null}
          {declinable(bid) ? (
            <Button
              size="small"
              variant="danger"
              aria-label={M.declineLabel(product, buyer)}
              onClick={onDecline}
            >
              {M.decline}
            </Button>
          ) : null}
        </span>
      </td>
    </tr>
  );
}
