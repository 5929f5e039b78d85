import { create } from 'zustand';
import { fetchProduct, fetchProducts } from '../api/products';
import { API_FALLBACK, PRODUCTS_TTL_MS, type Product } from '../domain';
import { bus } from '../bus/bus';
import { errorMessage } from './error-message';

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

export const useProductsStore = create<ProductsState>()((set, get) => ({
  ...initial,

  fetchProducts: async ({ force = false } = {}) => {
    const { products, fetchedAt } = get();
    if (!force && fetchedAt !== null && Date.now() - fetchedAt < PRODUCTS_TTL_MS) return products;
    if (inFlight) return inFlight;
    const started = generation;
    set({ loading: true, error: null });
    inFlight = (async () => {
      try {
        const fresh = await fetchProducts();
        if (started !== generation) return [];
        set({ products: fresh, fetchedAt: Date.now(), loading: false });
        return fresh;
      } catch (error) {
        if (started !== generation) return [];
        set({ loading: false, error: errorMessage(error, API_FALLBACK.fetchProducts) });
        return get().products;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  },

  getProduct: async (id, { force = false } = {}) => {
    const cached = get().products.find((p) => p.id === id);
    if (cached && !force) return cached;
    const started = generation;
    try {
      const product = await fetchProduct(id);
      if (started === generation && get().products.some((p) => p.id === id)) {
        set({ products: get().products.map((p) => (p.id === id ? product : p)) });
      }
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

  clearError: () => set({ error: null }),
}));

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
bus.on('live:resynced', () => {
  const { fetchedAt, fetchProducts } = useProductsStore.getState();
  if (fetchedAt !== null) void fetchProducts({ force: true });
});

export function resetProductsStore(): void {
  generation += 1;
  inFlight = null;
  useProductsStore.setState(initial);
}
