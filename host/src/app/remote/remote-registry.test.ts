import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import {
  parseRemoteManifests,
  preloadRemotes,
  registerRemoteManifests,
  warmRemoteModules,
} from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const fetchMock = jest.fn(async (url: string) => ({ ok: true, url }) as unknown as Response);

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  registerRemoteManifests({
    marketplace: 'http://m.test/mf-manifest.json',
    orders: 'http://o.test/mf-manifest.json',
    onboarding: 'http://b.test/mf-manifest.json',
  });
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
