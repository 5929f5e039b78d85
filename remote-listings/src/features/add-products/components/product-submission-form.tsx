import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formResolver } from '@leafbid/domain/forms';
import {
  CANNABIS_TYPES,
  CERTIFICATIONS,
  DOCUMENT_ACCEPT,
  MAX_CERTIFICATES,
  MAX_PHOTOS,
  PRODUCT_CATEGORIES,
  SUBMISSION_MESSAGES as M,
  SUBMIT_PRODUCT_MESSAGES,
  type Product,
} from '@leafbid/domain';
import { Button, ErrorMessage } from '@leafbid/shared/ui';
import {
  EMPTY_FORM,
  submissionFormSchema,
  type SubmissionFormInput,
  type SubmissionFormValues,
} from '../form-schema';
import { useSubmitProduct } from '../hooks/use-submit-product';
import { prepareFiles } from '../lib/prepare-files';
import { wrongProductFileType, type ProductFileKind } from '../../../lib/check-product-files';
import { ChoiceGroup } from './choice-group';
import { FilePicker } from './file-picker';
import { MessageArea } from './message-area';
import { NumberFields, TextFields } from './submission-fields';
import { TerpeneInput } from './terpene-input';
import { UploadProgress } from './upload-progress';
import {
  SUBMISSION_FORM_MESSAGES,
  SUBMISSION_SECTION_MESSAGES,
  PRODUCT_FILES_MESSAGES,
} from '../../../messages';

/** Photos accept images and videos (spec §5); the API takes MP4, WebM and QuickTime videos. */
// Any image the browser decodes: it is re-encoded as a JPEG when chosen (spec §5).
const PHOTO_ACCEPT = 'image/*,video/mp4,video/webm,video/quicktime';
const COVER_ACCEPT = 'image/*';

/** The kind of file each picker holds, as the type check names it. */
const KIND: Record<FileField, ProductFileKind> = {
  cover: 'cover',
  photos: 'photo',
  certificates: 'certificate',
};

type FileField = 'cover' | 'photos' | 'certificates';
/** Each picker's count limit and its alert (read when shown: the language may have changed). */
const LIMITS: Record<Exclude<FileField, 'cover'>, { max: number; alert: () => string }> = {
  photos: { max: MAX_PHOTOS, alert: () => SUBMIT_PRODUCT_MESSAGES.tooManyPhotos },
  certificates: {
    max: MAX_CERTIFICATES,
    alert: () => SUBMIT_PRODUCT_MESSAGES.tooManyCertificates,
  },
};

export interface ProductSubmissionFormProps {
  /** The product was created (the page shows the success message and My Products). */
  onSubmitted(product: Product): void;
}

/**
 * Spec §5 Product submission, the 'Add Products' tab: every field with its rule and required
 * mark (react-hook-form with the shared productSubmissionSchema, the one the API checks), the
 * terpene entry, the cover, photo and certificate pickers with their limits and alerts, images
 * downscaled as they are chosen, upload progress, and a message with a close button on failure.
 */
