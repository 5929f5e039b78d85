// PUT /operator/listings/{id}/certificates/{fileId} {shared_with_buyers} (issue 18): the operator
// clears a certificate for buyers, or withdraws it. The queue's copy follows the answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import type { OperatorFile } from '@leafbid/domain';
import { enc } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';
import { updateInQueue } from './review-queue-cache';

export interface ShareCertificateInput {
  productId: string;
  fileId: string;
  shared: boolean;
}

export async function shareCertificate({
  productId,
  fileId,
  shared,
}: ShareCertificateInput): Promise<OperatorFile> {
  const body = await apiRequest(
    `/operator/listings/${enc(productId)}/certificates/${enc(fileId)}`,
    {
      method: 'PUT',
      body: { shared_with_buyers: shared },
      fallback: OPERATOR_MESSAGES.shareFailed,
    },
  );
  return requireField<OperatorFile>(body, 'file');
}

export function useShareCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shareCertificate,
    onSuccess: (file, { productId }) =>
      updateInQueue(client, productId, (listing) => ({
        ...listing,
        files: listing.files.map((f) => (f.id === file.id ? { ...f, ...file } : f)),
      })),
  });
}
