import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  parseRemoteManifests,
  preloadRemotes,
  registerRemoteManifests,
  warmRemoteModules,
} from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

beforeAll(() => {
  registerRemoteManifests({
    marketplace: 'http://m.test/mf-manifest.json',
    orders: 'http://o.test/mf-manifest.json',
    onboarding: 'http://b.test/mf-manifest.json',
  });
});

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));

describe('remote registry', () => {
  it('reads remotes.json, dropping unknown names and empty entries', () => {
    expect(
      parseRemoteManifests({
        marketplace: 'http://m.test/mf-manifest.json',
        shop: 'x',
        orders: '',
      }),
    ).toEqual({ marketplace: 'http://m.test/mf-manifest.json' });
  });

  it("preloads only the exposes' sync chunks (the async ones are the remote's copies of shared singletons)", async () => {
    jest.mocked(preloadRemote).mockResolvedValue(undefined);
    await preloadRemotes(['onboarding']);
    expect(preloadRemote).toHaveBeenCalledWith([
      expect.objectContaining({ nameOrAlias: 'onboarding', resourceCategory: 'sync' }),
    ]);
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
