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

const M = OPERATOR_MESSAGES;

const STATUS_TONE: Record<TaskStatus, TagTone> = {
  'Not Started': 'neutral',
  Pending: 'warning',
  // Issue 35: the buyer accepted a counter-offer; it waits for approval as a pending one does.
  Agreed: 'warning',
  Approved: 'success',
  Completed: 'info',
};

export function BidRow({
  bid,
  moving,
  onMove,
}: {
  bid: OperatorBid;
  moving: boolean;
  onMove(to: TaskStatus): void;
}) {
  const figures = parseBidDescription(bid.Description);
  const quantity =
    figures.quantity == null || !Number.isFinite(figures.quantity)
      ? M.missing
      : M.grams(formatGrams(figures.quantity));
  const product = bid.product?.Product_Name || bid.What_Id?.name || M.missing;
  const next = bid.Deleted_Time ? null : nextBidStatus(bid.Status);
  const buyer = bid.buyer.Full_Name || bid.buyer.Email || M.missing;
  return (
    <tr className={bid.Deleted_Time ? 'op-row op-row--deleted' : 'op-row'}>
      <th scope="row">{product}</th>
      <td>
        <PartyCell party={bid.buyer} />
      </td>
      <td>
        <PartyCell party={bid.seller} />
      </td>
      <td className="op-num">
        <span className="op-figures">
          <span className="op-figures__main">{quantity}</span>
          <span>{M.perGram(formatMoney(figures.pricePerGram))}</span>
          <span>{M.bidTotal(formatMoney(figures.total))}</span>
        </span>
      </td>
      <td className="op-date">{formatDateTime(bid.Created_Time)}</td>
      <td>
        <span className="op-status">
          <span className="op-tags">
            <Tag tone={STATUS_TONE[bid.Status]}>{bidStatusLabel(bid.Status)}</Tag>
            {bid.Deleted_Time ? <Tag tone="danger">{M.deleted}</Tag> : null}
          </span>
          {next ? (
            <Button
              size="small"
              variant={next === 'Approved' ? 'primary' : 'secondary'}
              loading={moving}
              aria-label={M.moveLabel(product, buyer, bidStatusLabel(next))}
              onClick={() => onMove(next)}
            >
              {moving ? M.moving : M.moveTo(bidStatusLabel(next))}
            </Button>
          ) : null}
        </span>
      </td>
    </tr>
  );
}
