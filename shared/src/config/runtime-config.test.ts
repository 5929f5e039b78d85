import {
  clearRuntimeConfig,
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config';

const valid = {
  apiBaseUrl: 'http://localhost:4000/',
  brandName: 'Leafbid',
  firebase: {
    apiKey: 'k',
    authDomain: 'localhost',
    projectId: 'demo-leafbid',
    authEmulatorUrl: 'http://127.0.0.1:9099',
  },
};

const previousFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = previousFetch;
  clearRuntimeConfig();
});

describe('runtime config (fetched at start, never baked into a bundle)', () => {
  it('getRuntimeConfig throws a clear error before loading', () => {
    expect(() => getRuntimeConfig()).toThrow(/Runtime config not loaded/);
  });

  it('loads /runtime-config.json cache-busted and without cache, and keeps it', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      statusText: 'OK',
      text: async () => JSON.stringify(valid),
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const config = await loadRuntimeConfig();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/runtime-config\.json\?t=\d+$/);
    expect(init).toMatchObject({ cache: 'no-store' });
    expect(config.apiBaseUrl).toBe('http://localhost:4000');
    expect(getRuntimeConfig()).toBe(config);
  });

  it('names the missing fields of a bad config', () => {
    expect(() => setRuntimeConfig({ apiBaseUrl: '', firebase: { apiKey: 'k' } } as never)).toThrow(
      /Invalid runtime config: check apiBaseUrl, firebase.authDomain, firebase.projectId/,
    );
  });

  it('defaults brandName to Leafbid', () => {
    const { brandName: _ignored, ...rest } = valid;
    expect(setRuntimeConfig(rest).brandName).toBe('Leafbid');
  });

  it('reports a failed download with its status', async () => {
    globalThis.fetch = (async () => ({
      ok: false,
      status: 404,
      statusText: 'Not Found',
      text: async () => '',
    })) as unknown as typeof fetch;
    await expect(loadRuntimeConfig('/cfg.json')).rejects.toThrow(
      'Failed to fetch runtime config from /cfg.json: 404 Not Found',
    );
  });

  it('issue 35: the high-price confirmation factor defaults to 10; a factor of 1 or less is refused', () => {
    expect(setRuntimeConfig(valid).highPriceConfirmFactor).toBe(10);
    expect(setRuntimeConfig({ ...valid, highPriceConfirmFactor: 4 }).highPriceConfirmFactor).toBe(
      4,
    );
    expect(() => setRuntimeConfig({ ...valid, highPriceConfirmFactor: 1 })).toThrow(
      /Invalid runtime config: check highPriceConfirmFactor/,
    );
  });
});
