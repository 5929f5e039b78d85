import {
  createFakeIdentity,
  installFakeApi,
  networkError,
  reply,
  resetStoresForTest,
  type FakeApi,
} from '../testing';
import {
  ACCESS_TOKEN_KEY,
  forgetMediaCookie,
  getAccessToken,
  requestAccessToken,
} from './access-token';
import { fileIdOf } from './file-id';
import { fileUrl, mediaUrl, productImageUrl } from './media-url';

let api: FakeApi;

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
});
afterEach(() => api?.restore());

describe('POST /token (spec §7: access_token kept in session storage, removed on failure)', () => {
  it('keeps the access token in sessionStorage', async () => {
    api = installFakeApi({ 'POST /token': { access_token: 'tok-1', expires_in: 900 } });
    await expect(requestAccessToken()).resolves.toBe('tok-1');
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBe('tok-1');
  });

  it("removes it and throws 'No access token received' when the answer has none", async () => {
    sessionStorage.setItem(ACCESS_TOKEN_KEY, 'old');
    api = installFakeApi({ 'POST /token': { expires_in: 900 } });
    await expect(requestAccessToken()).rejects.toThrow('No access token received');
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("removes it and throws 'Failed to refresh token' with the status text on a failed answer", async () => {
    sessionStorage.setItem(ACCESS_TOKEN_KEY, 'old');
    api = installFakeApi({ 'POST /token': reply(503, 'not json', 'Service Unavailable') });
    await expect(requestAccessToken()).rejects.toThrow(
      'Failed to refresh token: Service Unavailable',
    );
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('reuses a fresh token and shares one request between concurrent callers', async () => {
    api = installFakeApi({ 'POST /token': { access_token: 'tok-1', expires_in: 900 } });
    await Promise.all([getAccessToken(), getAccessToken()]);
    await getAccessToken();
    expect(api.callsTo('POST /token')).toHaveLength(1);
  });

  it('fetches a new token when the stored one is about to expire', async () => {
    api = installFakeApi({
      'POST /token': [
        { access_token: 'tok-1', expires_in: 10 },
        { access_token: 'tok-2', expires_in: 900 },
      ],
    });
    await expect(getAccessToken()).resolves.toBe('tok-1');
    await expect(getAccessToken()).resolves.toBe('tok-2');
  });
});

describe('mediaUrl (issue 18: an <img> is authorised by the HttpOnly media cookie, no token in its URL)', () => {
  beforeEach(() => {
    api = installFakeApi({ 'POST /token': { access_token: 'tok 1', expires_in: 900 } });
  });

  it('makes API paths absolute, with no token in them', async () => {
    await expect(mediaUrl('/product-image/p_1')).resolves.toBe(
      'http://api.leafbid.test/product-image/p_1',
    );
    await expect(productImageUrl('p_2')).resolves.toBe('http://api.leafbid.test/product-image/p_2');
    await expect(fileUrl('f 3')).resolves.toBe('http://api.leafbid.test/file/f%203');
    await expect(mediaUrl('http://api.leafbid.test/file/f_1?x=1')).resolves.toBe(
      'http://api.leafbid.test/file/f_1?x=1',
    );
    // A URL that an older client built with a token loses it.
    await expect(mediaUrl('http://api.leafbid.test/file/f_1?access_token=old&x=1')).resolves.toBe(
      'http://api.leafbid.test/file/f_1?x=1',
    );
  });

  it('gets the access token first (POST /token with credentials sets the media cookie), once while it is fresh', async () => {
    await mediaUrl('/product-image/p_1');
    await mediaUrl('/file/f_1');
    const calls = api.callsTo('POST /token');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init).toMatchObject({ credentials: 'include', mode: 'cors' });
  });

  it('leaves other origins, data: URLs and empty paths alone', async () => {
    await expect(mediaUrl('https://cdn.example.com/a.png')).resolves.toBe(
      'https://cdn.example.com/a.png',
    );
    await expect(mediaUrl('data:image/png;base64,AAAA')).resolves.toBe(
      'data:image/png;base64,AAAA',
    );
    await expect(mediaUrl('')).resolves.toBe('');
  });
});

describe('forgetMediaCookie (issue 18: sign-out clears the HttpOnly cookie scripts cannot touch)', () => {
  it('drops the stored token and calls DELETE /token with credentials', async () => {
    sessionStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    api = installFakeApi({ 'DELETE /token': reply(204, '', 'No Content') });
    await forgetMediaCookie();
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    const [call] = api.callsTo('DELETE /token');
    expect(call?.init).toMatchObject({ method: 'DELETE', credentials: 'include' });
  });

  it('goes on without the answer after 3 s: sign-out is never held by a hung API', async () => {
    jest.useFakeTimers();
    try {
      api = installFakeApi({ 'DELETE /token': () => new Promise(() => undefined) });
      let done = false;
      const forgetting = forgetMediaCookie().then(() => {
        done = true;
      });
      await jest.advanceTimersByTimeAsync(2_999);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await forgetting;
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('never throws, even offline', async () => {
    api = installFakeApi({ 'DELETE /token': networkError() });
    await expect(forgetMediaCookie()).resolves.toBeUndefined();
  });
});

describe('fileIdOf (spec §7 GET /file/{fileId}: several field spellings or a URL query parameter)', () => {
  it.each([
    [{ file_Id: 'f_1', download_Url: '/file/other' }, 'f_1'],
    [{ fileId: 'f_2' }, 'f_2'],
    [{ file_id: 'f_3' }, 'f_3'],
    [{ id: 'f_4' }, 'f_4'],
    [{ download_Url: 'https://crm.example.com/download?fileId=f_5' }, 'f_5'],
    ['https://crm.example.com/preview?id=f_6', 'f_6'],
    ['/file/f_7', 'f_7'],
    ['f_8', 'f_8'],
    [null, null],
    [{}, null],
    ['https://example.com/no-id.png', null],
  ])('%j → %j', (value, expected) => {
    expect(fileIdOf(value)).toBe(expected);
  });
});
