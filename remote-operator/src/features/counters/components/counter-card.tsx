import { useId, useState } from 'react';
import {
  COUNTER_NOTE_MAX_LENGTH,
  formatGrams,
  formatMoney,
  OPEN_COUNTER_OFFER_STATUSES,
} from '@leafbid/domain';
import { Button, ErrorMessage, Tag, type TagTone } from '@leafbid/shared/ui';
import { formatDateTime } from '../../../components/format';
import { TargetLabel } from '../../../components/target-label';
import { revealedProps, useReveal } from '../../../lib/use-focus-target';
import { PartyCell } from '../../../components/party';
import { counterStatusLabel } from '../../../lib/labels';
import { OPERATOR_MESSAGES } from '../../../messages';
import type { CounterAction } from '../api/act-on-counter';
import type { OperatorCounter } from '../api/get-counters';

const M = OPERATOR_MESSAGES;
const C = M.counters;

const STATUS_TONE: Record<string, TagTone> = {
  proposed: 'warning',
  relayed: 'info',
  accepted: 'success',
  declined: 'neutral',
  withdrawn: 'danger',
};

/** The product a counter-offer is about, as its card and its notices name it. */
export const counterProductName = (counter: OperatorCounter) =>
  counter.product?.Product_Name || M.missing;

const grams = (n: number | null) => (n === null ? M.missing : M.grams(formatGrams(n)));
const money = (n: number | null) => (n === null ? M.missing : formatMoney(n));

function TermsRow({
  label,
  terms,
}: {
  label: string;
  terms: { quantity: number | null; price_per_gram: number | null; total: number | null } | null;
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="op-num">{grams(terms?.quantity ?? null)}</td>
      <td className="op-num">{money(terms?.price_per_gram ?? null)}</td>
      <td className="op-num">{money(terms?.total ?? null)}</td>
    </tr>
  );
}

export interface CounterCardProps {
  counter: OperatorCounter;
  busy: CounterAction | null;
  error: string | null;
  /** Relays it with `note`: the seller's note as the operator edited it (blank: none). */
  onRelay(note: string): void;
  onWithdraw(): void;
  /** Issue 35: the counter-offer a notification opened — marked, in view and focused. */
  highlighted?: boolean;
}

/**
 * Issue 20: one seller's counter-offer on a bid — the product, the buyer and the seller (only the
 * operator sees both), the bid's terms next to the counter's, the seller's note and where it
 * stands; Relay to buyer while proposed, Withdraw while proposed or relayed.
 */
export function CounterCard({
  counter,
  busy,
  error,
  onRelay,
  onWithdraw,
  highlighted = false,
}: CounterCardProps) {
  const headingId = `op-counter-${counter.id}`;
  const ref = useReveal<HTMLElement>(highlighted);
  const targetId = useId();
  const open = (OPEN_COUNTER_OFFER_STATUSES as readonly string[]).includes(counter.status);
  const noteId = useId();
  // Issue 35: the note to relay starts as the seller wrote it; the operator edits or redacts it.
  const [relayNote, setRelayNote] = useState(counter.note ?? '');
  // An API older than issue 35 sends no relayed_note: nothing to compare then.
  const relayedDiffers =
    !!counter.relayed_at &&
    counter.relayed_note !== undefined &&
    (counter.relayed_note ?? null) !== (counter.note ?? null);
  return (
    <article
      ref={ref}
      className={
        highlighted ? 'op-card op-account op-counter op-target' : 'op-card op-account op-counter'
      }
      aria-labelledby={headingId}
      {...revealedProps(highlighted, targetId)}
    >
      {highlighted ? <TargetLabel id={targetId} /> : null}
      <header className="op-account__header">
        <div>
          <h3 id={headingId} className="op-card__title">
            {counterProductName(counter)}
          </h3>
          <p className="op-muted">{C.proposedAt(formatDateTime(counter.created_at))}</p>
        </div>
        <div className="op-tags">
          <Tag tone={STATUS_TONE[counter.status] ?? 'neutral'}>
            {counterStatusLabel(counter.status)}
          </Tag>
        </div>
      </header>
      <dl className="op-counter__parties">
        <div>
          <dt className="op-subheading">{C.buyer}</dt>
          <dd>
            <PartyCell party={counter.buyer} />
          </dd>
        </div>
        <div>
          <dt className="op-subheading">{C.seller}</dt>
          <dd>
            <PartyCell party={counter.seller} />
          </dd>
        </div>
      </dl>
      <table className="op-table op-terms" aria-label={C.terms}>
        <thead>
          <tr>
            <td />
            <th scope="col" className="op-num">
              {C.quantity}
            </th>
            <th scope="col" className="op-num">
              {C.pricePerGram}
            </th>
            <th scope="col" className="op-num">
              {C.total}
            </th>
          </tr>
        </thead>
        <tbody>
          <TermsRow label={C.bidTerms} terms={counter.bid} />
          <TermsRow label={C.counterTerms} terms={counter} />
        </tbody>
      </table>
      <div>
        <h4 className="op-subheading">{C.note}</h4>
        <p className={counter.note ? 'op-counter__note' : 'op-muted'}>{counter.note || C.noNote}</p>
      </div>
      {relayedDiffers ? (
        <div>
          <h4 className="op-subheading">{C.relayedNote}</h4>
          <p className={counter.relayed_note ? 'op-counter__note' : 'op-muted'}>
            {counter.relayed_note || C.noNote}
          </p>
        </div>
      ) : null}
      {counter.status === 'proposed' ? (
        <div className="op-field op-counter__relay-note">
          <label className="op-field__label" htmlFor={noteId}>
            {C.relayNote}
          </label>
          <textarea
            id={noteId}
            className="op-reason__input"
            value={relayNote}
            maxLength={COUNTER_NOTE_MAX_LENGTH}
            rows={3}
            aria-describedby={`${noteId}-hint`}
            onChange={(e) => setRelayNote(e.target.value)}
          />
          <p id={`${noteId}-hint`} className="op-muted">
            {C.relayNoteHint}
          </p>
        </div>
      ) : null}
      {counter.status === 'withdrawn' && counter.withdraw_reason ? (
        <p className="op-account__reason">{C.withdrawnBecause(counter.withdraw_reason)}</p>
      ) : null}
      {counter.relayed_at || counter.answered_at ? (
        <ul className="op-timeline">
          {counter.relayed_at ? <li>{C.relayedAt(formatDateTime(counter.relayed_at))}</li> : null}
          {counter.answered_at ? (
            <li>{C.answeredAt(formatDateTime(counter.answered_at))}</li>
          ) : null}
        </ul>
      ) : null}
      <ErrorMessage message={error} />
      {open ? (
        <div className="op-actions">
          {counter.status === 'proposed' ? (
            <Button
              loading={busy === 'relay'}
              disabled={busy !== null}
              onClick={() => onRelay(relayNote)}
            >
              {busy === 'relay' ? C.relaying : C.relay}
            </Button>
          ) : null}
          <Button variant="secondary" disabled={busy !== null} onClick={onWithdraw}>
            {C.withdraw}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
