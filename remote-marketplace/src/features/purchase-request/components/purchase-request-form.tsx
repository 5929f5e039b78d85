import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver } from '@leafbid/domain/forms';
import type { z } from 'zod';
import { getRuntimeConfig, useProfileStore } from '@leafbid/shared';
import {
  OPERATOR_API_MESSAGES,
  ORDER_EDIT_MESSAGES,
  VERIFICATION_MESSAGES,
  bidTotal,
  canTrade,
  availability,
  bidQuality,
  textOf,
  formatGrams,
  formatMoney,
  isFarAboveMinimum,
  isOwnProduct,
  pricePercentage,
  readNumberInput,
  reformatNumberInput,
  type Availability,
  type BidQuality,
  type Product,
} from '@leafbid/domain';
import { bidTextValuesSchema } from '@leafbid/domain/schemas';
import { Button, ConfirmModal, ErrorMessage, FieldMessage } from '@leafbid/shared/ui';
import { useSendPurchaseRequest, type Bid } from '../hooks/use-send-purchase-request';
import '../purchase-request.css';
import { BID_FORM_MESSAGES as M, BID_FORM_MESSAGES } from '../../../messages';

/**
 * The fields as typed (text, read per the active locale, issue 35), held to the value rules of
 * POST /tasks and the listing's minimum order, shared with the API (the product id comes from the
 * popup).
 */
type BidInput = z.input<ReturnType<typeof bidTextValuesSchema>>;

const QUALITY_TONE = { low: 'warning', medium: 'info', excellent: 'success' } as const;

/** The confirmation a low or medium bid asks for (spec §5), in the active language. */
function confirmation(level: BidQuality['level']): { title: string; text: string } {
  return level === 'low'
    ? { title: M.lowBidTitle, text: M.lowBidText }
    : { title: M.mediumBidTitle, text: M.mediumBidText };
}

/** A field's text as a number, when it reads as one in the active locale (issue 35). */
const numberOf = (text: string | undefined): number | null => {
  const reading = readNumberInput(text ?? '');
  return reading.ok ? reading.value : null;
};
const isFilled = (text: string | undefined): boolean => Boolean(text?.trim());

