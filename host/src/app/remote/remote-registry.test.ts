import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { createHash } from 'node:crypto';
import {
  RemoteLoadError,
  chosenReleases,
  fetchRemoteManifests,
  loadRemoteModule,
  parseRemoteManifests,
  preloadRemotes,
  registerRemoteManifests,
  warmRemoteModules,
} from './remote-registry';
import { integrityPlugin } from './integrity-plugin';
import { resetReleaseReports, sendReleaseReportsTo } from './release-reports';
import { resetReleases } from './releases';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const fetchMock = jest.fn(
  async (url: string, _init?: RequestInit) => ({ ok: true, url }) as unknown as Response,
);

/** The runtime plugins, as registered (once, at the first registration). */
let plugins: Array<{ name: string }> = [];

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  registerRemoteManifests({
    marketplace: 'http://m.test/mf-manifest.json',
    orders: 'http://o.test/mf-manifest.json',
    onboarding: 'http://b.test/mf-manifest.json',
  });
  plugins = jest.mocked(registerPlugins).mock.calls[0]?.[0] ?? [];
});

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));

describe('remote registry', () => {
  it("fetches every remote's mf-manifest.json as soon as remotes.json is read, for the runtime to use (issue 12)", () => {
    // (registered in beforeAll; clearMocks resets the mocks' calls, so register one more)
    registerRemoteManifests({ reports: 'http://r.test/mf-manifest.json' });
    expect(fetchMock).toHaveBeenCalledWith('http://r.test/mf-manifest.json');
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'reports', entry: 'http://r.test/mf-manifest.json' },
    ]);
    // The runtime plugin that hands them over is installed once, not at every registration.
    expect(registerPlugins).not.toHaveBeenCalled();
  });

  it('reads remotes.json: any remote it lists (a new one needs no host build), dropping bad names and empty entries', () => {
    expect(
      parseRemoteManifests({
        marketplace: 'http://m.test/mf-manifest.json',
        operator: 'http://op.test/mf-manifest.json',
        Shop: 'http://s.test/mf-manifest.json',
        '../x': 'http://x.test/mf-manifest.json',
        orders: '',
        listings: 42,
      }),
    ).toEqual({
      marketplace: 'http://m.test/mf-manifest.json',
      operator: 'http://op.test/mf-manifest.json',
    });
  });

  it("preloads the described modules' sync chunks only (the async ones are the remote's copies of shared singletons)", async () => {
    jest.mocked(preloadRemote).mockResolvedValue(undefined);
    await preloadRemotes([{ name: 'onboarding', exposes: ['SettingsPage'] }]);
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'onboarding', exposes: ['SettingsPage'], resourceCategory: 'sync' },
    ]);
  });

  it('a remote that fails to preload is reset and reported; one not in remotes.json is skipped', async () => {
    jest
      .mocked(preloadRemote)
      .mockImplementation(async ([target]) =>
        target?.nameOrAlias === 'orders' ? Promise.reject(new Error('down')) : undefined,
      );
    const failed = await preloadRemotes([
      { name: 'orders', exposes: ['OrdersPage'] },
      { name: 'marketplace', exposes: ['MarketplacePage'] },
      { name: 'listings', exposes: ['ListingsPage'] },
    ]);
    expect(failed).toEqual(['orders']);
    expect(preloadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'orders', entry: 'http://o.test/mf-manifest.json' }],
      { force: true },
    );
  });

  it('loads likely modules ahead of time; a failing one resets its remote and is reported, the others load', async () => {
    jest
      .mocked(loadRemote)
      .mockImplementation(async (id: string) =>
        id.startsWith('orders/') ? Promise.reject(new Error('down')) : { default: () => null },
      );
    const failed = await warmRemoteModules([
      'marketplace/NewArrivals',
      'orders/PendingOrders',
      'listings/ListingsPage', // not in remotes.json: skipped
    ]);
    expect(failed).toEqual(['orders/PendingOrders']);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'orders', entry: 'http://o.test/mf-manifest.json' }],
      { force: true },
    );
  });
});

