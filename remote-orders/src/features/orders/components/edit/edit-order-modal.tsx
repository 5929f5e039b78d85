import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver } from '@leafbid/domain/forms';
import type { z } from 'zod';
import { getRuntimeConfig, useProfileStore } from '@leafbid/shared';
import { useBidProduct } from '../../api/get-bid-product';
import {
  EDIT_CLOSE_MS,
  ORDER_EDIT_MESSAGES,
  availability,
  bidQuality,
  bidTotal,
  formatMoney,
  formatNumberInput,
  isFarAboveMinimum,
  isPendingStatus,
  parseBidDescription,
  pricePercentage,
  readNumberInput,
  reformatNumberInput,
  textOf,
  type Availability,
  type Task,
} from '@leafbid/domain';
import { bidTextValuesSchema, issueText, type BidEdit } from '@leafbid/domain/schemas';
import { Button, ConfirmModal, ErrorMessage, FieldMessage, Modal } from '@leafbid/shared/ui';
import { useEditBid } from '../../api/edit-bid';
import { useTasks } from '../../api/get-tasks';
import { ORDER_EDIT_POPUP_MESSAGES as M } from '../../../../messages';

/** The fields as typed (text, read per the active locale: issue 35). */
type BidEditInput = z.input<ReturnType<typeof bidTextValuesSchema>>;

/** A field's text as a number, when it reads as one in the active locale. */
const numberOf = (text: string | undefined): number | null => {
  const reading = readNumberInput(text ?? '');
  return reading.ok ? reading.value : null;
};

const QUALITY_TONE = { low: 'warning', medium: 'info', excellent: 'success' } as const;

export interface EditOrderModalProps {
  /** The order request as it was when Edit was pressed. */
  task: Task;
  productName: string;
  onClose: () => void;
}

/**
 * Spec §2 'Edit Order Request' with the §5 edit-bid rules: quantity (grams, ≥ 1) and price per
 * gram (step 0.01, ≥ 0.01), both required, checked on blur; Save only while both are valid and
 * not while saving. The request form's availability (on quantity blur) and price-quality hints
 * apply, from the product's own figures. 'Order updated and sent successfully!', then the popup
 * closes 1.5 s later (§9); failures show the §8 texts. When the bid is no longer pending (the
 * operator approved it; the list reloads on the server's 409) Save stays off and the popup says so.
 */
