// Spec §4: "Profile and product edits are applied locally first and rolled back when the call
// fails, then the data is refetched." The mutation options an edit and a status change share.
import type { QueryClient } from '@tanstack/react-query';
import { bus } from '@leafbid/shared';
import type { Product } from '@leafbid/domain';
import {
  findMyProduct,
  myProductsQueryKey,
  refetchMyProducts,
  replaceMyProduct,
} from '../../../lib/my-products-query';

/** What a change does to the listed product before the server answers. */
export interface LocalChange {
  id: string;
  local: Partial<Product>;
}

interface Applied {
  id: string;
  /** The product as listed before the change; undefined when the list does not hold it. */
  before: Product | undefined;
}

export function optimisticListingChange<Variables>(
  client: QueryClient,
  describe: (variables: Variables) => LocalChange,
) {
  return {
    onMutate: async (variables: Variables): Promise<Applied> => {
      const { id, local } = describe(variables);
      // A list read before the change must not land over it (the refetch below reads it again).
      await client.cancelQueries({ queryKey: myProductsQueryKey });
      const before = findMyProduct(client, id);
      if (before) replaceMyProduct(client, id, { ...before, ...local });
      return { id, before };
    },
    onSuccess: (saved: Product, _variables: Variables, applied: Applied | undefined) => {
      if (applied) replaceMyProduct(client, applied.id, saved);
      // The marketplace and the dashboard of every tab follow.
      bus.emit('product:updated', { product: saved });
    },
    onError: (_error: unknown, _variables: Variables, applied: Applied | undefined) => {
      if (applied?.before) replaceMyProduct(client, applied.id, applied.before);
    },
    // Not awaited: the change is done when the server has answered; the list follows.
    onSettled: () => void refetchMyProducts(client),
  };
}
