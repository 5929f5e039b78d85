// POST /operator/listings/{id}/publish → the published product (spec §4 "Publishing").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import type { Product } from '@leafbid/domain';
import { enc } from '../../../lib/operator-api';
import { removeFromQueue } from './review-queue-cache';
import { OPERATOR_MESSAGES } from '../../../messages';

export async function publishListing(productId: string): Promise<Product> {
  const body = await apiRequest(`/operator/listings/${enc(productId)}/publish`, {
    method: 'POST',
    fallback: OPERATOR_MESSAGES.publishFailed,
  });
  return requireField<Product>(body, 'product');
}

export function usePublishListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishListing,
    onSuccess: (_product, productId) => removeFromQueue(client, productId),
  });
}
