import { API_ERRORS, refreshTokenFailed } from '@leafbid/domain';
import { ApiError } from './api-error';
import { apiRequest, apiUrl, requireField } from './api-request';

/** Session-storage keys of the API access token (spec §7 POST /token). */
export const ACCESS_TOKEN_KEY = 'leafbid.access_token';
export const ACCESS_TOKEN_EXPIRES_KEY = 'leafbid.access_token.expires_at';

/** Refresh this long before expiry, so an <img> never starts loading with a dying token. */
const EXPIRY_MARGIN_MS = 30_000;
/** Used when the server omits expires_in. */
const DEFAULT_LIFETIME_S = 300;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function clearAccessToken(): void {
  storage()?.removeItem(ACCESS_TOKEN_KEY);
  storage()?.removeItem(ACCESS_TOKEN_EXPIRES_KEY);
}

/**
 * POST /token: mints an API access token and keeps it in session storage; removes it on failure.
 * The API also sets it as the HttpOnly media cookie its images, files and event stream read
 * (issue 18): the request goes with credentials, so the browser keeps that cookie.
 */
export async function requestAccessToken(): Promise<string> {
  try {
    const body = await apiRequest('/token', {
      method: 'POST',
      fallback: (response) => refreshTokenFailed(response.statusText || String(response.status)),
    });
    let token: unknown;
    try {
      token = requireField<unknown>(body, 'access_token');
    } catch {
      throw new ApiError(200, API_ERRORS.noAccessToken);
    }
    if (typeof token !== 'string' || !token) throw new ApiError(200, API_ERRORS.noAccessToken);
    const expiresIn = Number((body as { expires_in?: unknown }).expires_in);
    const lifetime = Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : DEFAULT_LIFETIME_S;
    storage()?.setItem(ACCESS_TOKEN_KEY, token);
    storage()?.setItem(ACCESS_TOKEN_EXPIRES_KEY, String(Date.now() + lifetime * 1000));
    return token;
  } catch (error) {
    clearAccessToken();
    throw error;
  }
}

/** How long sign-out waits for DELETE /token before the page reloads without its answer. */
const FORGET_MEDIA_COOKIE_WAIT_MS = 3_000;

/**
 * Sign-out (issue 18): asks the API to clear its HttpOnly media cookie (DELETE /token), which
 * scripts cannot remove, and drops the stored token. Resolves once answered, so the caller can
 * reload the page after it (a reload cancels a request still on its way, and the cookie stayed).
 * Never throws, and waits at most FORGET_MEDIA_COOKIE_WAIT_MS (the request goes on meanwhile):
 * offline or with the API down, the cookie expires with the token (15 minutes) anyway.
 */
export async function forgetMediaCookie(): Promise<void> {
  clearAccessToken();
  const asked = fetch(apiUrl('/token'), {
    method: 'DELETE',
    mode: 'cors',
    credentials: 'include',
  }).catch(() => {
    // offline or the API down: the cookie runs out with its Max-Age
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    asked,
    new Promise((resolve) => {
      timer = setTimeout(resolve, FORGET_MEDIA_COOKIE_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

let inFlight: Promise<string> | null = null;

/** The stored access token while it is fresh, else a new one (concurrent callers share one request). */
export function getAccessToken(): Promise<string> {
  const token = storage()?.getItem(ACCESS_TOKEN_KEY);
  const expiresAt = Number(storage()?.getItem(ACCESS_TOKEN_EXPIRES_KEY));
  if (token && Number.isFinite(expiresAt) && expiresAt - EXPIRY_MARGIN_MS > Date.now()) {
    return Promise.resolve(token);
  }
  if (!inFlight) {
    inFlight = requestAccessToken().finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}
