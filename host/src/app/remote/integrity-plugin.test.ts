import { integrityPlugin } from './integrity-plugin';
import { NOTHING_DIGEST, chooseReleases, releaseFilesReady, resetReleases } from './releases';

const createScript = integrityPlugin.createScript as (args: {
  url: string;
  attrs?: Record<string, unknown>;
}) => HTMLScriptElement | undefined;
const createLink = integrityPlugin.createLink as (args: {
  url: string;
  attrs?: Record<string, unknown>;
}) => HTMLLinkElement | undefined;

const digest = (char: string) => `sha384-${char.repeat(64)}`;
const ID = '20261208T001200Z-3f2a9c1b77';
const BASE = `http://localhost:3002/${ID}/`;
const RELEASE = {
  id: ID,
  manifest: `${BASE}mf-manifest.json`,
  kernel: '^2.5.1',
  integrity: {
    'mf-manifest.json': digest('M'),
    'leafbid-remote.json': digest('D'),
    'remoteEntry.js': digest('E'),
    'integrity.json': digest('I'),
  },
};

beforeEach(async () => {
  resetReleases();
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({
      files: { 'static/js/416.js': digest('c'), 'static/css/416.css': digest('s') },
    }),
  })) as unknown as typeof fetch;
  chooseReleases({
    orders: { stable: ID, canary: null, releases: [RELEASE] },
    reports: 'http://r.test/mf-manifest.json',
  });
  await releaseFilesReady('orders');
});

describe("a release's files are loaded with their digests: a changed byte is refused (issue 37)", () => {
  it('remoteEntry.js: its digest from the registry, in CORS mode, with the attributes the runtime asked for', () => {
    const script = createScript({
      url: `${BASE}remoteEntry.js`,
      attrs: { fetchpriority: 'high', async: true },
    });
    expect(script?.src).toBe(`${BASE}remoteEntry.js`);
    expect(script?.getAttribute('integrity')).toBe(digest('E'));
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
    expect(script?.getAttribute('fetchpriority')).toBe('high');
    expect(script?.async).toBe(true);
  });

  it("the preloads of an expose's chunks and styles: their digests from the release's integrity.json", () => {
    const chunk = createLink({
      url: `${BASE}static/js/416.js`,
      attrs: { rel: 'preload', as: 'script' },
    });
    expect(chunk?.getAttribute('integrity')).toBe(digest('c'));
    expect(chunk?.getAttribute('as')).toBe('script');
    expect(chunk?.getAttribute('crossorigin')).toBe('anonymous');
    const style = createLink({ url: `${BASE}static/css/416.css`, attrs: { rel: 'stylesheet' } });
    expect(style?.getAttribute('integrity')).toBe(digest('s'));
    expect(createScript({ url: `${BASE}static/js/416.js` })?.getAttribute('integrity')).toBe(
      digest('c'),
    );
  });

  it('a file of the release no digest lists: the digest of nothing, so the browser refuses it', () => {
    expect(createScript({ url: `${BASE}static/js/injected.js` })?.getAttribute('integrity')).toBe(
      NOTHING_DIGEST,
    );
  });

  it("a plain entry's files (no digests): nothing here, the cross-origin plugin's element as before", () => {
    expect(createScript({ url: 'http://r.test/remoteEntry.js' })).toBeUndefined();
    expect(createLink({ url: 'http://r.test/416.js', attrs: { rel: 'preload' } })).toBeUndefined();
  });

  it("a release served from the page's own origin: its digest, without CORS mode (as webpack asks for same-origin chunks)", () => {
    resetReleases();
    const base = `${window.location.origin}/remotes/orders/${ID}/`;
    chooseReleases({
      orders: {
        stable: ID,
        canary: null,
        releases: [{ ...RELEASE, manifest: `/remotes/orders/${ID}/mf-manifest.json` }],
      },
    });
    const script = createScript({ url: `${base}remoteEntry.js` });
    expect(script?.getAttribute('integrity')).toBe(digest('E'));
    expect(script?.getAttribute('crossorigin')).toBeNull();
  });
});
