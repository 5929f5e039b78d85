import { initIdentity, useAuthStore, useProfileStore, type AuthUser } from '@leafbid/shared';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  reply,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import { preloadRemotes, setUpRemotes, warmRemoteModules } from './remote/remote-registry';
import { reachableRemotes, startLeafbid } from './start';

jest.mock('@leafbid/shared', () => ({
  ...jest.requireActual<object>('@leafbid/shared'),
  // The real one starts Firebase; the fake identity stands in for it.
  initIdentity: jest.fn(),
}));
jest.mock('./remote/remote-registry', () => ({
  ...jest.requireActual('./remote/remote-registry'),
  setUpRemotes: jest.fn(),
  preloadRemotes: jest.fn(),
  warmRemoteModules: jest.fn(),
}));

const setUp = jest.mocked(setUpRemotes);
const preload = jest.mocked(preloadRemotes);
let api: FakeApi;
let steps: string[];

const RUNTIME_CONFIG = {
  apiBaseUrl: 'http://api.leafbid.test',
  firebase: {
    apiKey: 'k',
    authDomain: 'leafbid.test',
    projectId: 'demo-leafbid',
  },
};

function mockStart(user: AuthUser | null) {
  steps = [];
  setUp.mockImplementation(async () => {
    steps.push('remotes.json');
    return {};
  });
  preload.mockImplementation(async (remotes) => {
    steps.push(`preload ${remotes?.join(',')}`);
    return [];
  });
  jest.mocked(warmRemoteModules).mockImplementation(async (ids) => {
    steps.push(`load ${ids.join(',')}`);
    return [];
  });
  api.on('GET /runtime-config.json', () => {
    steps.push('config');
    return RUNTIME_CONFIG;
  });
  jest.mocked(initIdentity).mockImplementation(async () => {
    steps.push('identity');
    return createFakeIdentity({ user });
  });
  const initialise = useAuthStore.getState().initialise;
  useAuthStore.setState({
    initialise: async () => {
      steps.push('auth');
      await initialise();
    },
  });
}

const realAuthStore = useAuthStore.getState();
beforeEach(() => {
  resetStoresForTest();
  api = installFakeApi({
    'GET /contact-by-email': { data: makeContact() },
    'GET /products': { products: [] },
    'GET /tasks': { data: [] },
  });
});
let stop = () => {};
afterEach(() => {
  stop();
  stop = () => {};
  useAuthStore.setState(realAuthStore, true);
  api.restore();
});

describe('start-up (ARCHITECTURE.md "Run-time composition")', () => {
  it.each([
    ['loading', []],
    ['anonymous', ['onboarding']],
    ['authenticated', ['marketplace', 'orders', 'listings', 'onboarding']],
  ] as const)('remotes reachable when %s: %j', (status, remotes) => {
    expect(reachableRemotes(status)).toEqual(remotes);
  });

  it('loads the config, then identity, then the first auth state; registers remotes alongside; loads only the login page for a visitor', async () => {
    mockStart(null);
    stop = await startLeafbid();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps.filter((step) => step !== 'remotes.json')).toEqual([
      'config',
      'identity',
      'auth',
      'load onboarding/LoginPage',
    ]);
    expect(steps).toContain('remotes.json');
    expect(useAuthStore.getState().status).toBe('anonymous');
  });

  it('preloads every remote and loads the profile, products and tasks for a signed-in user', async () => {
    mockStart({ uid: 'demo-buyer', email: 'buyer@leafbid.test' });
    stop = await startLeafbid();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps.filter((step) => /^(preload|load) /.test(step))).toEqual([
      'preload marketplace,orders,listings,onboarding',
      'load marketplace/NewArrivals,orders/PendingOrders,marketplace/MarketplacePage,orders/OrdersPage,listings/ListingsPage,onboarding/SettingsPage,onboarding/ConfirmAccountPage',
    ]);
    expect(useProfileStore.getState().profile?.id).toBe('c_1');
    expect(api.callsTo('GET /products')).toHaveLength(1);
    expect(api.callsTo('GET /tasks')[0]?.query).toEqual({ who_id: 'c_1' });
  });

  it('preloads the remaining remotes and warms the data once a visitor signs in', async () => {
    mockStart(null);
    stop = await startLeafbid();
    await useAuthStore.getState().signIn('buyer@leafbid.test', 'leafbid-demo-1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps.filter((step) => /^(preload|load) /.test(step))).toEqual([
      'load onboarding/LoginPage',
      'preload marketplace,orders,listings,onboarding',
      'load marketplace/NewArrivals,orders/PendingOrders,marketplace/MarketplacePage,orders/OrdersPage,listings/ListingsPage,onboarding/SettingsPage,onboarding/ConfirmAccountPage',
    ]);
    expect(api.callsTo('GET /contact-by-email')).toHaveLength(1);
  });

  it('fails when the runtime config cannot be loaded (the overlay then explains it)', async () => {
    mockStart(null);
    api.on('GET /runtime-config.json', reply(404, { error: 'Not Found' }, 'Not Found'));
    await expect(startLeafbid()).rejects.toThrow(
      'Failed to fetch runtime config from /runtime-config.json: 404 Not Found',
    );
    expect(initIdentity).not.toHaveBeenCalled();
  });
});