describe('remotes.json with releases (issue 37)', () => {
  const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
  const OLD = '20261208T001200Z-3f2a9c1b77';
  const NEW = '20261208T013000Z-aa01bb02cc';
  const ENTRY_JS = 'self.listings = {};';
  const base = (id: string) => `http://l.test/${id}/`;
  const release = (id: string) => ({
    id,
    manifest: `${base(id)}mf-manifest.json`,
    kernel: '^2.5.1',
    integrity: {
      'mf-manifest.json': sha384('{}'),
      'leafbid-remote.json': sha384('{}'),
      'remoteEntry.js': sha384(ENTRY_JS),
      'integrity.json': sha384('{"files":{}}'),
    },
  });
  const LISTINGS = { stable: OLD, canary: null, releases: [release(OLD), release(NEW)] };

  it('reads both forms: a plain manifest URL, or a release entry (stable, canary, releases)', () => {
    expect(
      parseRemoteManifests({ marketplace: 'http://m.test/mf-manifest.json', listings: LISTINGS }),
    ).toEqual({ marketplace: 'http://m.test/mf-manifest.json', listings: LISTINGS });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('drops an entry whose releases do not hold together, a malformed release and a canary naming none, each with a warning', () => {
    const parsed = parseRemoteManifests({
      listings: {
        ...LISTINGS,
        canary: { release: 'gone', percent: 10 },
        releases: [...LISTINGS.releases, { id: 'broken' }],
      },
      orders: { ...LISTINGS, stable: 'gone' },
      reports: { releases: 'none' },
    });
    expect(parsed).toEqual({ listings: LISTINGS });
    const warnings = jest.mocked(console.warn).mock.calls.map(([text]) => String(text));
    expect(warnings).toEqual([
      'remotes.json: "listings": a malformed release is left out',
      'remotes.json: "listings": its canary is ignored',
      'remotes.json: ignoring "orders"',
      'remotes.json: ignoring "reports"',
    ]);
  });

  describe('loaded', () => {
    let served: Record<string, string>;
    beforeEach(async () => {
      resetReleaseReports();
      resetReleases();
      window.__leafbidReleaseKey = 'someone';
      served = {
        '/remotes.json': JSON.stringify({ listings: LISTINGS }),
        [`${base(OLD)}integrity.json`]: '{"files":{}}',
        [`${base(OLD)}remoteEntry.js`]: ENTRY_JS,
      };
      fetchMock.mockImplementation(async (url: string) => {
        const body = served[url];
        return {
          ok: body !== undefined,
          status: body === undefined ? 404 : 200,
          url,
          json: async () => JSON.parse(body ?? 'null') as unknown,
          clone() {
            return this;
          },
          arrayBuffer: async () => new TextEncoder().encode(body).buffer,
        } as unknown as Response;
      });
      registerRemoteManifests(await fetchRemoteManifests('/remotes.json'));
      sendReleaseReportsTo('http://api.test');
    });
    afterAll(() => {
      delete window.__leafbidReleaseKey;
      fetchMock.mockImplementation(
        async (url: string) => ({ ok: true, url }) as unknown as Response,
      );
    });
    const reported = () =>
      fetchMock.mock.calls
        .filter(([url]) => url === 'http://api.test/platform/reports')
        .map(([, init]) => (JSON.parse(init?.body as string) as { event: string }).event);

    it("registers the chosen release's manifest, fetched with its digest, and names the release for others", () => {
      expect(registerRemotes).toHaveBeenLastCalledWith([
        { name: 'listings', entry: `${base(OLD)}mf-manifest.json` },
      ]);
      expect(fetchMock).toHaveBeenCalledWith(`${base(OLD)}mf-manifest.json`, {
        integrity: release(OLD).integrity['mf-manifest.json'],
      });
      expect(chosenReleases().listings).toEqual({
        id: OLD,
        integrity: release(OLD).integrity['remoteEntry.js'],
      });
      // The integrity plugin is registered after the cross-origin one: its element is used.
      expect(plugins.map((plugin) => plugin.name).slice(-2)).toEqual([
        'leafbid-cross-origin',
        integrityPlugin.name,
      ]);
    });

    it('a module that loads is reported loaded, once', async () => {
      jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
      await loadRemoteModule('listings/ListingsPage');
      await loadRemoteModule('listings/ListingsPage');
      expect(reported()).toEqual(['loaded']);
    });

    it('a file the browser refused for its digest fails the load with reason integrity, and is reported so', async () => {
      served[`${base(OLD)}remoteEntry.js`] = 'self.listings = "tampered";';
      jest.mocked(loadRemote).mockImplementation(async () => {
        const script = document.createElement('script');
        script.src = `${base(OLD)}remoteEntry.js`;
        document.head.appendChild(script);
        script.dispatchEvent(new Event('error'));
        script.remove();
        throw new Error('ScriptNetworkError: Failed to load script');
      });
      const failure = loadRemoteModule('listings/ListingsPage').catch((error: unknown) => error);
      const error = (await failure) as RemoteLoadError;
      expect(error).toBeInstanceOf(RemoteLoadError);
      expect(error.kind).toBe('integrity');
      expect(error.message).toMatch(
        /integrity check failed for http:\/\/l\.test\/.*\/remoteEntry\.js/,
      );
      expect(reported()).toEqual(['integrity']);
    });

    it('a load that fails for the network is load-failed', async () => {
      jest.mocked(loadRemote).mockRejectedValue(new Error('down'));
      const error = (await loadRemoteModule('listings/ListingsPage').catch(
        (e: unknown) => e,
      )) as RemoteLoadError;
      expect(error.kind).toBe('failed');
      expect(reported()).toEqual(['load-failed']);
    });
  });
});
