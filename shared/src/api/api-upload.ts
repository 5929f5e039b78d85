import { API_ERRORS, MAX_API_ATTEMPTS } from '@leafbid/domain';
import { getCurrentUser, getIdToken } from '../identity/active-identity';
import { ApiError } from './api-error';
import {
  apiUrl,
  blamedField,
  errorField,
  networkError,
  parseBodyText,
  serverText,
} from './api-request';

export interface ApiUploadOptions {
  /** The multipart body; the browser sets its boundary. */
  formData: FormData;
  /** The §8 fallback when a failed response has no `error` field. */
  fallback: string;
  /** Share of the body sent so far, 0 to 1, as the browser reports it (spec §5 "progress"). */
  onProgress?: (sent: number) => void;
  /**
   * Give up when nothing moved for this long (default UPLOAD_STALL_MS). A large upload may take
   * minutes, so there is no limit on the whole; a stuck one still ends.
   */
  stallTimeoutMs?: number;
}

export const UPLOAD_STALL_MS = 60_000;

interface RawAnswer {
  status: number;
  statusText: string;
  text: string;
}

/** One POST through XMLHttpRequest, whose upload events report progress (fetch has none). */
function send(
  url: string,
  token: string,
  { formData, onProgress, stallTimeoutMs = UPLOAD_STALL_MS }: ApiUploadOptions,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const settle = (): void => clearTimeout(stall);
    const watch = (): void => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        xhr.abort();
        reject(networkError(new Error(`upload stalled for ${stallTimeoutMs} ms`)));
      }, stallTimeoutMs);
    };
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event: ProgressEvent) => {
      watch();
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onprogress = watch;
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, statusText: xhr.statusText ?? '', text: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      reject(networkError(new Error('Failed to fetch')));
    };
    xhr.onabort = settle;
    watch();
    xhr.send(formData);
  });
}

/**
 * A multipart Product API call with upload progress, under the same rules as apiRequest (spec §7):
 * a signed-in user, a bearer ID token, credentials; a 401 is sent again once with a forced fresh
 * token. Resolves with the parsed JSON of a 2xx answer; throws ApiError otherwise.
 */
export async function apiUpload(path: string, options: ApiUploadOptions): Promise<unknown> {
  if (!getCurrentUser()) throw new ApiError(401, API_ERRORS.userNotAuthenticated);
  const url = apiUrl(path);
  for (let attempt = 1; attempt <= MAX_API_ATTEMPTS; attempt += 1) {
    const token = await getIdToken(attempt > 1);
    const answer = await send(url, token, options);
    if (answer.status === 0) throw networkError(new Error('Failed to fetch'));
    if (answer.status === 401 && attempt < MAX_API_ATTEMPTS) continue;
    if (answer.status === 401) {
      throw new ApiError(401, API_ERRORS.maxRetryAttempts, { statusText: answer.statusText });
    }
    const parsed = parseBodyText(answer.text);
    if (answer.status < 200 || answer.status >= 300) {
      const text = errorField(parsed);
      if (text !== null) {
        throw new ApiError(answer.status, serverText(answer.status, text, parsed), {
          statusText: answer.statusText,
          fromServer: true,
          field: blamedField(parsed),
        });
      }
      throw new ApiError(answer.status, options.fallback, { statusText: answer.statusText });
    }
    if (parsed === undefined) throw new ApiError(answer.status, API_ERRORS.invalidResponseFormat);
    options.onProgress?.(1);
    return parsed;
  }
  throw new ApiError(401, API_ERRORS.maxRetryAttempts);
}
