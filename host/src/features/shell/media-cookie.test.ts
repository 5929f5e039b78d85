import { clearAccessToken } from '@leafbid/shared';
import {
  createFakeIdentity,
  installFakeApi,
  reply,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import { checkMediaCookie, useMediaCookieStore } from './media-cookie';

let api: FakeApi;
beforeEach(() => {
  resetStoresForTest();
  clearAccessToken();
  createFakeIdentity();
  useMediaCookieStore.setState({ refusedBy: null });
});
afterEach(() => api.restore());

const token = { access_token: 'access-1', expires_in: 900 };

describe('checkMediaCookie (issue 35: say when the media cookie cannot be set)', () => {
  it('POST /token, then GET /token with the browser’s cookies: 204 is fine', async () => {
    api = installFakeApi({ 'POST /token': token, 'GET /token': reply(204, undefined) });
    await expect(checkMediaCookie()).resolves.toBe('sent');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /token',
      'GET /token',
    ]);
    expect(useMediaCookieStore.getState().refusedBy).toBeNull();
  });

  it('a 401 after a fresh POST /token too: the API’s origin is kept for the notice', async () => {
    api = installFakeApi({
      'POST /token': token,
      'GET /token': reply(401, { error: 'User not authenticated' }),
    });
    await expect(checkMediaCookie()).resolves.toBe('refused');
    expect(api.callsTo('POST /token')).toHaveLength(2);
    expect(useMediaCookieStore.getState().refusedBy).toBe('http://api.leafbid.test');
  });

  it('a stale cookie set afresh once is fine', async () => {
    api = installFakeApi({
      'POST /token': token,
      'GET /token': [reply(401, { error: 'User not authenticated' }), reply(204, undefined)],
    });
    await expect(checkMediaCookie()).resolves.toBe('sent');
    expect(useMediaCookieStore.getState().refusedBy).toBeNull();
  });

  it('an API that cannot be reached says nothing about the cookie', async () => {
    api = installFakeApi({ 'POST /token': token, 'GET /token': reply(503, { error: 'down' }) });
    await expect(checkMediaCookie()).resolves.toBe('unknown');
    expect(useMediaCookieStore.getState().refusedBy).toBeNull();
  });
});
