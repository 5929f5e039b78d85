import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@leafbid/domain/forms';
import { z } from 'zod';
import {
  COUNTER_NOTE_MAX_LENGTH,
  EDIT_MIN_PRICE,
  EDIT_MIN_QUANTITY,
  PRICE_STEP,
  SUBMISSION_MESSAGES,
} from '@leafbid/domain';
import { bidEditSchema } from '@leafbid/domain/schemas';
import { Button, ErrorMessage, FormField } from '@leafbid/shared/ui';
import { LISTING_BIDS_MESSAGES as M } from '../../../messages';
import { useProposeCounter, type SellerBid, type SellerCounter } from '../api/trade-desk';

/**
 * A counter's terms as a bid's (the domain's bid rules and texts: whole grams ≥ 1, at least $0.01
 * in whole cents per gram) and a note of at most COUNTER_NOTE_MAX_LENGTH characters.
 */
export const counterOfferSchema = bidEditSchema.extend({
  note: z
    .string()
    .transform((note) => note.trim())
    .pipe(
      z.string().max(COUNTER_NOTE_MAX_LENGTH, {
        error: () => SUBMISSION_MESSAGES.tooLong(COUNTER_NOTE_MAX_LENGTH),
      }),
    ),
});
type CounterInput = z.input<typeof counterOfferSchema>;
type CounterValues = z.output<typeof counterOfferSchema>;

export interface CounterOfferFormProps {
  productId: string;
  bid: SellerBid;
  /** The counter the API answered with (now awaiting the operator). */
  onSent(counter: SellerCounter): void;
  onCancel(): void;
}

/**
 * Issue 20: the seller's counter-offer on one bid: quantity (g), price per gram ($) and a note to
 * the buyer, first filled with the bid's own terms. On failure the API's reason shows and what was
 * typed stays.
 */
export function CounterOfferForm({ productId, bid, onSent, onCancel }: CounterOfferFormProps) {
  const ids = useId();
  const { mutateAsync: propose, error, reset } = useProposeCounter();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CounterInput, unknown, CounterValues>({
    resolver: formResolver(counterOfferSchema),
    mode: 'onTouched',
    defaultValues: {
      quantity: bid.quantity ?? undefined,
      pricePerGram: bid.price_per_gram ?? undefined,
      note: '',
    },
  });

  const alertRef = useRef<HTMLDivElement>(null);

  // The form opens on its first field.
  useEffect(() => setFocus('quantity'), [setFocus]);

  const send = async ({ quantity, pricePerGram, note }: CounterValues): Promise<void> => {
    reset();
    try {
      const counter = await propose({
        productId,
        taskId: bid.id,
        counter: { quantity, price_per_gram: pricePerGram, ...(note ? { note } : {}) },
      });
      onSent(counter);
    } catch {
      // The mutation's error shows below, where focus goes (the busy button let it go); the values
      // stay as typed.
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  const apiError = error ? error.message || M.sendFailed : null;
  /** A required number of the terms, read as a number (an empty one is NaN: "… is required"). */
  const numberField = (
    name: 'quantity' | 'pricePerGram',
    label: string,
    inputMode: 'numeric' | 'decimal',
    min: number,
    step: number,
  ) => (
    <FormField
      label={label}
      id={`${ids}-${name === 'quantity' ? 'quantity' : 'price'}`}
      required
      error={errors[name]?.message}
      className="ls-field"
    >
      {(control) => (
        <input
          {...control}
          className="ls-input"
          type="number"
          inputMode={inputMode}
          min={min}
          step={step}
          {...register(name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
  return (
    <form
      className="ls-counter-form"
      noValidate
      aria-label={M.counterOffer}
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      {numberField('quantity', M.counterQuantity, 'numeric', EDIT_MIN_QUANTITY, 1)}
      {numberField('pricePerGram', M.counterPrice, 'decimal', EDIT_MIN_PRICE, PRICE_STEP)}
      <FormField
        label={M.counterNoteLabel}
        id={`${ids}-note`}
        hint={M.counterNoteHint(COUNTER_NOTE_MAX_LENGTH)}
        error={errors.note?.message}
        className="ls-field"
      >
        {(control) => (
          <textarea {...control} className="ls-input ls-textarea" rows={3} {...register('note')} />
        )}
      </FormField>
      <div ref={alertRef} tabIndex={-1} className="ls-counter-form__alert">
        <ErrorMessage message={apiError} />
      </div>
      <div className="ls-counter-form__buttons">
        <Button type="submit" size="small" loading={isSubmitting}>
          {isSubmitting ? M.sending : M.send}
        </Button>
        <Button variant="ghost" size="small" disabled={isSubmitting} onClick={onCancel}>
          {M.cancel}
        </Button>
      </div>
    </form>
  );
}
