// The product edit popup's 'Save Changes' (spec §2, §4, §7 PUT /products/{id}).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import { type Product } from '@leafbid/domain';
import type { ProductUpdateBody } from '@leafbid/domain/schemas';
import { optimisticListingChange } from './listing-change';
import { LISTINGS_API_FALLBACK } from '../../../messages';

export const productPath = (id: string, action = ''): string =>
  `/products/${encodeURIComponent(id)}${action}`;

/** PUT /products/{id} with the edit popup's fields, or {Request_pending:false} (spec §7). */
export async function updateProduct(id: string, patch: ProductUpdateBody): Promise<Product> {
  const body = await apiRequest(productPath(id), {
    method: 'PUT',
    body: patch,
    fallback: LISTINGS_API_FALLBACK.updateProduct,
  });
  return requireField<Product>(body, 'product');
}

export interface UpdateProductVariables {
  id: string;
  patch: ProductUpdateBody;
}

/** Applied to the list at once, rolled back on failure, then refetched; `product:updated`. */
export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: UpdateProductVariables) => updateProduct(id, patch),
    ...optimisticListingChange(client, ({ id, patch }: UpdateProductVariables) => ({
      id,
      local: patch as Partial<Product>,
    })),
  });
}
