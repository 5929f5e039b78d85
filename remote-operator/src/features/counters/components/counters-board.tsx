import { useState } from 'react';
import { COUNTER_OFFER_STATUSES, type CounterOfferStatus } from '@leafbid/domain';
import { ListState } from '../../../components/list-state';
import { messageOf } from '../../../components/format';
import { Notice } from '../../../components/notice';
import { TargetMissing } from '../../../components/target-label';
import { useFocusTarget } from '../../../lib/use-focus-target';
import { ReasonDialog } from '../../../components/reason-dialog';
import { SelectField } from '../../../components/select-field';
import { counterStatusLabel } from '../../../lib/labels';
import { listStatus } from '../../../lib/list-status';
import { OPERATOR_MESSAGES } from '../../../messages';
import {
  WITHDRAW_REASON_MAX_LENGTH,
  useActOnCounter,
  type CounterAction,
} from '../api/act-on-counter';
import { useCounters, type OperatorCounter } from '../api/get-counters';
import { CounterCard, counterProductName } from './counter-card';

const M = OPERATOR_MESSAGES;
const C = M.counters;

/**
 * Counters (issue 20): the sellers' counter-offers on bids, newest first, filtered by status. The
 * operator relays a proposed one to the buyer (who then sees it on the bid, never the seller), or
 * withdraws one with a reason. Kept current live (`counter:updated`, app/live-bridge.ts).
 */
export function CountersBoard({ focusId = null }: { focusId?: string | null } = {}) {
  const [status, setStatus] = useState<CounterOfferStatus | ''>('');
  const counters = useCounters(status);
  const acting = useActOnCounter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [withdrawing, setWithdrawing] = useState<OperatorCounter | null>(null);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const items = counters.data ?? [];
  const { loading, error } = listStatus(counters, C.failed);
  // Issue 35: the counter-offer a notification opened (/operator/counters?counter=<id>).
  const focus = useFocusTarget(focusId, {
    ids: items.map((counter) => counter.id),
    loaded: !loading && !error,
  });
  const busy = acting.isPending ? (acting.variables ?? null) : null;

  async function act(
    counter: OperatorCounter,
    action: CounterAction,
    extra: { reason?: string; note?: string } = {},
  ) {
    setErrors(({ [counter.id]: _gone, ...rest }) => rest);
    setWithdrawError(null);
    try {
      const updated = await acting.mutateAsync({ id: counter.id, action, ...extra });
      setWithdrawing(null);
      const product = counterProductName(updated.product ? updated : counter);
      setNotice(action === 'relay' ? C.relayed(product) : C.withdrawn(product));
    } catch (failure) {
      const message = messageOf(failure, action === 'relay' ? C.relayFailed : C.withdrawFailed);
      if (action === 'withdraw') setWithdrawError(message);
      else setErrors((e) => ({ ...e, [counter.id]: message }));
    }
  }

  return (
    <section className="op-panel" aria-label={M.tabs.counters}>
      <form className="op-filters" aria-label={C.filters} onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label={M.statusFilter}
          value={status}
          options={[
            { value: '', label: C.allStatuses },
            ...COUNTER_OFFER_STATUSES.map((value) => ({
              value,
              label: counterStatusLabel(value),
            })),
          ]}
          onChange={(value) => setStatus(value as CounterOfferStatus | '')}
        />
      </form>
      <Notice text={notice} onDismiss={() => setNotice(null)} />
      {focus === 'missing' ? <TargetMissing text={M.counterNotInList} /> : null}
      <ListState
        loading={loading}
        loadingLabel={C.loading}
        error={error}
        onRetry={() => void counters.refetch()}
        empty={items.length === 0}
        emptyTitle={C.empty}
        emptyHint={C.emptyHint}
      >
        <ul className="op-grid">
          {items.map((counter) => (
            <li key={counter.id}>
              <CounterCard
                counter={counter}
                busy={busy?.id === counter.id ? busy.action : null}
                error={errors[counter.id] ?? null}
                highlighted={counter.id === focusId}
                onRelay={(note) => void act(counter, 'relay', { note })}
                onWithdraw={() => {
                  setWithdrawError(null);
                  setWithdrawing(counter);
                }}
              />
            </li>
          ))}
        </ul>
      </ListState>
      {withdrawing ? (
        <ReasonDialog
          key={withdrawing.id}
          open
          title={C.withdrawTitle(counterProductName(withdrawing))}
          text={C.withdrawText}
          label={C.reasonLabel}
          maxLength={WITHDRAW_REASON_MAX_LENGTH}
          confirmLabel={C.withdrawConfirm}
          busyLabel={C.withdrawing}
          busy={busy?.action === 'withdraw'}
          error={withdrawError}
          onConfirm={(reason) => void act(withdrawing, 'withdraw', { reason })}
          onCancel={() => setWithdrawing(null)}
        />
      ) : null}
    </section>
  );
}
