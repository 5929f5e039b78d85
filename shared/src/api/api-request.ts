import { getRuntimeConfig } from '../config';
import { i18n } from '@lingui/core';
import {
  API_ERRORS,
  DEFAULT_LOCALE,
  MAX_API_ATTEMPTS,
  activeLocale,
  translate,
} from '@leafbid/domain';
import { getCurrentUser, getIdToken } from '../identity/active-identity';
import { ApiError } from './api-error';
import { isBareReasonPhrase, REQUEST_FAILURE_MESSAGES } from './messages';
import { trackApiCall } from './in-flight';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart; no Content-Type header, the browser sets the boundary. */
  formData?: FormData;
  /** The §8 fallback when a failed response has no `error` field (a function sees the response). */
  fallback: string | ((response: Response) => string);
  /** Give up after this long (default API_TIMEOUT_MS): a hung request must not leave a form "Sending..." forever. */
  timeoutMs?: number;
}

/** Kernel 2.5.0: a file the API answered (`apiDownload`), with the name its Content-Disposition gives. */
export interface ApiFile {
  blob: Blob;
  filename: string | null;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header (RFC 6266's `filename*` first). */
export function attachmentFilename(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // a malformed encoding: the plain name below, if any
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || null;
}

/** Default time-out of one attempt (spec §9 names 30 to 60 s for network time-outs). */
export const API_TIMEOUT_MS = 30_000;

/** Absolute URL on the API base for `path` (`/products`) with an optional query. */
export function apiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const base = getRuntimeConfig().apiBaseUrl;
  let url = `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  if (search) url += `${url.includes('?') ? '&' : '?'}${search}`;
  return url;
}

/** Parsed JSON body; `null` for an empty body, `undefined` when it is not JSON. */
async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  return parseBodyText(text);
}

/** A response text as JSON; `null` when empty, `undefined` when it is not JSON. */
export function parseBodyText(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function errorField(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const error = (body as { error?: unknown }).error;
    if (typeof error === 'string' && error) return error;
    if (
      error &&
      typeof error === 'object' &&
      typeof (error as { message?: unknown }).message === 'string'
    ) {
      return (error as { message: string }).message;
    }
  }
  return null;
}

/**
 * No answer at all (offline, the API unreachable, a time-out): status 0 and words a user can act
 * on (issue 18: the browser's 'Failed to fetch' reached the screen). The runtime's own error is
 * kept as the `cause`, for the console and the logs.
 */
export function networkError(error: unknown): ApiError {
  const failure = new ApiError(0, REQUEST_FAILURE_MESSAGES.network);
  (failure as { cause?: unknown }).cause = error;
  return failure;
}

/** A 5xx whose text is only its reason phrase says what to do instead (issue 18). */
/** The body's `field` (docs/api.md: the input at fault), when it is a non-empty string. */
export function blamedField(body: unknown): string | undefined {
  const field = body && typeof body === 'object' ? (body as { field?: unknown }).field : undefined;
  return typeof field === 'string' && field ? field : undefined;
}

export function serverText(status: number, text: string, body?: unknown): string {
  if (status >= 500 && isBareReasonPhrase(text))
    return REQUEST_FAILURE_MESSAGES.serverFault(status);
  return translatedServerText(text, body);
}

/**
 * Issue 19: the API answers a stable `code` (a message id) and its `params` beside its English
 * `error`. In another locale the text is the code's translation when a loaded catalogue has it;
 * in en-CA, and for a code no catalogue knows, the server's own text.
 */
function translatedServerText(text: string, body: unknown): string {
  if (activeLocale() === DEFAULT_LOCALE || !body || typeof body !== 'object') return text;
  const { code, params } = body as { code?: unknown; params?: unknown };
  if (typeof code !== 'string' || i18n.messages[code] === undefined) return text;
  const values =
    params && typeof params === 'object' ? (params as Record<string, string | number>) : undefined;
  return translate(code, text, values);
}

/**
 * One Product API call with the spec §7 rules: a signed-in user, a bearer ID token, JSON headers,
 * cross-origin with credentials; a 401 is retried once with a forced fresh token (MAX_API_ATTEMPTS
 * in total). Resolves with the parsed JSON body of a 2xx answer; throws ApiError otherwise.
 */
export function apiRequest(path: string, options: ApiRequestOptions): Promise<unknown> {
  return trackApiCall(sendApiRequest(path, options, false));
}

/**
 * Kernel 2.5.0 (issue 35): GET a file (a CSV export) the way apiRequest calls the API — the bearer
 * token, one retry on a 401, the server's words on a failure — so a download works whether or not
 * the browser kept the media cookie a plain link relies on.
 */
export async function apiDownload(
  path: string,
  options: Pick<ApiRequestOptions, 'query' | 'fallback' | 'timeoutMs'>,
): Promise<ApiFile> {
  return (await trackApiCall(sendApiRequest(path, { ...options, method: 'GET' }, true))) as ApiFile;
}

async function sendApiRequest(
  path: string,
  options: ApiRequestOptions,
  asFile: boolean,
): Promise<unknown> {
  if (!getCurrentUser()) throw new ApiError(401, API_ERRORS.userNotAuthenticated);
  const { method = 'GET', query, body, formData, fallback, timeoutMs = API_TIMEOUT_MS } = options;
  const url = apiUrl(path, query);

  for (let attempt = 1; attempt <= MAX_API_ATTEMPTS; attempt += 1) {
    const token = await getIdToken(attempt > 1);
    const headers: Record<string, string> = {
      Accept: asFile ? '*/*' : 'application/json',
      Authorization: `Bearer ${token}`,
    };
    if (!formData && !asFile) headers['Content-Type'] = 'application/json';
    const init: RequestInit = { method, headers, mode: 'cors', credentials: 'include' };
    if (formData) init.body = formData;
    else if (body !== undefined) init.body = JSON.stringify(body);

    const controller = typeof AbortController === 'undefined' ? null : new AbortController();
    if (controller) init.signal = controller.signal;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller?.abort();
    }, timeoutMs);
    let response: Response;
    try {
      response = await Promise.race([
        fetch(url, init),
        new Promise<never>((_, reject) => {
          controller?.signal.addEventListener('abort', () =>
            reject(new Error('request timed out')),
          );
        }),
      ]);
    } catch (error) {
      throw timedOut
        ? networkError(new Error(`request timed out after ${timeoutMs} ms`))
        : networkError(error);
    } finally {
      clearTimeout(timer);
    }

    if (response.status === 401 && attempt < MAX_API_ATTEMPTS) continue;
    const statusText = response.statusText ?? '';
    if (response.status === 401) {
      throw new ApiError(401, API_ERRORS.maxRetryAttempts, { statusText });
    }

    if (asFile && response.ok) {
      return {
        blob: await response.blob(),
        filename: attachmentFilename(response.headers.get('Content-Disposition')),
      } satisfies ApiFile;
    }
    const parsed = await readBody(response);
    if (!response.ok) {
      const text = errorField(parsed);
      if (text !== null) {
        throw new ApiError(response.status, serverText(response.status, text, parsed), {
          statusText,
          fromServer: true,
          field: blamedField(parsed),
        });
      }
      throw new ApiError(
        response.status,
        typeof fallback === 'function' ? fallback(response) : fallback,
        { statusText },
      );
    }
    if (parsed === undefined) throw new ApiError(response.status, API_ERRORS.invalidResponseFormat);
    return parsed;
  }
  // Unreachable while MAX_API_ATTEMPTS >= 1.
  throw new ApiError(401, API_ERRORS.maxRetryAttempts);
}

/** Spec §5 shape check: the answer must be an object holding `field` (non-null unless allowed). */
export function requireField<T>(
  body: unknown,
  field: string,
  options: { allowNull?: boolean } = {},
): T {
  const value =
    body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  if (value === undefined || (value === null && !options.allowNull)) {
    throw new ApiError(200, API_ERRORS.invalidResponseFormat);
  }
  return value as T;
}
