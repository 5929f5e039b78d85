// POST /operator/listings/{id}/decline {note} → the declined product (its Review_Note set).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import type { Product } from '@leafbid/domain';
import { enc } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';
import { removeFromQueue } from './review-queue-cache';

export async function declineListing(productId: string, note: string): Promise<Product> {
  const body = await apiRequest(`/operator/listings/${enc(productId)}/decline`, {
    method: 'POST',
    body: { note },
    fallback: OPERATOR_MESSAGES.declineFailed,
  });
  return requireField<Product>(body, 'product');
}

export function useDeclineListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, note }: { productId: string; note: string }) =>
      declineListing(productId, note),
    onSuccess: (_product, { productId }) => removeFromQueue(client, productId),
  });
}
