import { forgetManifest, manifestPrefetchPlugin, prefetchManifest } from './manifest-prefetch';

const URL_A = 'http://a.test/mf-manifest.json';
const answer = (body: string) => ({ ok: true, body }) as unknown as Response;

/** What the federation runtime gets when it asks for a manifest through its `fetch` hook. */
function askedByRuntime(url: string) {
  const hook = manifestPrefetchPlugin.fetch as (url: string, init: RequestInit) => unknown;
  return hook(url, {});
}

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe("a remote's manifest, fetched as soon as remotes.json is read (issue 12)", () => {
  it('is handed to the runtime once: the next time it asks, the runtime fetches it itself', async () => {
    fetchMock.mockResolvedValueOnce(answer('first'));
    prefetchManifest(URL_A);
    prefetchManifest(URL_A); // already on its way: not fetched twice
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(askedByRuntime(URL_A)).resolves.toEqual(answer('first'));
    expect(askedByRuntime(URL_A)).toBeUndefined();
  });

  it('is fetched again when the runtime asks, if the early fetch failed', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    prefetchManifest(URL_A);
    fetchMock.mockResolvedValueOnce(answer('retried'));
    await expect(askedByRuntime(URL_A)).resolves.toEqual(answer('retried'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is forgotten when its remote is reset (Retry), so the runtime fetches a fresh one', () => {
    fetchMock.mockResolvedValueOnce(answer('stale'));
    prefetchManifest(URL_A);
    forgetManifest(URL_A);
    expect(askedByRuntime(URL_A)).toBeUndefined();
  });

  it('leaves every other request to the runtime', () => {
    expect(askedByRuntime('http://b.test/other.json')).toBeUndefined();
  });
});
