import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  makeProduct,
  networkError,
  reply,
  type FakeApi,
} from '../testing';
import { resetStoresForTest } from '../testing/reset-stores-for-test';
import { ApiError, isNetworkError } from './api-error';
import { fetchContactByEmail, updateOwnProfile } from './contacts';
import { apiRequest, requireField, serverText } from './api-request';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';

let api: FakeApi;
/** A list call through the request core (the listings remote's GET /products?owner=me is one). */
const fetchProducts = async () =>
  requireField<unknown[]>(
    await apiRequest('/products', { query: { owner: 'me' }, fallback: 'Failed to fetch products' }),
    'products',
  );

/** A read of one record through the request core (the remotes' GET /products/{id} is one). */
const fetchProduct = async (id: string) =>
  requireField<{ id: string }>(
    await apiRequest(`/products/${encodeURIComponent(id)}`, {
      fallback: 'Failed to fetch product',
    }),
    'product',
  );

/** A plain call through the request core (the orders remote's GET /tasks is one). */
const getTasks = () => apiRequest('/tasks', { query: { who_id: 'c_1' }, fallback: 'Failed' });

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
});
afterEach(() => api?.restore());

describe('API client (spec §5 "All API calls", §7, §8)', () => {
  it('sends the bearer ID token, JSON headers, cors mode and credentials', async () => {
    api = installFakeApi({ 'GET /products': { products: [makeProduct({ id: 'p_1' })] } });
    await fetchProducts();
    const [call] = api.calls;
    expect(call?.url).toBe('http://api.leafbid.test/products?owner=me');
    expect(call?.headers).toMatchObject({
      Authorization: 'Bearer fake-id-token-1',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(call?.init).toMatchObject({ method: 'GET', mode: 'cors', credentials: 'include' });
  });

  it('on a 401 retries once with a forced fresh token, then succeeds', async () => {
    const identity = createFakeIdentity();
    api = installFakeApi({
      'GET /products/:id': [
        reply(401, { error: 'User not authenticated' }),
        { product: makeProduct({ id: 'p_9' }) },
      ],
    });
    await expect(fetchProduct('p_9')).resolves.toMatchObject({ id: 'p_9' });
    expect(identity.tokenRequests).toEqual([false, true]);
    expect(api.calls.map((c) => c.headers.Authorization)).toEqual([
      'Bearer fake-id-token-1',
      'Bearer fake-id-token-2',
    ]);
  });

  it("a 401 on the second attempt gives 'Max retry attempts reached' (2 attempts in total)", async () => {
    api = installFakeApi({ 'GET /products': reply(401, { error: 'User not authenticated' }) });
    await expect(fetchProducts()).rejects.toEqual(new ApiError(401, 'Max retry attempts reached'));
    expect(api.calls).toHaveLength(2);
  });

  it("throws the body's error field on a failed response", async () => {
    api = installFakeApi({
      'GET /contact-by-email': reply(404, { error: 'Failed to fetch user data' }),
    });
    const error = await fetchContactByEmail('buyer@leafbid.test').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Failed to fetch user data' });
    expect(api.calls[0]?.query).toEqual({ email: 'buyer@leafbid.test' });
  });

  it("keeps the body's field and the reason without its '<field>: ' prefix (issue 18)", async () => {
    api = installFakeApi({
      'GET /contact-by-email': reply(400, {
        error: 'cannabis_license: File must be a PDF, JPEG or PNG',
        field: 'cannabis_license',
      }),
    });
    const error = await fetchContactByEmail('buyer@leafbid.test').catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'cannabis_license: File must be a PDF, JPEG or PNG',
      field: 'cannabis_license',
      reason: 'File must be a PDF, JPEG or PNG',
    });
    // A spec text with no prefix, and a body without a field, stay whole.
    expect(new ApiError(400, 'The minimum order is 5 g', { field: 'quantity' }).reason).toBe(
      'The minimum order is 5 g',
    );
    expect(new ApiError(400, 'body: Too many parts')).toMatchObject({
      field: undefined,
      reason: 'body: Too many parts',
    });
  });

  describe('ApiError.statusText and ApiError.fromServer (spec §8 Settings)', () => {
    const fields = { First_Name: 'Ada', Last_Name: 'Buyer' };

    it.each([
      [
        'a string error field',
        { error: 'Phone: Limited to 30 characters' },
        'Phone: Limited to 30 characters',
      ],
      ['an error object with a message', { error: { message: 'Invalid phone' } }, 'Invalid phone'],
      // The server's own text, even when it reads like the fallback.
      [
        'an error field equal to the fallback',
        { error: 'Failed to update profile' },
        'Failed to update profile',
      ],
    ])(
      '%s: fromServer is true and statusText is the response status text',
      async (_case, body, text) => {
        api = installFakeApi({ 'PUT /contacts': reply(400, body, 'Bad Request') });
        const error = await updateOwnProfile(fields).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({
          status: 400,
          statusText: 'Bad Request',
          message: text,
          fromServer: true,
        });
      },
    );

    it.each([
      ['no body', undefined],
      ['a body without an error field', { message: 'boom' }],
      ['an empty error field', { error: '' }],
      ['a body that is not JSON', '<html>Bad Gateway</html>'],
    ])('%s: the §8 fallback, fromServer false, statusText kept', async (_case, body) => {
      api = installFakeApi({ 'PUT /contacts': reply(502, body, 'Bad Gateway') });
      const error = await updateOwnProfile(fields).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 502,
        statusText: 'Bad Gateway',
        message: 'Failed to update profile',
        fromServer: false,
      });
    });

    it("an empty status text stays '' (HTTP/2 sends none)", async () => {
      api = installFakeApi({ 'PUT /contacts': reply(503) });
      const error = await updateOwnProfile(fields).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 503, statusText: '', fromServer: false });
    });

    it("a network failure has status 0, statusText '' and fromServer false", async () => {
      api = installFakeApi({ 'PUT /contacts': networkError() });
      const error = await updateOwnProfile(fields).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 0, statusText: '', fromServer: false });
    });

    it("'Max retry attempts reached' is not the server's text", async () => {
      api = installFakeApi({
        'PUT /contacts': reply(401, { error: 'User not authenticated' }, 'Unauthorized'),
      });
      const error = await updateOwnProfile(fields).catch((e: unknown) => e);
      expect(error).toMatchObject({
        status: 401,
        statusText: 'Unauthorized',
        message: 'Max retry attempts reached',
        fromServer: false,
      });
    });

    it("the constructor stays backwards compatible: statusText defaults to '', fromServer to false", () => {
      const plain = new ApiError(404, 'Not here');
      expect(plain).toMatchObject({
        status: 404,
        message: 'Not here',
        statusText: '',
        fromServer: false,
      });
      expect(plain.name).toBe('ApiError');
      expect(
        new ApiError(500, 'Oops', { statusText: 'Internal Server Error', fromServer: true }),
      ).toMatchObject({
        status: 500,
        message: 'Oops',
        statusText: 'Internal Server Error',
        fromServer: true,
      });
    });
  });

  it.each([
    ['GET /products', () => fetchProducts(), 'Failed to fetch products'],
    ['GET /products/:id', () => fetchProduct('p_1'), 'Failed to fetch product'],
    ['GET /contact-by-email', () => fetchContactByEmail('a@b.c'), 'Failed to fetch user data'],
  ])('%s without an error field falls back to the §8 text', async (route, call, fallback) => {
    api = installFakeApi({ [route]: reply(500, { message: 'boom' }, 'Internal Server Error') });
    await expect(call()).rejects.toMatchObject({ status: 500, message: fallback });
  });

  it.each([
    [
      'a profile without data',
      'GET /contact-by-email',
      { contact: makeContact() },
      () => fetchContactByEmail('a@b.c'),
    ],
    ['a product list without products', 'GET /products', { data: [] }, () => fetchProducts()],
    [
      'a product without product',
      'GET /products/:id',
      { data: makeProduct() },
      () => fetchProduct('p_1'),
    ],
    ['a body that is not JSON', 'GET /products', '<html>oops</html>', () => fetchProducts()],
  ])("%s → 'Invalid response format from server'", async (_name, route, body, call) => {
    api = installFakeApi({ [route]: body });
    await expect(call()).rejects.toThrow('Invalid response format from server');
  });

  it("without a signed-in user every call throws 'User not authenticated' and sends nothing", async () => {
    createFakeIdentity({ user: null });
    api = installFakeApi({ 'GET /products': { products: [] } });
    await expect(fetchProducts()).rejects.toMatchObject({
      status: 401,
      message: 'User not authenticated',
    });
    expect(api.calls).toHaveLength(0);
  });

  it("a network failure says what to do, not the browser's 'Failed to fetch' (issue 18)", async () => {
    api = installFakeApi({ 'GET /tasks': networkError() });
    const error = await getTasks().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
    expect((error as Error).message).toBe(
      'Network error. Please check your connection and try again.',
    );
    // The runtime's own words stay with it, for the console.
    expect(((error as Error).cause as Error).message).toBe('Failed to fetch');
    expect(isNetworkError(error)).toBe(true);
  });

  it("a runtime whose fetch says 'fetch failed' gets the same words", async () => {
    const previous = globalThis.fetch;
    globalThis.fetch = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    try {
      await expect(getTasks()).rejects.toThrow(
        'Network error. Please check your connection and try again.',
      );
    } finally {
      globalThis.fetch = previous;
    }
  });

  it("a 5xx that only says 'Internal Server Error' says what to do instead; a 5xx with its own words keeps them (issue 18)", async () => {
    api = installFakeApi({ 'GET /tasks': reply(500, { error: 'Internal Server Error' }) });
    await expect(getTasks()).rejects.toThrow(
      'Something went wrong on our side (error 500). Please try again in a moment; if it keeps happening, contact support.',
    );
    api.restore();
    api = installFakeApi({ 'GET /tasks': reply(503, { error: 'Automation service unavailable' }) });
    await expect(getTasks()).rejects.toThrow('Automation service unavailable');
  });

  it('sends a multipart body (the licence documents) without a JSON Content-Type', async () => {
    api = installFakeApi({ 'POST /contacts/:id/attachments': reply(201, { data: [] }) });
    const formData = new FormData();
    formData.append('cannabis_license', new Blob(['a']));
    formData.append('cra_permit', new Blob(['b']));
    await apiRequest('/contacts/c_1/attachments', { method: 'POST', formData, fallback: 'Failed' });
    const [call] = api.calls;
    expect(call?.path).toBe('/contacts/c_1/attachments');
    expect(call?.headers['Content-Type']).toBeUndefined();
    expect(call?.body).toBeInstanceOf(FormData);
    expect([...(call?.body as FormData).keys()]).toEqual(['cannabis_license', 'cra_permit']);
  });
});

