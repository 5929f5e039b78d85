import { getRuntimeConfig } from '../config';
import { getAccessToken } from './access-token';

function baseOrigin(): string {
  return typeof window !== 'undefined' &&
    window.location?.origin &&
    window.location.origin !== 'null'
    ? window.location.origin
    : 'http://localhost';
}

/**
 * An absolute URL for an API-served image or file (`/product-image/{id}`, `/file/{id}`, or the
 * same on the API's own origin), with no credential in it (issue 18: "copy image address" and proxy
 * logs must not hand out a token). An <img> cannot send a bearer header: the API reads the
 * HttpOnly media cookie that POST /token sets, so this first gets or refreshes the access token
 * (and with it the cookie) as needed. A stale `access_token` query parameter is dropped. Other URLs
 * (another origin, `data:`, `blob:`) come back unchanged; an empty path gives ''.
 */
export async function mediaUrl(path: string | null | undefined): Promise<string> {
  if (!path) return '';
  if (/^(data|blob):/i.test(path)) return path;
  const apiBase = new URL(getRuntimeConfig().apiBaseUrl, baseOrigin());
  const basePath = apiBase.pathname.replace(/\/+$/, '');
  let url: URL;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) {
    url = new URL(path, baseOrigin());
    if (url.origin !== apiBase.origin) return path;
  } else {
    url = new URL(`${basePath}${path.startsWith('/') ? '' : '/'}${path}`, apiBase.origin);
  }
  url.searchParams.delete('access_token');
  await getAccessToken();
  return url.href;
}

/** Cover image URL of a product (GET /product-image/{productId}). */
export function productImageUrl(productId: string): Promise<string> {
  return mediaUrl(`/product-image/${encodeURIComponent(productId)}`);
}

/** Gallery file URL (GET /file/{fileId}). */
export function fileUrl(fileId: string): Promise<string> {
  return mediaUrl(`/file/${encodeURIComponent(fileId)}`);
}
