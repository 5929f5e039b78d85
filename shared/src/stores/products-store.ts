import { create } from 'zustand';
import {
  archiveProduct,
  cancelPublishRequest,
  deleteProduct,
  fetchProduct,
  fetchProducts,
  requestPublish,
  submitProduct,
  updateProduct,
  type SubmissionFiles,
} from '../api/products';
import { bus } from '../bus/bus';
import {
  API_FALLBACK,
  PRODUCTS_TTL_MS,
  PRODUCT_MESSAGES,
  SUBMIT_PRODUCT_MESSAGES,
  listingTransition,
  type ListingAction,
  type Product,
} from '@leafbid/domain';
import type { ProductSubmissionInput, ProductUpdateBody } from '@leafbid/domain/schemas';
import { errorMessage } from './error-message';
import { submissionPreview, TEMP_PRODUCT_PREFIX } from './submission-preview';

export interface ProductsState {
  products: Product[];
  loading: boolean;
  error: string | null;
  /** Date.now() of the last successful fetch; fresh for PRODUCTS_TTL_MS (spec §9). */
  fetchedAt: number | null;
  /** GET /products?owner=me (the caller's own products, whole: My Listings); served from memory while fresh unless forced. Never throws (see `error`). The marketplace pages the catalogue itself. */
  fetchProducts(options?: { force?: boolean }): Promise<Product[]>;
  /** The product from memory, else GET /products/{id} (forced: always). Null on failure (see `error`). */
  getProduct(id: string, options?: { force?: boolean }): Promise<Product | null>;
  /** Local change: replace the product with the same id, or add it (to the front, spec §4). */
  upsertProduct(product: Product): void;
  /** Local change: drop a product. */
  removeProduct(id: string): void;
  /**
   * 'Add Products' (spec §4, §5): a temp_ product (inactive, not pending) goes to the front at
   * once; POST /products sends the fields and files in one request; the server's product replaces
   * it, `product:submitted` is emitted and the list is refetched. On failure the temp product is
   * removed, `error` set and the error rethrown.
   */
  submitProduct(
    submission: ProductSubmissionInput,
    files: SubmissionFiles,
    options?: { onProgress?: (sent: number) => void },
  ): Promise<Product>;
  /**
   * The product edit popup's 'Save Changes' (PUT /products/{id}): applied locally first, rolled
   * back on failure (rethrown), then refetched (spec §4); `product:updated` on success.
   */
  saveProductEdits(id: string, patch: ProductUpdateBody): Promise<Product>;
  /** The status toggle (spec §4): archive, request publish or cancel request; same rules. */
  changeListingStatus(id: string, action: ListingAction): Promise<Product>;
  /**
   * 'Delete Listing': DELETE /products/{id}, then the product leaves the list, `product:deleted`,
   * refetch. Not optimistic: the popup and its confirmation stay on the product until the server
   * answers, so a failure can say so there. On failure `error` is set and the error rethrown.
   */
  deleteProduct(id: string): Promise<void>;
  clearError(): void;
}

const initial = {
  products: [],
  loading: false,
  error: null,
  fetchedAt: null,
} satisfies Partial<ProductsState>;

let generation = 0;
let inFlight: Promise<Product[]> | null = null;

const STATUS_CALLS: Record<ListingAction, (id: string) => Promise<Product>> = {
  archive: archiveProduct,
  'request-publish': requestPublish,
  'cancel-request': cancelPublishRequest,
};

