// 'Add Products' (spec §4, §5, §7 POST /products): the fields and the files in one multipart
// request, sent through the kernel's upload core (progress, 401 retry, typed errors).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, bus, requireField } from '@leafbid/shared';
import { type Product } from '@leafbid/domain';
import { SUBMISSION_PARTS, type ProductSubmissionInput } from '@leafbid/domain/schemas';
import { putMyProduct, refetchMyProducts, removeMyProduct } from '../../../lib/my-products-query';
import { submissionPreview } from './submission-preview';
import { LISTINGS_API_FALLBACK } from '../../../messages';

/** The files of a submission (spec §5): one cover image, 1–4 photos or videos, 1–2 certificates. */
export interface SubmissionFiles {
  cover: Blob & { name?: string };
  photos: ReadonlyArray<Blob & { name?: string }>;
  certificates: ReadonlyArray<Blob & { name?: string }>;
}

/** A FormData of a submission: the `product` part (JSON) first, then the files (docs/api.md). */
export function submissionFormData(
  submission: ProductSubmissionInput,
  files: SubmissionFiles,
): FormData {
  const form = new FormData();
  const append = (field: string, file: Blob & { name?: string }, fallbackName: string) =>
    form.append(field, file, file.name || fallbackName);
  form.append(SUBMISSION_PARTS.product, JSON.stringify(submission));
  append(SUBMISSION_PARTS.cover, files.cover, 'cover.jpg');
  files.photos.forEach((f, i) => append(SUBMISSION_PARTS.photo, f, `photo-${i + 1}`));
  files.certificates.forEach((f, i) =>
    append(SUBMISSION_PARTS.certificate, f, `certificate-${i + 1}`),
  );
  return form;
}

/**
 * POST /products (multipart: the fields and the files in one request, all or nothing) → the
 * created product, inactive and not pending. `onProgress` gets the share of the body sent.
 */
export async function submitProduct(
  submission: ProductSubmissionInput,
  files: SubmissionFiles,
  onProgress?: (sent: number) => void,
): Promise<Product> {
  const body = await apiUpload('/products', {
    formData: submissionFormData(submission, files),
    fallback: LISTINGS_API_FALLBACK.createProduct,
    ...(onProgress ? { onProgress } : {}),
  });
  const data = requireField<unknown>(body, 'data');
  const product = Array.isArray(data) ? (data[0] as Product | undefined) : undefined;
  return product ?? requireField<Product>({}, 'data');
}

export interface SubmitProductVariables {
  submission: ProductSubmissionInput;
  files: SubmissionFiles;
  onProgress?: (sent: number) => void;
}

/**
 * A preview of the submission (temp_ id, inactive, not pending) goes to the front of My Products
 * at once; the server's product replaces it, `product:submitted` is emitted and the list is
 * refetched. On failure the preview is removed.
 */
export function useSubmitProductMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ submission, files, onProgress }: SubmitProductVariables) =>
      submitProduct(submission, files, onProgress),
    onMutate: ({ submission }: SubmitProductVariables) => {
      const preview = submissionPreview(submission);
      putMyProduct(client, preview);
      return { previewId: preview.id };
    },
    onSuccess: (created: Product, _variables, applied: { previewId: string } | undefined) => {
      if (applied) removeMyProduct(client, applied.previewId);
      putMyProduct(client, created);
      void refetchMyProducts(client);
      bus.emit('product:submitted', { product: created });
    },
    onError: (_error, _variables, applied: { previewId: string } | undefined) => {
      if (applied) removeMyProduct(client, applied.previewId);
    },
  });
}
