import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useProfileStore } from '@leafbid/shared';
import {
  OPERATOR_API_MESSAGES,
  ORDER_EDIT_MESSAGES,
  PRICE_STEP,
  VERIFICATION_MESSAGES,
  canTrade,
  REQUEST_MESSAGES,
  availability,
  bidQuality,
  formatGrams,
  formatMoney,
  isOwnProduct,
  pricePercentage,
  type Availability,
  type BidQuality,
  type Product,
} from '@leafbid/domain';
import { bidValuesSchema } from '@leafbid/domain/schemas';
import { Button, ConfirmModal, ErrorMessage, FieldMessage } from '@leafbid/shared/ui';
import { useSendPurchaseRequest, type Bid } from '../hooks/use-send-purchase-request';
import '../purchase-request.css';
import { BID_FORM_MESSAGES as M } from '../../../messages';

/**
 * The value rules of POST /tasks and the listing's minimum order, shared with the API (the
 * product id comes from the popup).
 */
type BidInput = z.input<ReturnType<typeof bidValuesSchema>>;

const QUALITY_TONE = { low: 'warning', medium: 'info', excellent: 'success' } as const;

/** The confirmation a low or medium bid asks for (spec §5), in the active language. */
function confirmation(level: BidQuality['level']): { title: string; text: string } {
  return level === 'low'
    ? { title: M.lowBidTitle, text: M.lowBidText }
    : { title: M.mediumBidTitle, text: M.mediumBidText };
}

/** An <input type="number"> registered with valueAsNumber is NaN when empty. */
const isFilled = (value: unknown): value is number =>
  typeof value === 'number' && !Number.isNaN(value);

export interface PurchaseRequestFormProps {
  product: Product;
  /** Closes the product popup (called 3 s after a successful send). */
  onClose: () => void;
}

/**
 * Spec §2 'Send a request' form. A seller looking at its own listing gets a note instead: the
 * API refuses a bid on one's own product (the owner id reaches only the owner, so this is exact).
 */