/** What waits for the buyer's answer before it is sent: a low or medium bid, or a high price. */
type Pending = { bid: Bid; quality: BidQuality | null; ask: 'quality' | 'highPrice' };

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
  const { sending, result, send, retry } = useSendPurchaseRequest(product, onClose);
  const [stock, setStock] = useState<Availability | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const bidSchema = useMemo(() => bidTextValuesSchema(product.Min_QTY_Request), [product]);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    formState: { errors },
  } = useForm<BidInput, unknown, Bid>({
    resolver: formResolver(bidSchema),
    // Checked as typed (issue 18): −5 g or less than the minimum order says so at once.
    mode: 'onChange',
    defaultValues: { quantity: '', pricePerGram: '' },
  });
  const [quantityText, priceText] = useWatch({ control, name: ['quantity', 'pricePerGram'] });
  const quantity = numberOf(quantityText);
  const price = numberOf(priceText);

  const minPrice = product.Min_Request_G_Including_5_markup;
  const quality = price !== null && price > 0 ? bidQuality(pricePercentage(price, minPrice)) : null;
  // Issue 35: the total as it is typed (whole grams at a price the rules take).
  const total =
    quantity !== null && price !== null && quantity > 0 && price > 0
      ? bidTotal(quantity, price)
      : null;

  // Issue 35: the thank-you or the offline notice is scrolled into view, not left below the fold.
  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [result]);
  const checkStock = (asked: number): Availability =>
    availability(asked, product.Grams_Available_When_submitted, product.Upcoming_QTY_3_Months);

  const canSubmit =
    isFilled(quantityText) &&
    isFilled(priceText) &&
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
    // Issue 35: a price far above the listing's minimum (a slip of the decimal mark or of a few
    // zeros) is confirmed first; such a price is an excellent bid, which asks nothing else.
    if (isFarAboveMinimum(bid.pricePerGram, minPrice, getRuntimeConfig().highPriceConfirmFactor)) {
      setPending({ bid, quality: bidLevel, ask: 'highPrice' });
    } else if (bidLevel?.confirm) setPending({ bid, quality: bidLevel, ask: 'quality' });
    else void submit(bid, bidLevel?.level ?? null);
  };

  const proceed = (): void => {
    if (!pending) return;
    setPending(null);
    void submit(pending.bid, pending.quality?.level ?? null);
  };

  /** Issue 35: a value that reads is shown back as the locale writes it ("2,50", "1 000"). */
  const showFormatted = (field: 'quantity' | 'pricePerGram', text: string): void => {
    const formatted = reformatNumberInput(text, field === 'quantity' ? 'quantity' : 'price');
    if (formatted !== text) setValue(field, formatted, { shouldValidate: true });
  };

  const quantityField = register('quantity', {
    // The availability check runs on blur (spec §5); typing again clears the last answer.
    onChange: () => setStock(null),
    onBlur: (event: { target: HTMLInputElement }) => {
      const text = event.target.value;
      // Nothing to check until a quantity the schema takes is entered (its message shows instead:
      // a number written one way, above 0, whole grams, at least the minimum order).
      const checked = bidSchema.shape.quantity.safeParse(text);
      setStock(checked.success ? checkStock(checked.data) : null);
      showFormatted('quantity', text);
    },
  });
  const priceField = register('pricePerGram', {
    onBlur: (event: { target: HTMLInputElement }) =>
      showFormatted('pricePerGram', event.target.value),
  });
  const highPrice =
    pending?.ask === 'highPrice'
      ? {
          title: M.highPriceTitle,
          text: M.highPriceText(
            formatMoney(pending.bid.pricePerGram),
            getRuntimeConfig().highPriceConfirmFactor,
            formatMoney(minPrice),
            formatMoney(bidTotal(pending.bid.quantity, pending.bid.pricePerGram)),
          ),
        }
      : null;
  const modal =
    highPrice ?? (pending?.quality ? confirmation(pending.quality.level) : { title: '', text: '' });

  const quantityMessageId = `${ids}-quantity-message`;
  const priceMessageId = `${ids}-price-message`;
  const quantityHintId = `${ids}-quantity-hint`;
  const priceHintId = `${ids}-price-hint`;
  const totalId = `${ids}-total`;

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
          type="text"
          inputMode="numeric"
          autoComplete="off"
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
          text={errors.quantity?.message ?? (stock ? textOf(stock.message) : null)}
        />
      </div>

      <div className="mk-request__field">
        <label htmlFor={`${ids}-price`}>{M.priceLabel}</label>
        <input
          id={`${ids}-price`}
          className="mk-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={Boolean(errors.pricePerGram)}
          aria-describedby={minPrice ? `${priceHintId} ${priceMessageId}` : priceMessageId}
          {...priceField}
        />
        {minPrice ? (
          <p id={priceHintId} className="mk-request__hint">
            {M.minimumPrice(formatMoney(minPrice))}
          </p>
        ) : null}
        <FieldMessage
          id={priceMessageId}
          tone={errors.pricePerGram ? 'error' : quality ? QUALITY_TONE[quality.level] : 'info'}
          text={errors.pricePerGram?.message ?? (quality ? textOf(quality.message) : null)}
        />
      </div>

      <p id={totalId} className="mk-request__total">
        {total === null ? null : M.total(formatMoney(total))}
      </p>

      {!hasEmail && <ErrorMessage message={BID_FORM_MESSAGES.contactMissing} />}

      <Button
        type="submit"
        className="mk-request__submit"
        disabled={!canSubmit}
        loading={sending}
        aria-describedby={totalId}
      >
        {sending ? BID_FORM_MESSAGES.sending : M.submit}
      </Button>

      <div ref={resultRef}>
        {result?.tone === 'success' && (
          <p role="status" className="mk-request__result mk-request__result--success">
            {result.level === 'excellent' ? M.excellentBidSent : M.sent}
          </p>
        )}
        {result?.tone === 'error' && <ErrorMessage message={result.text} />}
        {(result?.tone === 'offline' || result?.tone === 'noAnswer') && (
          <div className="mk-request__offline">
            <ErrorMessage message={result.tone === 'offline' ? M.offline : M.noAnswer} />
            <Button
              variant="secondary"
              size="small"
              disabled={sending}
              onClick={() => void retry()}
            >
              {M.retry}
            </Button>
          </div>
        )}
      </div>

      <ConfirmModal
        open={pending !== null}
        title={modal.title}
        text={modal.text}
        cancelLabel={highPrice ? M.changePrice : M.cancel}
        confirmLabel={highPrice ? M.sendAnyway : M.proceed}
        onCancel={() => setPending(null)}
        onConfirm={proceed}
      />
    </form>
  );
}