export function EditOrderModal({ task, productName, onClose }: EditOrderModalProps) {
  const ids = useId();
  const [current] = useState(() => parseBidDescription(task.Description));
  const product = useBidProduct(task.What_Id?.id ?? null);
  const contactId = useProfileStore((s) => s.profile?.id ?? null);
  const live = useTasks(contactId).data?.find((t) => t.id === task.id);
  const { mutateAsync: editBid } = useEditBid();
  // The quantity last checked on blur; the check itself needs the product, which may come later.
  const [checked, setChecked] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<
    { tone: 'success' } | { tone: 'error'; text: string } | null
  >(null);

  // The edit rules and the listing's minimum order (issue 18), once the product has loaded; the
  // resolver reads the current schema, so a product arriving after the popup opened counts.
  const minimum = product?.Min_QTY_Request ?? null;
  const schema = useMemo(() => bidTextValuesSchema(minimum), [minimum]);
  // Issue 35: a price far above the listing's minimum waits for the buyer's word.
  const [confirming, setConfirming] = useState<BidEdit | null>(null);
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<BidEditInput, unknown, BidEdit>({
    resolver: (values, context, options) =>
      formResolver(schemaRef.current)(values, context, options),
    // Messages appear on blur (spec §5); Save follows every keystroke (below).
    mode: 'onBlur',
    defaultValues: {
      quantity: current.quantity === null ? '' : formatNumberInput(current.quantity, 'quantity'),
      pricePerGram:
        current.pricePerGram === null ? '' : formatNumberInput(current.pricePerGram, 'price'),
    },
  });
  const [quantityText, priceText] = useWatch({ control, name: ['quantity', 'pricePerGram'] });
  const checkedValues = schema.safeParse({ quantity: quantityText, pricePerGram: priceText });
  const valid = checkedValues.success;
  const price = numberOf(priceText);
  const quantity = numberOf(quantityText);

  const minPrice = product?.Min_Request_G_Including_5_markup ?? null;
  const quality = price !== null && price > 0 ? bidQuality(pricePercentage(price, minPrice)) : null;
  const total =
    quantity !== null && price !== null && quantity > 0 && price > 0
      ? bidTotal(quantity, price)
      : null;
  const checkStock = (asked: number | null): Availability | null =>
    product && asked !== null
      ? availability(asked, product.Grams_Available_When_submitted, product.Upcoming_QTY_3_Months)
      : null;
  const stock = checkStock(checked);

  const done = result?.tone === 'success';
  const locked = done
    ? null
    : !live
      ? ORDER_EDIT_MESSAGES.notFound
      : !isPendingStatus(live.Status)
        ? ORDER_EDIT_MESSAGES.noLongerChangeable
        : null;
  const canSave = valid && !saving && !done && !locked && stock?.status !== 'insufficient';
  // Issue 35: a disabled Save says why in words (the field's own rule, the minimum order, stock).
  const saveOffReason =
    saving || done || locked
      ? null
      : stock?.status === 'insufficient'
        ? textOf(stock.message)
        : !checkedValues.success
          ? (checkedValues.error.issues.map(issueText)[0] ?? null)
          : null;

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(onClose, EDIT_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done, onClose]);

  const save = async (edit: BidEdit, confirmed = false): Promise<void> => {
    setChecked(edit.quantity);
    if (checkStock(edit.quantity)?.status === 'insufficient') return;
    if (
      !confirmed &&
      isFarAboveMinimum(edit.pricePerGram, minPrice, getRuntimeConfig().highPriceConfirmFactor)
    ) {
      setConfirming(edit);
      return;
    }
    setSaving(true);
    setResult(null);
    try {
      await editBid({ taskId: task.id, edit });
      setResult({ tone: 'success' });
    } catch (error) {
      setResult({ tone: 'error', text: error instanceof Error ? error.message : M.updateFailed });
    } finally {
      setSaving(false);
    }
  };

  /** Issue 35: a value that reads is shown back as the locale writes it ("2,50", "1 000"). */
  const showFormatted = (field: 'quantity' | 'pricePerGram', text: string): void => {
    const formatted = reformatNumberInput(text, field === 'quantity' ? 'quantity' : 'price');
    if (formatted !== text) setValue(field, formatted, { shouldValidate: true });
  };

  const quantityField = register('quantity', {
    // The availability check runs on blur (spec §5); typing again clears the last answer.
    onChange: () => setChecked(null),
    onBlur: (event: { target: HTMLInputElement }) => {
      const text = event.target.value;
      // Stock is checked only for a quantity the rules take (its message shows otherwise).
      const asked = schemaRef.current.shape.quantity.safeParse(text);
      setChecked(asked.success ? asked.data : null);
      showFormatted('quantity', text);
    },
  });
  const priceField = register('pricePerGram', {
    onBlur: (event: { target: HTMLInputElement }) =>
      showFormatted('pricePerGram', event.target.value),
  });

  const errorText = result?.tone === 'error' ? result.text : locked;

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={M.editTitle}
      description={productName}
      size="small"
    >
      <form
        className="or-edit"
        noValidate
        onSubmit={(event) => void handleSubmit((edit) => save(edit))(event)}
      >
        <div className="or-edit__field">
          <label htmlFor={`${ids}-quantity`}>{M.quantityLabel}</label>
          <input
            id={`${ids}-quantity`}
            className="or-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            required
            aria-invalid={Boolean(errors.quantity) || stock?.status === 'insufficient'}
            aria-describedby={`${ids}-quantity-message`}
            {...quantityField}
          />
          <FieldMessage
            id={`${ids}-quantity-message`}
            tone={errors.quantity ? 'error' : (stock?.tone ?? 'info')}
            text={errors.quantity?.message ?? (stock ? textOf(stock.message) : null)}
          />
        </div>
        <div className="or-edit__field">
          <label htmlFor={`${ids}-price`}>{M.priceLabel}</label>
          <input
            id={`${ids}-price`}
            className="or-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            required
            aria-invalid={Boolean(errors.pricePerGram)}
            aria-describedby={
              minPrice ? `${ids}-price-hint ${ids}-price-message` : `${ids}-price-message`
            }
            {...priceField}
          />
          {minPrice ? (
            <p id={`${ids}-price-hint`} className="or-edit__hint">
              {M.minimumPrice(formatMoney(minPrice))}
            </p>
          ) : null}
          <FieldMessage
            id={`${ids}-price-message`}
            tone={errors.pricePerGram ? 'error' : quality ? QUALITY_TONE[quality.level] : 'info'}
            text={errors.pricePerGram?.message ?? (quality ? textOf(quality.message) : null)}
          />
        </div>
        <p id={`${ids}-total`} className="or-edit__hint">
          {total === null ? null : M.total(formatMoney(total))}
        </p>
        {done ? (
          <p role="status" className="or-edit__result">
            {M.updated}
          </p>
        ) : null}
        <ErrorMessage message={errorText} />
        {/* In the form, so Enter in a field saves like the button does. */}
        <div className="or-edit__footer">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {M.cancel}
          </Button>
          <Button
            type="submit"
            disabled={!canSave}
            loading={saving}
            aria-describedby={`${ids}-total ${ids}-save-off`}
          >
            {saving ? M.saving : M.save}
          </Button>
        </div>
        <p id={`${ids}-save-off`} className="or-edit__hint">
          {saveOffReason ? M.saveOff(saveOffReason) : null}
        </p>
      </form>
      <ConfirmModal
        open={confirming !== null}
        title={M.highPriceTitle}
        text={
          confirming
            ? M.highPriceText(
                formatMoney(confirming.pricePerGram),
                getRuntimeConfig().highPriceConfirmFactor,
                formatMoney(minPrice),
                formatMoney(bidTotal(confirming.quantity, confirming.pricePerGram)),
              )
            : ''
        }
        cancelLabel={M.changePrice}
        confirmLabel={M.saveAnyway}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const edit = confirming;
          setConfirming(null);
          if (edit) void save(edit, true);
        }}
      />
    </Modal>
  );
}