export function ProductSubmissionForm({ onSubmitted }: ProductSubmissionFormProps) {
  const ids = useId();
  const { sending, progress, failure, clearFailure, submit } = useSubmitProduct();
  /** How many choices are being prepared (images downscaled) at this moment. */
  const [preparing, setPreparing] = useState(0);
  const [alerts, setAlerts] = useState<string[]>([]);
  const form = useForm<SubmissionFormInput, unknown, SubmissionFormValues>({
    resolver: formResolver(submissionFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const {
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const busy = sending || preparing > 0;

  const choose = async (field: FileField, picked: File[]): Promise<void> => {
    // Issue 18: a type the API refuses is named now, before any processing or upload; the rest
    // of the choice goes on.
    const refused = picked.map((file) =>
      wrongProductFileType(file, KIND[field], { convertsImages: true }),
    );
    const chosen = picked.filter((_, i) => refused[i] === null);
    setAlerts(refused.filter((text): text is string => text !== null));
    if (chosen.length === 0) return;
    if (field !== 'cover') {
      const { max, alert } = LIMITS[field];
      if (getValues(field).length + chosen.length > max) {
        setAlerts([alert()]);
        return;
      }
    }
    // Certificates are documents: sent as chosen, never re-encoded.
    if (field === 'certificates') {
      add(field, chosen);
      return;
    }
    // Pickers chosen one after the other prepare at once: the form stays busy (Submit off) until
    // the last one's files are in it, not only the first one's (issue 18).
    setPreparing((count) => count + 1);
    try {
      const prepared = await prepareFiles(chosen.slice(0, field === 'cover' ? 1 : chosen.length));
      setAlerts((current) => [...current, ...prepared.failures]);
      add(field, prepared.files);
    } finally {
      setPreparing((count) => count - 1);
    }
  };

  const add = (field: FileField, files: File[]): void => {
    if (files.length === 0) return;
    const options = { shouldValidate: isSubmitted, shouldDirty: true };
    if (field === 'cover') setValue('cover', files[0] ?? null, options);
    else setValue(field, [...getValues(field), ...files], options);
  };

  const remove = (field: Exclude<FileField, 'cover'>, index: number): void =>
    setValue(
      field,
      getValues(field).filter((_, i) => i !== index),
      { shouldValidate: isSubmitted, shouldDirty: true },
    );

  const send = async (values: SubmissionFormValues): Promise<void> => {
    const { cover, photos, certificates, ...submission } = values;
    if (!cover) return;
    const created = await submit(submission, { cover, photos, certificates });
    if (created) {
      reset(EMPTY_FORM);
      setAlerts([]);
      onSubmitted(created);
    }
  };

  return (
    <form
      className="ls-submit"
      noValidate
      aria-labelledby={`${ids}-heading`}
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      <div className="ls-submit__intro">
        <h2 id={`${ids}-heading`} className="ls-submit__heading">
          {SUBMISSION_FORM_MESSAGES.heading}
        </h2>
        <p className="ls-hint">{SUBMISSION_FORM_MESSAGES.intro}</p>
      </div>

      <section className="ls-section" aria-labelledby={`${ids}-product`}>
        <h3 id={`${ids}-product`} className="ls-section__title">
          {SUBMISSION_SECTION_MESSAGES.product}
        </h3>
        <TextFields form={form} />
      </section>

      <section className="ls-section" aria-labelledby={`${ids}-classification`}>
        <h3 id={`${ids}-classification`} className="ls-section__title">
          {SUBMISSION_SECTION_MESSAGES.classification}
        </h3>
        <Controller
          control={control}
          name="Product_Category"
          render={({ field, fieldState }) => (
            <ChoiceGroup
              legend={M.labels.Product_Category}
              options={PRODUCT_CATEGORIES}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message ?? firstNested(errors.Product_Category)}
              required
              columns={2}
            />
          )}
        />
        <div className="ls-grid-2">
          <Controller
            control={control}
            name="Categories"
            render={({ field, fieldState }) => (
              <ChoiceGroup
                legend={M.labels.Categories}
                options={CANNABIS_TYPES}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                required
              />
            )}
          />
          <Controller
            control={control}
            name="Certification"
            render={({ field, fieldState }) => (
              <ChoiceGroup
                legend={M.labels.Certification}
                options={CERTIFICATIONS}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                required
                columns={4}
              />
            )}
          />
        </div>
      </section>

      <section className="ls-section" aria-labelledby={`${ids}-terpenes`}>
        <h3 id={`${ids}-terpenes`} className="ls-section__title">
          {SUBMISSION_SECTION_MESSAGES.terpenes}
        </h3>
        <Controller
          control={control}
          name="Highest_Terpenes"
          render={({ field, fieldState }) => (
            <TerpeneInput
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message ?? firstNested(errors.Highest_Terpenes)}
              required
            />
          )}
        />
        <NumberFields
          form={form}
          names={['Total_Terpenes_Percentage', 'THC_Min', 'THC_Max', 'CBD_Min', 'CBD_Max']}
        />
      </section>

      <section className="ls-section" aria-labelledby={`${ids}-quantities`}>
        <h3 id={`${ids}-quantities`} className="ls-section__title">
          {SUBMISSION_SECTION_MESSAGES.quantities}
        </h3>
        <NumberFields
          form={form}
          names={[
            'Min_QTY_Request',
            'Min_Request_G_Including_5_markup',
            'Grams_Available_When_submitted',
            'Upcoming_QTY_3_Months',
          ]}
          columns={2}
        />
      </section>

      <section className="ls-section" aria-labelledby={`${ids}-files`}>
        <h3 id={`${ids}-files`} className="ls-section__title">
          {SUBMISSION_SECTION_MESSAGES.files}
        </h3>
        {alerts.map((text) => (
          <ErrorMessage
            key={text}
            message={text}
            onDismiss={() => setAlerts((a) => a.filter((t) => t !== text))}
          />
        ))}
        <div className="ls-pickers">
          <Controller
            control={control}
            name="cover"
            render={({ field, fieldState }) => (
              <FilePicker
                label={M.labels.cover}
                chooseLabel={SUBMISSION_FORM_MESSAGES.chooseCover}
                hint={SUBMISSION_FORM_MESSAGES.coverHint}
                accept={COVER_ACCEPT}
                required
                files={field.value ? [field.value] : []}
                onChoose={(files) => void choose('cover', files)}
                onRemove={() => setValue('cover', null, { shouldValidate: isSubmitted })}
                error={fieldState.error?.message}
                disabled={busy}
              />
            )}
          />
          <Controller
            control={control}
            name="photos"
            render={({ field, fieldState }) => (
              <FilePicker
                label={M.labels.photo}
                chooseLabel={PRODUCT_FILES_MESSAGES.addPhotos}
                hint={SUBMISSION_FORM_MESSAGES.photoHint}
                accept={PHOTO_ACCEPT}
                multiple
                required
                files={field.value ?? []}
                onChoose={(files) => void choose('photos', files)}
                onRemove={(index) => remove('photos', index)}
                error={fieldState.error?.message}
                disabled={busy}
              />
            )}
          />
          <Controller
            control={control}
            name="certificates"
            render={({ field, fieldState }) => (
              <FilePicker
                label={M.labels.certificate}
                chooseLabel={PRODUCT_FILES_MESSAGES.addCertificates}
                hint={SUBMISSION_FORM_MESSAGES.certificateHint}
                accept={DOCUMENT_ACCEPT}
                multiple
                required
                files={field.value ?? []}
                onChoose={(files) => void choose('certificates', files)}
                onRemove={(index) => remove('certificates', index)}
                error={fieldState.error?.message}
                disabled={busy}
              />
            )}
          />
        </div>
        {preparing > 0 ? (
          <p className="ls-hint" role="status">
            {SUBMISSION_FORM_MESSAGES.preparing}
          </p>
        ) : null}
      </section>

      {progress !== null ? <UploadProgress sent={progress} /> : null}
      {failure ? (
        <MessageArea tone="error" onClose={clearFailure}>
          <p>{failure.message}</p>
          {failure.reason ? <p className="ls-message__reason">{failure.reason}</p> : null}
        </MessageArea>
      ) : null}
      <div className="ls-submit__actions">
        <Button type="submit" loading={sending} disabled={busy}>
          {sending ? SUBMISSION_FORM_MESSAGES.submitting : SUBMISSION_FORM_MESSAGES.submit}
        </Button>
      </div>
    </form>
  );
}

/** The first message of an array field's per-item errors (e.g. Product_Category.0). */
function firstNested(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const item of Object.values(error as Record<string, unknown>)) {
    const message = (item as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}
