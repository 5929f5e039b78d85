import { useId, useRef, useState } from 'react';
import type { Task } from '@leafbid/domain';
import { Button, DialogLoadFailed, useLazyModule } from '@leafbid/shared/ui';
import { useAnswerCounter, type CounterAnswer } from '../api/answer-counter';
import { counterOf, counterTerms, counterView } from '../counter-offer';
import { COUNTER_OFFER_MESSAGES as M, ORDERS_PAGE_MESSAGES } from '../../../messages';

/**
 * The confirm dialog's code (Radix AlertDialog), asked for when Accept or Decline is first pointed
 * at, focused or pressed (issue 22: it is not on the dashboard's first load).
 */
const loadAnswerDialog = () => import('./counter-answer-dialog');
const warmAnswerDialog = (): void => void loadAnswerDialog().catch(() => undefined);

export interface CounterOfferProps {
  task: Task;
  /** The name the card shows, for the buttons' labels. */
  productName: string;
  /** Its heading's level: 4 in an Orders card (h3 title), 3 in the dashboard's list (h2 title). */
  headingLevel?: 3 | 4;
}

/**
 * Issue 20: the counter-offer on a bid's card (Orders and the dashboard's pending orders). A
 * relayed one shows its terms and note with Accept and Decline, each confirmed in an alert dialog
 * that stays open, with the reason, when the API refuses; an answered one is a line of history.
 * It never names the seller (the API sends no seller).
 */
export function CounterOffer({ task, productName, headingLevel = 4 }: CounterOfferProps) {
  const headingId = useId();
  const counter = counterOf(task);
  const view = counterView(counter, task.Status);
  const [open, setOpen] = useState(false);
  // Once loaded it stays (useLazyModule keeps it), so the dialog also closes as Radix does it.
  const dialog = useLazyModule(loadAnswerDialog, open);
  const [answer, setAnswer] = useState<CounterAnswer>('accept');
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: answerCounter, isPending: busy } = useAnswerCounter();
  /** The button that opened the dialog; gone once answered, then focus goes to the outcome. */
  const opener = useRef<HTMLButtonElement | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);

  if (!counter || !view) return null;
  const terms = counterTerms(counter);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  const ask = (asked: CounterAnswer, button: HTMLButtonElement): void => {
    opener.current = button;
    setAnswer(asked);
    setError(null);
    setOpen(true);
  };

  const confirm = async (): Promise<void> => {
    setError(null);
    try {
      await answerCounter({ taskId: task.id, answer });
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : M.answerFailed);
    }
  };

  return (
    <div className="or-counter">
      {view === 'open' ? (
        <section className="or-counter__offer" aria-labelledby={headingId}>
          <Heading id={headingId} className="or-counter__title">
            {M.title}
          </Heading>
          <dl className="or-counter__terms">
            <div>
              <dt>{ORDERS_PAGE_MESSAGES.quantity}</dt>
              <dd>{terms.quantityWithUnit}</dd>
            </div>
            <div>
              <dt>{ORDERS_PAGE_MESSAGES.pricePerGram}</dt>
              <dd>{terms.pricePerGram}</dd>
            </div>
            <div>
              <dt>{ORDERS_PAGE_MESSAGES.total}</dt>
              <dd>{terms.total}</dd>
            </div>
            {counter.note?.trim() ? (
              <div className="or-counter__note">
                <dt>{M.note}</dt>
                <dd>{counter.note}</dd>
              </div>
            ) : null}
          </dl>
          <div className="or-actions">
            <Button
              size="small"
              aria-label={M.acceptLabel(productName)}
              onPointerEnter={warmAnswerDialog}
              onFocus={warmAnswerDialog}
              onClick={(event) => ask('accept', event.currentTarget)}
            >
              {M.accept}
            </Button>
            <Button
              variant="secondary"
              size="small"
              aria-label={M.declineLabel(productName)}
              onPointerEnter={warmAnswerDialog}
              onFocus={warmAnswerDialog}
              onClick={(event) => ask('decline', event.currentTarget)}
            >
              {M.decline}
            </Button>
          </div>
        </section>
      ) : null}
      {/* Always there while the bid has a counter, so the answer is announced when it comes. */}
      <p ref={outcome} role="status" className="or-counter__history" tabIndex={-1}>
        {view === 'open' ? null : (
          <>
            <span className="or-counter__outcome">
              {view === 'accepted' ? M.accepted : M.declined}
            </span>
            {' · '}
            <span className="or-counter__history-terms">
              {M.terms(terms.quantity, terms.pricePerGram)}
            </span>
          </>
        )}
      </p>
      <DialogLoadFailed
        code={dialog}
        title={answer === 'accept' ? M.acceptTitle : M.declineTitle}
        onClose={() => setOpen(false)}
      />
      {dialog.module ? (
        <dialog.module.CounterAnswerDialog
          open={open}
          answer={answer}
          terms={terms}
          busy={busy}
          error={error}
          onClose={() => setOpen(false)}
          onConfirm={() => void confirm()}
          returnFocus={() => {
            const target = opener.current?.isConnected ? opener.current : outcome.current;
            opener.current = null;
            return target?.isConnected ? target : null;
          }}
        />
      ) : null}
    </div>
  );
}
