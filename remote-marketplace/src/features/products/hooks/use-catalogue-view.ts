import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { prefetchFirstPage, viewQuery } from '../api/get-catalogue';
import {
  catalogueViewFromParams,
  catalogueViewToParams,
  DEFAULT_PRODUCT_FILTERS,
  type CatalogueView,
  type ProductFilters,
  type ProductSort,
} from '@leafbid/domain';

export interface CatalogueViewState {
  view: CatalogueView;
  /** The view's query, as the address bar and GET /products both spell it. */
  query: string;
  /** Change some filters. `replace`: no new history entry (typing, dragging). */
  setFilters: (change: Partial<ProductFilters>, options?: { replace?: boolean }) => void;
  setSort: (sort: ProductSort) => void;
  clearFilters: () => void;
}

/**
 * The marketplace view lives in the URL (issue 10): a filtered view can be shared, reloaded and
 * restored with Back. Parameters the view does not own are left alone.
 */
export function useCatalogueView(): CatalogueViewState {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const query = viewQuery(params);
  const view = useMemo(() => catalogueViewFromParams(new URLSearchParams(query)), [query]);

  const navigate = useCallback(
    (next: CatalogueView, replace: boolean) => {
      const params = catalogueViewToParams(next);
      // The new view's first page is asked for now, not after the render that shows it.
      void prefetchFirstPage(client, params.toString());
      setParams(params, { replace, preventScrollReset: true });
    },
    [client, setParams],
  );

  return {
    view,
    query,
    setFilters: (change, { replace = false } = {}) =>
      navigate({ ...view, filters: { ...view.filters, ...change } }, replace),
    setSort: (sort) => navigate({ ...view, sort }, false),
    clearFilters: () => navigate({ ...view, filters: DEFAULT_PRODUCT_FILTERS }, false),
  };
}
