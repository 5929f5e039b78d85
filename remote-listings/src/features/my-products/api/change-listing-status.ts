// The popup's status toggle (spec §4 Product listing): 'Archive Product', 'Request Publish' and
// 'Cancel Request' (spec §7 PUT …/archive, POST …/request-publish, PUT {Request_pending:false}).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import { listingTransition, type ListingAction, type Product } from '@leafbid/domain';
import { optimisticListingChange } from './listing-change';
import { productPath, updateProduct } from './update-product';
import { LISTINGS_API_FALLBACK } from '../../../messages';

/** PUT /products/{id}/archive → inactive, pending cleared. */
export async function archiveProduct(id: string): Promise<Product> {
  const body = await apiRequest(productPath(id, '/archive'), {
    method: 'PUT',
    fallback: LISTINGS_API_FALLBACK.archiveProduct,
  });
  return requireField<Product>(body, 'product');
}

/** POST /products/{id}/request-publish → pending set. */
export async function requestPublish(id: string): Promise<Product> {
  const body = await apiRequest(productPath(id, '/request-publish'), {
    method: 'POST',
    fallback: LISTINGS_API_FALLBACK.requestPublish,
  });
  return requireField<Product>(body, 'product');
}

/** 'Cancel Request': PUT /products/{id} {Request_pending:false} (spec §7). */
export function cancelPublishRequest(id: string): Promise<Product> {
  return updateProduct(id, { Request_pending: false });
}

const STATUS_CALLS: Record<ListingAction, (id: string) => Promise<Product>> = {
  archive: archiveProduct,
  'request-publish': requestPublish,
  'cancel-request': cancelPublishRequest,
};

export interface ChangeListingStatusVariables {
  id: string;
  action: ListingAction;
}

/** The new status shows at once, rolled back on failure, then refetched; `product:updated`. */
export function useChangeListingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: ChangeListingStatusVariables) => STATUS_CALLS[action](id),
    ...optimisticListingChange(client, ({ id, action }: ChangeListingStatusVariables) => ({
      id,
      local: listingTransition(action),
    })),
  });
}
