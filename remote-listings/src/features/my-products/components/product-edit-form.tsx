import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  EDIT_CLOSE_MS,
  PRICE_STEP,
  PRODUCT_MESSAGES,
  dateInputValue,
  type Product,
} from '@leafbid/domain';
import { productUpdateBodySchema } from '@leafbid/domain/schemas';
import { Button, FieldMessage } from '@leafbid/shared/ui';
import { PRODUCT_EDIT_MESSAGES } from '../../../app/messages';
import { useUpdateProduct } from '../api/update-product';
import { useAutoClose } from '../hooks/use-auto-close';

const rules = productUpdateBodySchema.shape;

/**
 * The popup's three fields as typed (strings), turned into PUT /products/{id}'s body and checked
 * by the shared rules: an empty date or text clears it (null).
 */
const editSchema = z.object({
  Harvest_Date: z
    .string()
    .transform((v) => v || null)
    .pipe(rules.Harvest_Date.unwrap()),
  Highest_Terpenes: z
    .string()
    .transform((v) => v.trim() || null)
    .pipe(rules.Highest_Terpenes.unwrap()),
  Min_Request_G_Including_5_markup: z
    .string()
    .transform((v) => (v.trim() === '' ? null : Number(v)))
    .pipe(rules.Min_Request_G_Including_5_markup.unwrap()),
});
type EditInput = z.input<typeof editSchema>;
type EditBody = z.output<typeof editSchema>;

const valuesOf = (product: Product): EditInput => ({
  Harvest_Date: dateInputValue(product.Harvest_Date),
  Highest_Terpenes: product.Highest_Terpenes ?? '',
  Min_Request_G_Including_5_markup:
    product.Min_Request_G_Including_5_markup == null
      ? ''
      : String(product.Min_Request_G_Including_5_markup),
});

export interface ProductEditFormProps {
  product: Product;
  /** Closes the popup (EDIT_CLOSE_MS after a successful save, spec §2). */
  onClose(): void;
}

type Result = { tone: 'success' | 'error'; text: string } | null;

/**
 * Spec §2 Product edit popup: Harvest date (date), Terpenes (text), Min. Request Price ($/g, step
 * 0.01) and 'Save Changes' ('Saving...'); 'Changes saved successfully.' then the popup closes after
 * 1.5 s, or 'Failed to save changes.'. The mutation applies the edit at once and rolls it back on failure.
 */
export function ProductEditForm({ product, onClose }: ProductEditFormProps) {
  const ids = useId();
  const { mutateAsync: saveProductEdits } = useUpdateProduct();
  const [result, setResult] = useState<Result>(null);
  const { schedule } = useAutoClose(onClose, EDIT_CLOSE_MS);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EditInput, unknown, EditBody>({
    resolver: zodResolver(editSchema),
    defaultValues: valuesOf(product),
  });

  const save = async (body: EditBody): Promise<void> => {
    setResult(null);
    try {
      await saveProductEdits({ id: product.id, patch: body });
      setResult({ tone: 'success', text: PRODUCT_MESSAGES.saved });
      schedule();
    } catch {
      setResult({ tone: 'error', text: PRODUCT_MESSAGES.saveFailed });
    }
  };

  const field = (name: keyof EditInput) => ({
    id: `${ids}-${name}`,
    messageId: `${ids}-${name}-message`,
    error: errors[name]?.message,
  });
  const harvest = field('Harvest_Date');
  const terpenes = field('Highest_Terpenes');
  const price = field('Min_Request_G_Including_5_markup');

  return (
    <form
      className="ls-edit-form"
      noValidate
      aria-label={PRODUCT_MESSAGES.saveChanges}
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <div className="ls-field">
        <label htmlFor={harvest.id}>{PRODUCT_EDIT_MESSAGES.harvestDate}</label>
        <input
          id={harvest.id}
          className="ls-input"
          type="date"
          aria-invalid={Boolean(harvest.error)}
          aria-describedby={harvest.messageId}
          {...register('Harvest_Date')}
        />
        <FieldMessage id={harvest.messageId} tone="error" text={harvest.error} />
      </div>
      <div className="ls-field">
        <label htmlFor={terpenes.id}>{PRODUCT_EDIT_MESSAGES.terpenes}</label>
        <input
          id={terpenes.id}
          className="ls-input"
          type="text"
          aria-invalid={Boolean(terpenes.error)}
          aria-describedby={terpenes.messageId}
          {...register('Highest_Terpenes')}
        />
        <FieldMessage id={terpenes.messageId} tone="error" text={terpenes.error} />
      </div>
      <div className="ls-field">
        <label htmlFor={price.id}>{PRODUCT_EDIT_MESSAGES.minRequestPrice}</label>
        <input
          id={price.id}
          className="ls-input"
          type="number"
          inputMode="decimal"
          min={PRICE_STEP}
          step={PRICE_STEP}
          aria-invalid={Boolean(price.error)}
          aria-describedby={price.messageId}
          {...register('Min_Request_G_Including_5_markup')}
        />
        <FieldMessage id={price.messageId} tone="error" text={price.error} />
      </div>
      {result ? (
        <p
          className={`ls-result ls-result--${result.tone}`}
          role={result.tone === 'error' ? 'alert' : 'status'}
        >
          {result.text}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting} disabled={result?.tone === 'success'}>
        {isSubmitting ? PRODUCT_MESSAGES.saving : PRODUCT_MESSAGES.saveChanges}
      </Button>
    </form>
  );
}
