// 'Delete Listing' (spec §4, §7 DELETE /products/{id}).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, bus } from '@leafbid/shared';
import { refetchMyProducts, removeMyProduct } from '../../../lib/my-products-query';
import { productPath } from './update-product';
import { LISTINGS_API_FALLBACK } from '../../../messages';

/** DELETE /products/{id} (its files go with it). */
export async function deleteProduct(id: string): Promise<void> {
  await apiRequest(productPath(id), {
    method: 'DELETE',
    fallback: LISTINGS_API_FALLBACK.deleteProduct,
  });
}

/**
 * Not optimistic: the popup and its confirmation stay on the product until the server answers,
 * so a failure can say so there. Then the product leaves the list, `product:deleted`, refetch.
 */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteProduct(id),
    onSuccess: (_answer: void, id: string) => {
      removeMyProduct(client, id);
      bus.emit('product:deleted', { productId: id });
    },
    // Not awaited: the change is done when the server has answered; the list follows.
    onSettled: () => void refetchMyProducts(client),
  });
}
