import { ORDERS } from '../../testing/remote-descriptions';
import { RemoteDescriptionError, fetchRemoteDescription } from './remote-descriptions';
import { chooseReleases, resetReleases } from './releases';

type Answer = { status: number; statusText?: string; body?: unknown; invalidJson?: boolean };

const realFetch = globalThis.fetch;
let requested: Array<{ url: string; init: RequestInit | undefined }>;

function answer(response: Answer | 'network' | 'never') {
  requested = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requested.push({ url: String(url), init });
    if (response === 'network') throw new TypeError('Failed to fetch');
    if (response === 'never')
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    return {
      ok: response.status >= 200 && response.status < 300,
      status: response.status,
      statusText: response.statusText ?? '',
      json: async () => {
        if (response.invalidJson) throw new SyntaxError('Unexpected token < in JSON');
        return response.body;
      },
    } as Response;
  }) as typeof fetch;
}

afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
});

const MANIFEST = 'http://localhost:3002/mf-manifest.json';
const DESCRIPTION_URL = 'http://localhost:3002/leafbid-remote.json';

/** The problems a failed read reports. */
async function problemsOf(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RemoteDescriptionError);
    return (error as RemoteDescriptionError).problems;
  }
  throw new Error('expected the description to be refused');
}

describe("reading a remote's description (issue 11)", () => {
  it('fetches leafbid-remote.json next to the manifest, no-cache, and returns it checked', async () => {
    answer({ status: 200, body: ORDERS });
    await expect(fetchRemoteDescription('orders', MANIFEST)).resolves.toEqual(ORDERS);
    expect(requested).toEqual([
      { url: DESCRIPTION_URL, init: expect.objectContaining({ cache: 'no-cache' }) },
    ]);
  });

  it.each<[string, Answer | 'network', string]>([
    [
      'missing (404)',
      { status: 404, statusText: 'Not Found' },
      `${DESCRIPTION_URL} answered 404 Not Found`,
    ],
    ['not JSON', { status: 200, invalidJson: true }, `${DESCRIPTION_URL} is not JSON`],
    ['unreachable', 'network', `${DESCRIPTION_URL} could not be loaded (Failed to fetch)`],
    [
      'against the contract',
      { status: 200, body: { ...ORDERS, widgets: [{ slot: 'footer', module: 'X', order: 1 }] } },
      'widgets[0].slot: slot must be one of dashboard-main, dashboard-aside',
    ],
    [
      'another remote’s (its name is not its key in remotes.json)',
      { status: 200, body: { ...ORDERS, name: 'marketplace' } },
      'name: is "marketplace", expected "orders"',
    ],
  ])('a description that is %s is refused, saying why', async (_name, response, problem) => {
    answer(response);
    expect(await problemsOf(fetchRemoteDescription('orders', MANIFEST))).toContain(problem);
  });

  it('gives up on a remote that does not answer, so the start overlay is not held up for ever', async () => {
    answer('never');
    expect(await problemsOf(fetchRemoteDescription('orders', MANIFEST, 20))).toEqual([
      `${DESCRIPTION_URL} did not answer within 20 ms`,
    ]);
  });

  it('names the remote in its message (the console report)', async () => {
    answer({ status: 404, statusText: 'Not Found' });
    await expect(fetchRemoteDescription('orders', MANIFEST)).rejects.toThrow(
      `Remote "orders" is skipped: ${DESCRIPTION_URL} answered 404 Not Found`,
    );
  });
});

describe("a release's description (issue 37)", () => {
  afterEach(resetReleases);

  it('is fetched with its digest from remotes.json, so a changed one is refused', async () => {
    const digest = (char: string) => `sha384-${char.repeat(64)}`;
    const id = '20261208T001200Z-3f2a9c1b77';
    const manifest = `http://localhost:3002/${id}/mf-manifest.json`;
    const integrity = {
      'mf-manifest.json': digest('M'),
      'leafbid-remote.json': digest('D'),
      'remoteEntry.js': digest('E'),
      'integrity.json': digest('I'),
    };
    answer({ status: 200, body: ORDERS });
    chooseReleases({
      orders: { stable: id, canary: null, releases: [{ id, manifest, kernel: null, integrity }] },
    });
    await fetchRemoteDescription('orders', manifest);
    const asked = requested.find(({ url }) => url.endsWith('/leafbid-remote.json'));
    expect(asked?.init).toMatchObject({ cache: 'no-cache', integrity: digest('D') });
  });

  it("a plain entry's description is fetched without one, as before", async () => {
    answer({ status: 200, body: ORDERS });
    await fetchRemoteDescription('orders', MANIFEST);
    expect(requested[0]?.init).not.toHaveProperty('integrity');
  });
});