export function PurchaseRequestForm({ product, onClose }: PurchaseRequestFormProps) {
  const profile = useProfileStore((s) => s.profile);
  const fetchProfile = useProfileStore((s) => s.fetchProfile);
  const mayBid = canTrade(profile);
  // Issue 18: the operator may have verified the account since the profile was read.
  useEffect(() => {
    if (profile && !mayBid) void fetchProfile({ force: true });
    // Once per product opened, not on every profile change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id]);
  if (isOwnProduct(product, profile?.id)) {
    return (
      <p className="mk-request__own" role="note">
        {ORDER_EDIT_MESSAGES.ownProduct}
      </p>
    );
  }
  // Issue 18: bids wait for the operator's verification (the API answers 403 with the same text).
  if (profile && !mayBid) {
    return (
      <p className="mk-request__own" role="note">
        {profile.Account_Suspended
          ? OPERATOR_API_MESSAGES.accountSuspended
          : VERIFICATION_MESSAGES.awaitingVerification}
      </p>
    );
  }
  return <BidForm product={product} onClose={onClose} />;
}

/** The form itself; rules of §4 "Request submission" and §5 purchase request. */
function BidForm({ product, onClose }: PurchaseRequestFormProps) {
  const ids = useId();
  const profile = useProfileStore((s) => s.profile);
  const hasEmail = Boolean(profile?.Email?.trim());
  const { sending, result, send } = useSendPurchaseRequest(product, onClose);
  const [stock, setStock] = useState<Availability | null>(null);
  const [pending, setPending] = useState<{ bid: Bid; quality: BidQuality } | null>(null);

  const bidSchema = useMemo(() => bidValuesSchema(product.Min_QTY_Request), [product]);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<BidInput, unknown, Bid>({
    resolver: zodResolver(bidSchema),
    // Checked as typed (issue 18): −5 g or less than the minimum order says so at once.
    mode: 'onChange',
  });
  const [quantity, price] = useWatch({ control, name: ['quantity', 'pricePerGram'] });

  const minPrice = product.Min_Request_G_Including_5_markup;
  const quality =
    isFilled(price) && price > 0 ? bidQuality(pricePercentage(price, minPrice)) : null;
  const checkStock = (asked: number): Availability =>
    availability(asked, product.Grams_Available_When_submitted, product.Upcoming_QTY_3_Months);

  const canSubmit =
    isFilled(quantity) &&
    isFilled(price) &&
    stock?.status !== 'insufficient' &&
    !sending &&
    hasEmail;

  const submit = async (bid: Bid, level: BidQuality['level'] | null): Promise<void> => {
    if (await send(bid, level)) {
      reset();
      setStock(null);
    }
  };

  const onValid = (bid: Bid): void => {
    const check = checkStock(bid.quantity);
    setStock(check);
    if (check.status === 'insufficient') return;
    const bidLevel = bidQuality(pricePercentage(bid.pricePerGram, minPrice));
    if (bidLevel?.confirm) setPending({ bid, quality: bidLevel });
    else void submit(bid, bidLevel?.level ?? null);
  };

  const proceed = (): void => {
    if (!pending) return;
    setPending(null);
    void submit(pending.bid, pending.quality.level);
  };

  const quantityField = register('quantity', {
    valueAsNumber: true,
    // The availability check runs on blur (spec §5); typing again clears the last answer.
    onChange: () => setStock(null),
    onBlur: (event: { target: HTMLInputElement }) => {
      const asked = event.target.valueAsNumber;
      // Nothing to check until a quantity the schema takes is entered (its message shows instead:
      // above 0, whole grams, at least the minimum order).
      const valid = bidSchema.shape.quantity.safeParse(asked).success;
      setStock(valid ? checkStock(asked) : null);
    },
  });

  const quantityMessageId = `${ids}-quantity-message`;
  const priceMessageId = `${ids}-price-message`;
  const quantityHintId = `${ids}-quantity-hint`;
  const priceHintId = `${ids}-price-hint`;

  return (
    <form
      className="mk-request"
      aria-labelledby={`${ids}-title`}
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <h3 id={`${ids}-title`} className="mk-request__title">
        {M.title}
      </h3>

      <div className="mk-request__field">
        <label htmlFor={`${ids}-quantity`}>{M.quantityLabel}</label>
        <input
          id={`${ids}-quantity`}
          className="mk-input"
          type="number"
          inputMode="decimal"
          min={0}
          step={1}
          aria-invalid={Boolean(errors.quantity) || stock?.status === 'insufficient'}
          aria-describedby={`${quantityHintId} ${quantityMessageId}`}
          {...quantityField}
        />
        <p id={quantityHintId} className="mk-request__hint">
          {product.Min_QTY_Request
            ? M.availableNowWithMinimum(
                formatGrams(product.Grams_Available_When_submitted ?? 0),
                formatGrams(product.Min_QTY_Request),
              )
            : M.availableNow(formatGrams(product.Grams_Available_When_submitted ?? 0))}
        </p>
        <FieldMessage
          id={quantityMessageId}
          tone={errors.quantity ? 'error' : (stock?.tone ?? 'info')}
          text={errors.quantity?.message ?? stock?.message}
        />
      </div>

      <div className="mk-request__field">
        <label htmlFor={`${ids}-price`}>{M.priceLabel}</label>
        <input
          id={`${ids}-price`}
          className="mk-input"
          type="number"
          inputMode="decimal"
          min={0}
          step={PRICE_STEP}
          aria-invalid={Boolean(errors.pricePerGram)}
          aria-describedby={minPrice ? `${priceHintId} ${priceMessageId}` : priceMessageId}
          {...register('pricePerGram', { valueAsNumber: true })}
        />
        {minPrice ? (
          <p id={priceHintId} className="mk-request__hint">
            {M.minimumPrice(formatMoney(minPrice))}
          </p>
        ) : null}
        <FieldMessage
          id={priceMessageId}
          tone={errors.pricePerGram ? 'error' : quality ? QUALITY_TONE[quality.level] : 'info'}
          text={errors.pricePerGram?.message ?? quality?.message}
        />
      </div>

      {!hasEmail && <ErrorMessage message={REQUEST_MESSAGES.contactMissing} />}

      <Button type="submit" className="mk-request__submit" disabled={!canSubmit} loading={sending}>
        {sending ? REQUEST_MESSAGES.sending : M.submit}
      </Button>

      {result?.tone === 'success' && (
        <p role="status" className="mk-request__result mk-request__result--success">
          {result.level === 'excellent' ? M.excellentBidSent : M.sent}
        </p>
      )}
      {result?.tone === 'error' && <ErrorMessage message={result.text} />}

      <ConfirmModal
        open={pending !== null}
        title={pending ? confirmation(pending.quality.level).title : ''}
        text={pending ? confirmation(pending.quality.level).text : ''}
        cancelLabel={M.cancel}
        confirmLabel={M.proceed}
        onCancel={() => setPending(null)}
        onConfirm={proceed}
      />
    </form>
  );
}
