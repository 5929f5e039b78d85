// Issue 18: each product has its own URL, /marketplace/{id}; the marketplace's view (filters and
// sort) stays in the query, so closing the popup comes back to the same view.

/** The marketplace page's path (remote-description.ts mounts it, with its subpaths). */
export const MARKETPLACE_PATH = '/marketplace';

/** /marketplace/{id} of a product. */
export function productPath(id: string): string {
  return `${MARKETPLACE_PATH}/${encodeURIComponent(id)}`;
}

/** The product id of /marketplace/{id}, or null on /marketplace (or any other path). */
export function productIdFromPath(pathname: string): string | null {
  const match = /^\/marketplace\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
