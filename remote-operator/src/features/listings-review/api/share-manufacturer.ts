// Issue 41: PUT /products/{id} {Manufacturer_Shared} (an Admin's alone): the operator decides
// whether buyers read the listing's manufacturer, which often names the seller. The queue's copy
// follows the answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import type { Product } from '@leafbid/domain';
import { enc } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';
import { updateInQueue } from './review-queue-cache';

export async function shareManufacturer({
  productId,
  shared,
}: {
  productId: string;
  shared: boolean;
}): Promise<Product> {
  const body = await apiRequest(`/products/${enc(productId)}`, {
    method: 'PUT',
    body: { Manufacturer_Shared: shared },
    fallback: OPERATOR_MESSAGES.manufacturerShareFailed,
  });
  return requireField<Product>(body, 'product');
}

export function useShareManufacturer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shareManufacturer,
    onSuccess: (product, { productId }) =>
      updateInQueue(client, productId, (listing) => ({
        ...listing,
        product: { ...listing.product, Manufacturer_Shared: product.Manufacturer_Shared ?? false },
      })),
  });
}