export const useProductsStore = create<ProductsState>()((set, get) => {
  const replace = (id: string, product: Product): void =>
    set({ products: get().products.map((p) => (p.id === id ? product : p)) });
  /** The refetch after a change; a failed change sets its `error` after this starts. */
  const refetch = (): void => void get().fetchProducts({ force: true });

  /**
   * Spec §4: a change is applied locally first, rolled back when the call fails, then the data is
   * refetched. `product:updated` tells the marketplace and dashboard of every tab.
   */
  const optimisticChange = async (
    id: string,
    local: Partial<Product>,
    call: () => Promise<Product>,
    fallback: string,
  ): Promise<Product> => {
    const started = generation;
    const before = get().products.find((p) => p.id === id);
    if (before) replace(id, { ...before, ...local });
    try {
      const saved = await call();
      if (started === generation) {
        replace(id, saved);
        refetch();
      }
      bus.emit('product:updated', { product: saved });
      return saved;
    } catch (error) {
      if (started === generation) {
        if (before) replace(id, before);
        refetch();
        set({ error: errorMessage(error, fallback) });
      }
      throw error;
    }
  };

  return {
    ...initial,

    fetchProducts: async ({ force = false } = {}) => {
      const { products, fetchedAt } = get();
      if (!force && fetchedAt !== null && Date.now() - fetchedAt < PRODUCTS_TTL_MS) return products;
      if (inFlight && !force) return inFlight;
      // A forced refetch (after a change) must not be answered by a list read before the change.
      if (inFlight) await inFlight;
      const started = generation;
      // `error` stays until cleared (clearError): a refetch after a failed change keeps its message.
      set({ loading: true });
      const request: Promise<Product[]> = (async () => {
        try {
          const fresh = await fetchProducts();
          if (started !== generation) return [];
          // Submissions still on their way (temp_) stay at the front.
          const sending = get().products.filter((p) => p.id.startsWith(TEMP_PRODUCT_PREFIX));
          set({ products: [...sending, ...fresh], fetchedAt: Date.now(), loading: false });
          return fresh;
        } catch (error) {
          if (started !== generation) return [];
          set({ loading: false, error: errorMessage(error, API_FALLBACK.fetchProducts) });
          return get().products;
        }
      })();
      inFlight = request;
      void request.finally(() => {
        if (inFlight === request) inFlight = null;
      });
      return request;
    },

    getProduct: async (id, { force = false } = {}) => {
      const cached = get().products.find((p) => p.id === id);
      if (cached && !force) return cached;
      const started = generation;
      try {
        const product = await fetchProduct(id);
        if (started === generation && get().products.some((p) => p.id === id)) replace(id, product);
        return product;
      } catch (error) {
        if (started === generation) set({ error: errorMessage(error, API_FALLBACK.fetchProduct) });
        return null;
      }
    },

    upsertProduct: (product) => {
      const { products } = get();
      set({
        products: products.some((p) => p.id === product.id)
          ? products.map((p) => (p.id === product.id ? product : p))
          : [product, ...products],
      });
    },

    removeProduct: (id) => set({ products: get().products.filter((p) => p.id !== id) }),

    submitProduct: async (submission, files, { onProgress } = {}) => {
      const started = generation;
      const temp = submissionPreview(submission);
      set({ products: [temp, ...get().products], error: null });
      try {
        const created = await submitProduct(submission, files, onProgress);
        if (started === generation) {
          set({ products: [created, ...get().products.filter((p) => p.id !== temp.id)] });
          refetch();
        }
        bus.emit('product:submitted', { product: created });
        return created;
      } catch (error) {
        if (started === generation) {
          set({
            products: get().products.filter((p) => p.id !== temp.id),
            error: errorMessage(error, SUBMIT_PRODUCT_MESSAGES.fallback),
          });
        }
        throw error;
      }
    },

    saveProductEdits: (id, patch) =>
      optimisticChange(
        id,
        patch as Partial<Product>,
        () => updateProduct(id, patch),
        PRODUCT_MESSAGES.saveFailed,
      ),

    changeListingStatus: (id, action) =>
      optimisticChange(
        id,
        listingTransition(action),
        () => STATUS_CALLS[action](id),
        PRODUCT_MESSAGES.statusFailed,
      ),

    deleteProduct: async (id) => {
      const started = generation;
      try {
        await deleteProduct(id);
        if (started === generation) {
          set({ products: get().products.filter((p) => p.id !== id) });
          refetch();
        }
        bus.emit('product:deleted', { productId: id });
      } catch (error) {
        if (started === generation) {
          refetch();
          set({ error: errorMessage(error, PRODUCT_MESSAGES.deleteFailed) });
        }
        throw error;
      }
    },

    clearError: () => set({ error: null }),
  };
});

/**
 * Live updates (issue 11): a product that changed elsewhere (a listing the operator published or
 * declined) replaces its copy here; after a gap in the stream the loaded list is fetched again.
 */
bus.on('product:updated', ({ product }) => {
  const { products } = useProductsStore.getState();
  const current = products.find((p) => p.id === product.id);
  if (current && current !== product) {
    useProductsStore.setState({
      products: products.map((p) => (p.id === product.id ? { ...p, ...product } : p)),
    });
  }
});
/**
 * The operator reviewed one of the seller's listings: the owner's copy (with Contact_Name and
 * Review_Note) goes into the loaded list — added when this list does not hold it yet — so My
 * Products shows the new status and the decline note without a reload.
 */
bus.on('listing:reviewed', ({ product }) => {
  const { fetchedAt, products } = useProductsStore.getState();
  if (fetchedAt === null) return;
  useProductsStore.setState({
    products: products.some((p) => p.id === product.id)
      ? products.map((p) => (p.id === product.id ? { ...p, ...product } : p))
      : [product, ...products],
  });
});
/**
 * A product was published (as buyers see it: no owner fields): a loaded list gains it at the
 * front, or its copy turns active. Fields the event leaves out (the owner's Contact_Name and
 * Review_Note) stay as they were, so the seller's own listing stays in My Products.
 */
bus.on('product:published', ({ product }) => {
  const { fetchedAt, products } = useProductsStore.getState();
  if (fetchedAt === null) return;
  useProductsStore.setState({
    products: products.some((p) => p.id === product.id)
      ? products.map((p) => (p.id === product.id ? { ...p, ...product } : p))
      : [product, ...products],
  });
});
bus.on('live:resynced', () => {
  const { fetchedAt, fetchProducts } = useProductsStore.getState();
  if (fetchedAt !== null) void fetchProducts({ force: true });
});

export function resetProductsStore(): void {
  generation += 1;
  inFlight = null;
  useProductsStore.setState(initial);
}
