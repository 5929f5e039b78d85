// Issue 35: the API's images, its event stream and the CSV downloads are authorised by the media
// cookie POST /token sets (an <img>, an EventSource or a link cannot send a bearer header). When
// the browser does not keep or send it — a page on another site than the API (the local stack
// opened as 127.0.0.1 with the API as localhost), cookies blocked — each of them failed without a
// word. After sign-in the shell asks GET /token, which answers 204 only when the cookie came.
import { apiUrl, getAccessToken, requestAccessToken } from '@leafbid/shared';
import { create } from 'zustand';

interface MediaCookieState {
  /** The API's origin when its media cookie did not come back on the probe; null while it did. */
  refusedBy: string | null;
}

export const useMediaCookieStore = create<MediaCookieState>()(() => ({ refusedBy: null }));

type Probe = 'sent' | 'refused' | 'unknown';

/** GET /token with the browser's cookies only: 204 sent, 401 refused; else (offline) unknown. */
async function probe(): Promise<Probe> {
  try {
    const response = await fetch(apiUrl('/token'), {
      mode: 'cors',
      credentials: 'include',
      cache: 'no-store',
    });
    if (response.status === 204) return 'sent';
    return response.status === 401 ? 'refused' : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Makes sure POST /token has set the cookie, then probes it; a refusal is tried once more with a
 * fresh POST /token (a cookie that expired while its stored token had not). Resolves with what it
 * found and keeps it in useMediaCookieStore; never throws (an API down is said elsewhere).
 */
export async function checkMediaCookie(): Promise<Probe> {
  try {
    await getAccessToken();
  } catch {
    return 'unknown';
  }
  let result = await probe();
  if (result === 'refused') {
    try {
      await requestAccessToken();
    } catch {
      return 'unknown';
    }
    result = await probe();
  }
  if (result !== 'unknown')
    useMediaCookieStore.setState({
      refusedBy: result === 'refused' ? new URL(apiUrl('/'), window.location.href).origin : null,
    });
  return result;
}
