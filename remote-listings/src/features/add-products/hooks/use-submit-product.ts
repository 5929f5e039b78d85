import { useCallback, useState } from 'react';
import { isApiError, type ApiError } from '@leafbid/shared';
import { SUBMISSION_MESSAGES, type Product } from '@leafbid/domain';
import type { ProductSubmissionInput } from '@leafbid/domain/schemas';
import { useSubmitProductMutation, type SubmissionFiles } from '../api/submit-product';
import { SUBMISSION_FORM_MESSAGES } from '../../../messages';

export interface SubmitProductState {
  sending: boolean;
  /** Share of the request sent (0–1) while sending, else null. */
  progress: number | null;
  /**
   * The failure to show: the spec §8 fallback, with the API's own reason when it gave one, the
   * field named as the form labels it (issue 18: 'Photos or videos: File is larger than 10 MB',
   * not 'photo: File is larger than 10 MB').
   */
  failure: { message: string; reason: string | null } | null;
  clearFailure(): void;
  /** Resolves with the created product, or null when the submission failed (see `failure`). */
  submit(submission: ProductSubmissionInput, files: SubmissionFiles): Promise<Product | null>;
}

/** Sends a submission (optimistic card in My Products, upload with progress, refetch). */
export function useSubmitProduct(): SubmitProductState {
  const { mutateAsync } = useSubmitProductMutation();
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<SubmitProductState['failure']>(null);

  const submit = useCallback(
    async (submission: ProductSubmissionInput, files: SubmissionFiles) => {
      setSending(true);
      setFailure(null);
      setProgress(0);
      try {
        return await mutateAsync({ submission, files, onProgress: setProgress });
      } catch (error) {
        setFailure({
          message: SUBMISSION_FORM_MESSAGES.submitFailed,
          reason: isApiError(error) && error.fromServer ? reasonOf(error) : null,
        });
        return null;
      } finally {
        setSending(false);
        setProgress(null);
      }
    },
    [mutateAsync],
  );

  return { sending, progress, failure, clearFailure: () => setFailure(null), submit };
}

/** The API's reason with its field named as the form labels it (read when shown). */
function reasonOf(error: ApiError): string {
  const labels: Readonly<Record<string, string>> = SUBMISSION_MESSAGES.labels;
  const label = error.field && Object.hasOwn(labels, error.field) ? labels[error.field] : null;
  return label ? SUBMISSION_FORM_MESSAGES.fieldReason(label, error.reason) : error.message;
}