describe('time-out', () => {
  it('a request that never answers fails after the time-out as a network error', async () => {
    jest.useFakeTimers();
    try {
      api = installFakeApi({ 'GET /tasks': () => new Promise<never>(() => undefined) });
      const pending = getTasks().catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(30_000);
      const error = await pending;
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(
        'Network error. Please check your connection and try again.',
      );
      expect(((error as ApiError).cause as Error).message).toBe('request timed out after 30000 ms');
      expect(api.calls[0]?.init.signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('issue 19: the API error code translated in the active locale', () => {
  afterEach(() => resetTestLocale());

  it('in fr-CA a known code reads in French with its params; in en-CA the server text as sent', () => {
    const body = {
      error: 'Insufficient stock: 12g max',
      code: 'kernel.test.stock',
      params: { max: 12 },
    };
    expect(serverText(409, body.error, body)).toBe('Insufficient stock: 12g max');
    activateTestLocale('fr-CA', { 'kernel.test.stock': 'Stock insuffisant : {max} g au plus' });
    expect(serverText(409, body.error, body)).toBe('Stock insuffisant : 12 g au plus');
    // A code no catalogue knows: the server's text.
    expect(serverText(409, 'Something', { error: 'Something', code: 'api.unknown' })).toBe(
      'Something',
    );
  });
});
