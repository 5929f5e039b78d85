import {
  apiRequest,
  getRuntimeConfig,
  initIdentity,
  loadIdentitySdk,
  useAuthStore,
  useProfileStore,
  type AuthUser,
} from '@leafbid/shared';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  reply,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import type { RemoteDescription } from '@leafbid/shared/platform';
import {
  OPERATOR,
  PRODUCT_REMOTES,
  installPlatform,
  manifestUrlOf,
} from '../testing/remote-descriptions';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { LoadingOverlay } from '../features/loading';
import { resetPlatformStore, usePlatformStore } from './platform/platform-store';
import { RemoteDescriptionError, fetchRemoteDescription } from './remote/remote-descriptions';
import {
  loadRemoteModule,
  preloadRemotes,
  setUpRemotes,
  warmRemoteModules,
  type RemotePreload,
} from './remote/remote-registry';
import { reportRelease, resetReleaseReports } from './remote/release-reports';
import { chooseReleases, resetReleases } from './remote/releases';
import { announceLocation } from './location-signal';
import { likelyModules, reachableRemotes, startLeafbid } from './start';

jest.mock('@leafbid/shared', () => ({
  ...jest.requireActual<object>('@leafbid/shared'),
  // The real one starts Firebase; the fake identity stands in for it.
  initIdentity: jest.fn(),
  loadIdentitySdk: jest.fn(),
}));
jest.mock('./remote/remote-registry', () => ({
  ...jest.requireActual('./remote/remote-registry'),
  setUpRemotes: jest.fn(),
  loadRemoteModule: jest.fn(),
  preloadRemotes: jest.fn(),
  warmRemoteModules: jest.fn(),
}));
jest.mock('./remote/remote-descriptions', () => ({
  ...jest.requireActual('./remote/remote-descriptions'),
  fetchRemoteDescription: jest.fn(),
}));
// Every remote's manifest needs the kernel the host runs (issue 17).
jest.mock('./remote/kernel-requirement', () => ({
  ...jest.requireActual('./remote/kernel-requirement'),
  fetchKernelRanges: jest.fn(async () => [
    `^${jest.requireActual('@leafbid/shared/platform').KERNEL_VERSION}`,
  ]),
}));

const setUp = jest.mocked(setUpRemotes);
const preload = jest.mocked(preloadRemotes);
const describeRemote = jest.mocked(fetchRemoteDescription);
let api: FakeApi;
let steps: string[];
/** What each preloadRemotes call asked for. */
let preloads: RemotePreload[][];

const RUNTIME_CONFIG = {
  apiBaseUrl: 'http://api.leafbid.test',
  firebase: {
    apiKey: 'k',
    authDomain: 'leafbid.test',
    projectId: 'demo-leafbid',
  },
};

/** remotes.json lists these remotes; each answers its description (or fails, `broken`). */
function mockStart(
  user: AuthUser | null,
  remotes: RemoteDescription[] = PRODUCT_REMOTES,
  broken: Record<string, string> = {},
) {
  steps = [];
  preloads = [];
  const names = [...remotes.map((remote) => remote.name), ...Object.keys(broken)];
  setUp.mockImplementation(async () => {
    steps.push('remotes.json');
    return Object.fromEntries(names.map((name) => [name, manifestUrlOf(name)]));
  });
  describeRemote.mockImplementation(async (name) => {
    steps.push(`describe ${name}`);
    const description = remotes.find((remote) => remote.name === name);
    if (!description) throw new RemoteDescriptionError(name, [broken[name] ?? 'missing']);
    return description;
  });
  preload.mockImplementation(async (targets) => {
    preloads.push(targets);
    steps.push(`preload ${targets.map((target) => target.name).join(',')}`);
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
  jest.mocked(loadIdentitySdk).mockImplementation(async () => {
    steps.push('identity SDK');
    return {} as Awaited<ReturnType<typeof loadIdentitySdk>>;
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

/** Lets start-up's background work run: the preloads wait for the user's data, then idle time. */
async function settled() {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

const realAuthStore = useAuthStore.getState();
beforeEach(() => {
  // The preloads wait for the page to be painted (two frames, issue 22): here a frame is a task,
  // so a test's background work is done within settled() rather than 16 ms a frame later.
  jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((callback) => Number(setTimeout(() => callback(performance.now()), 0)));
  resetStoresForTest();
  resetPlatformStore();
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
    installPlatform();
    const { platform } = usePlatformStore.getState();
    expect(reachableRemotes(status, platform).map((remote) => remote.name)).toEqual(remotes);
  });

  it('a signed-in user preloads only the modules they may mount: not the public pages, not an Admin page until the profile says Admin', () => {
    installPlatform([...PRODUCT_REMOTES, OPERATOR]);
    const { platform } = usePlatformStore.getState();
    const exposes = (contactType?: string[]) =>
      Object.fromEntries(
        reachableRemotes('authenticated', platform, contactType).map(({ name, exposes }) => [
          name,
          exposes,
        ]),
      );
    // Widgets for some roles (issue 18: pending orders are a buyer's) wait for the profile too.
    expect(exposes()).toEqual({
      marketplace: ['NewArrivals', 'MarketplacePage'],
      orders: ['OrdersPage'],
      listings: ['ListingsPage'],
      onboarding: ['SettingsPage', 'ConfirmAccountPage'],
      operator: ['ReviewQueue'],
    });
    expect(exposes(['Admin']).operator).toEqual(['ReviewQueue', 'OperatorPage']);
    expect(exposes(['Buyer']).orders).toEqual(['PendingOrders', 'OrdersPage']);
    expect(exposes(['Seller']).orders).toEqual(['OrdersPage']);
    expect(exposes(['Seller']).listings).toEqual(['MyListingsSummary', 'ListingsPage']);
    expect(likelyModules('authenticated', platform, ['Buyer'])).not.toContain(
      'listings/MyListingsSummary',
    );
    expect(likelyModules('authenticated', platform, ['Seller'])).toContain(
      'listings/MyListingsSummary',
    );
    expect(likelyModules('authenticated', platform, ['Buyer'])).not.toContain(
      'operator/OperatorPage',
    );
    expect(likelyModules('authenticated', platform, ['Admin'])).toContain('operator/OperatorPage');
  });

  it('reads every description in parallel as soon as remotes.json is read, and renders only once they have all settled', async () => {
    mockStart(null);
    const answers: Array<() => void> = [];
    describeRemote.mockImplementation((name) => {
      steps.push(`describe ${name}`);
      return new Promise((resolve) =>
        answers.push(() => resolve(PRODUCT_REMOTES.find((remote) => remote.name === name)!)),
      );
    });
    let started = false;
    const starting = startLeafbid().then((stopper) => {
      started = true;
      stop = stopper;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // All four asked for at once, none answered yet: one round trip after remotes.json.
    expect(steps.filter((step) => step.startsWith('describe '))).toEqual([
      'describe marketplace',
      'describe orders',
      'describe listings',
      'describe onboarding',
    ]);
    expect(steps).toContain('auth');
    expect(started).toBe(false);
    answers.forEach((answer) => answer());
    await starting;
    expect(usePlatformStore.getState().platform.routes.map((route) => route.path)).toEqual([
      '/marketplace',
      '/orders',
      '/listings',
      '/login',
      '/join',
      '/reset',
      '/settings',
      '/confirm-account',
    ]);
  });

  // Each case names its remotes apart: the kernel keeps a catalogue once loaded for the process.
  it.each([
    ['a visitor', null, false, 'a'],
    ['a signed-in user', { uid: 'demo-buyer', email: 'buyer@leafbid.test' }, true, 'b'],
  ] as const)(
    '%s: the start waits for the public pages’ catalogues; for the others only when signed in (issue 22)',
    async (_who, user, waitsForMarketplace, suffix) => {
      const withTexts = (description: RemoteDescription): RemoteDescription => ({
        ...description,
        name: `${description.name}${suffix}`,
        messages: { 'en-CA': `locales/en-CA.${description.name}.json` },
      });
      mockStart(user, PRODUCT_REMOTES.map(withTexts));
      const answers = new Map<string, () => void>();
      const apiFetch = global.fetch;
      jest.spyOn(global, 'fetch').mockImplementation((input, init) => {
        const url = String(input);
        const remote = /^http:\/\/(\w+)\.test\/locales\//.exec(url)?.[1];
        if (!remote) return apiFetch(input, init);
        return new Promise((resolve) =>
          answers.set(remote, () => resolve({ ok: true, json: async () => ({}) } as Response)),
        );
      });
      let started = false;
      const starting = startLeafbid().then((stopper) => {
        started = true;
        stop = stopper;
      });
      await settled();
      expect([...answers.keys()].sort()).toEqual(
        ['listings', 'marketplace', 'onboarding', 'orders'].map((name) => `${name}${suffix}`),
      );
      expect(started).toBe(false);
      // The login, join and reset pages' texts: every start waits for them.
      answers.get(`onboarding${suffix}`)!();
      await settled();
      expect(started).toBe(!waitsForMarketplace);
      for (const answer of answers.values()) answer();
      await starting;
      expect(started).toBe(true);
      // Its preloads, before the next test counts steps.
      await settled();
    },
  );

  it('a remote whose description is bad or missing is reported and skipped; the start goes on with the others', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockStart({ uid: 'demo-buyer', email: 'buyer@leafbid.test' }, PRODUCT_REMOTES.slice(1), {
      marketplace: 'routes[0].path: path must be absolute',
    });
    stop = await startLeafbid();
    await settled();
    expect(error).toHaveBeenCalledWith(
      'Leafbid: Remote "marketplace" is skipped: routes[0].path: path must be absolute',
      expect.any(RemoteDescriptionError),
    );
    const { platform } = usePlatformStore.getState();
    expect(platform.problems).toEqual([
      {
        remote: 'marketplace',
        reason: 'Remote "marketplace" is skipped: routes[0].path: path must be absolute',
        retrying: false,
      },
    ]);
    expect(steps.filter((step) => /^(preload|load) /.test(step))).toEqual([
      'load orders/PendingOrders',
      'preload orders,listings,onboarding',
      'load orders/OrdersPage,listings/ListingsPage,onboarding/SettingsPage,onboarding/ConfirmAccountPage',
    ]);
  });

  it('an Admin-only page is warmed once the profile says Admin', async () => {
    api.on('GET /contact-by-email', () => ({ data: makeContact({ Contact_Type: ['Admin'] }) }));
    mockStart({ uid: 'demo-admin', email: 'admin@leafbid.test' }, [...PRODUCT_REMOTES, OPERATOR]);
    stop = await startLeafbid();
    await settled();
    expect(steps.filter((step) => /^(preload|load) /.test(step)).slice(-2)).toEqual([
      'preload operator',
      'load operator/OperatorPage',
    ]);
    // The Admin's pending orders (a widget for Buyers and Admins) load, not preload.
    expect(preloads.at(-1)).toEqual([{ name: 'operator', exposes: ['OperatorPage'] }]);
  });

  it('takes the runtime config the page asked for (issue 22); asks again when that answer is not a valid config', async () => {
    const pageAnswer = (body: unknown) => {
      window.__leafbidStartFetches = {
        '/runtime-config.json': Promise.resolve({
          ok: true,
          json: async () => body,
        } as unknown as Response),
      };
    };
    try {
      mockStart(null);
      pageAnswer({ ...RUNTIME_CONFIG, apiBaseUrl: 'http://page.leafbid.test/' });
      stop = await startLeafbid();
      expect(steps).not.toContain('config');
      expect(jest.mocked(initIdentity)).toHaveBeenLastCalledWith(
        expect.objectContaining({ apiBaseUrl: 'http://page.leafbid.test' }),
      );
      stop();

      mockStart(null);
      pageAnswer({ apiBaseUrl: '' });
      stop = await startLeafbid();
      expect(steps).toContain('config');
      expect(jest.mocked(initIdentity)).toHaveBeenLastCalledWith(
        expect.objectContaining({ apiBaseUrl: RUNTIME_CONFIG.apiBaseUrl }),
      );
    } finally {
      delete window.__leafbidStartFetches;
    }
  });

  it('reaches a local API by the host name the page was opened with (issue 35: localhost or 127.0.0.1)', async () => {
    // jsdom's page is http://localhost/; the stack's config names the API 127.0.0.1.
    window.__leafbidStartFetches = {
      '/runtime-config.json': Promise.resolve({
        ok: true,
        json: async () => ({ ...RUNTIME_CONFIG, apiBaseUrl: 'http://127.0.0.1:4000' }),
      } as unknown as Response),
    };
    try {
      mockStart(null);
      stop = await startLeafbid();
      expect(jest.mocked(initIdentity)).toHaveBeenLastCalledWith(
        expect.objectContaining({ apiBaseUrl: 'http://localhost:4000' }),
      );
      expect(getRuntimeConfig().apiBaseUrl).toBe('http://localhost:4000');
    } finally {
      delete window.__leafbidStartFetches;
    }
  });

  it("sends the releases' health reports to the API the runtime config names, those made before it came included (issue 37)", async () => {
    resetReleases();
    resetReleaseReports();
    mockStart(null);
    const id = '20261208T001200Z-3f2a9c1b77';
    const digest = `sha384-${'A'.repeat(64)}`;
    const setUpRemotesAsMocked = setUp.getMockImplementation()!;
    setUp.mockImplementation(async () => {
      const manifests = await setUpRemotesAsMocked();
      chooseReleases({
        orders: {
          stable: id,
          canary: null,
          releases: [
            {
              id,
              manifest: `http://localhost:3002/${id}/mf-manifest.json`,
              kernel: null,
              integrity: Object.fromEntries(
                ['mf-manifest.json', 'leafbid-remote.json', 'remoteEntry.js', 'integrity.json'].map(
                  (file) => [file, digest],
                ),
              ),
            },
          ],
        },
      });
      // A remote that failed before the config had come.
      reportRelease('orders', 'load-failed');
      return manifests;
    });
    try {
      stop = await startLeafbid();
      const reports = api.callsTo('POST /platform/reports');
      expect(reports.map((call) => [call.url, call.body])).toEqual([
        [
          'http://api.leafbid.test/platform/reports',
          { session: expect.any(String), remote: 'orders', release: id, event: 'load-failed' },
        ],
      ]);
    } finally {
      resetReleases();
      resetReleaseReports();
    }
  });

  it('loads the config, then identity, then the first auth state; registers remotes alongside; loads only the login page for a visitor', async () => {
    mockStart(null);
    stop = await startLeafbid();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(
      steps.filter((step) => step !== 'remotes.json' && !step.startsWith('describe ')),
    ).toEqual(['identity SDK', 'config', 'identity', 'auth', 'load onboarding/LoginPage']);
    expect(steps).toContain('remotes.json');
    expect(steps).toContain('describe onboarding');
    expect(useAuthStore.getState().status).toBe('anonymous');
  });

  it('a visitor opening /login gets the login page loading as soon as the remotes are described, before identity and the first auth state (issue 12)', async () => {
    window.history.pushState({}, '', '/login');
    try {
      mockStart(null);
      stop = await startLeafbid();
      await new Promise((resolve) => setTimeout(resolve, 0));
      const loginLoaded = steps.indexOf('load onboarding/LoginPage');
      expect(loginLoaded).toBeGreaterThan(steps.indexOf('describe onboarding'));
      expect(loginLoaded).toBeLessThan(steps.indexOf('auth'));
      // Loaded once, not again when the first auth state says "visitor".
      expect(steps.filter((step) => step.startsWith('load '))).toEqual([
        'load onboarding/LoginPage',
      ]);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it("loads the dashboard's widgets and the profile, products and tasks for a signed-in user; preloads every other page after them (issue 12)", async () => {
    // The orders remote loads the tasks with its own `prefetch` module (issue 17).
    mockStart(
      { uid: 'demo-buyer', email: 'buyer@leafbid.test' },
      PRODUCT_REMOTES.map((remote) =>
        remote.name === 'orders' ? { ...remote, prefetch: 'Prefetch' } : remote,
      ),
    );
    jest.mocked(loadRemoteModule).mockImplementation(async (id) => {
      steps.push(`load ${id}`);
      return {
        default: ({ profile }: { profile: { id: string } }) =>
          apiRequest('/tasks', { query: { who_id: profile.id }, fallback: 'Failed' }),
      };
    });
    for (const call of ['GET /products', 'GET /tasks'] as const) {
      api.on(call, () => {
        steps.push(call);
        return call === 'GET /products' ? { products: [] } : { data: [] };
      });
    }
    // The seller's products are the listings remote's prefetch now (issue 17), not the host's.
    stop = await startLeafbid();
    await settled();
    // The buyer's pending orders are a widget for Buyers (issue 18): loaded once the profile says so.
    expect(steps.filter((step) => /^(preload|load|GET) /.test(step))).toEqual([
      'load marketplace/NewArrivals',
      'load orders/PendingOrders',
      'load orders/Prefetch',
      'GET /tasks',
      'preload marketplace,orders,listings,onboarding',
      'load marketplace/MarketplacePage,orders/OrdersPage,listings/ListingsPage,onboarding/SettingsPage,onboarding/ConfirmAccountPage',
    ]);
    expect(useProfileStore.getState().profile?.id).toBe('c_1');
    expect(api.callsTo('GET /products')).toHaveLength(0);
    expect(api.callsTo('GET /tasks')[0]?.query).toEqual({ who_id: 'c_1' });
  });

  it('a signed-in user opening another page gets no dashboard widget before it; the widgets are preloaded with the other pages once it shows (issue 22)', async () => {
    window.history.pushState({}, '', '/marketplace');
    try {
      mockStart({ uid: 'demo-buyer', email: 'buyer@leafbid.test' });
      stop = await startLeafbid();
      await settled();
      expect(steps.filter((step) => /^(preload|load) /.test(step))).toEqual([
        'preload marketplace,orders,listings,onboarding',
        'load marketplace/NewArrivals,marketplace/MarketplacePage,orders/OrdersPage,listings/ListingsPage,onboarding/SettingsPage,onboarding/ConfirmAccountPage',
        // The buyers' widget, once the profile says Buyer.
        'preload orders',
        'load orders/PendingOrders',
      ]);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it("on another page, that page's remote's start data first; the other remotes' once it has been painted (issue 22)", async () => {
    window.history.pushState({}, '', '/marketplace');
    // The start overlay, covering the page until the test takes it away.
    const overlay = render(createElement(LoadingOverlay, { steady: true }));
    try {
      mockStart(
        { uid: 'demo-buyer', email: 'buyer@leafbid.test' },
        PRODUCT_REMOTES.map((remote) =>
          remote.name === 'orders' || remote.name === 'marketplace'
            ? { ...remote, prefetch: 'Prefetch' }
            : remote,
        ),
      );
      jest.mocked(loadRemoteModule).mockImplementation(async (id) => {
        steps.push(`load ${id}`);
        return { default: async () => void steps.push(`data of ${id}`) };
      });
      stop = await startLeafbid();
      await settled();
      const prefetches = () => steps.filter((step) => /Prefetch$/.test(step));
      expect(prefetches()).toEqual(['load marketplace/Prefetch', 'data of marketplace/Prefetch']);
      overlay.unmount();
      await settled();
      expect(prefetches()).toEqual([
        'load marketplace/Prefetch',
        'data of marketplace/Prefetch',
        'load orders/Prefetch',
        'data of orders/Prefetch',
      ]);
    } finally {
      overlay.unmount();
      window.history.pushState({}, '', '/');
    }
  });

  /** A visitor starts the app and signs in as the demo buyer; the remotes loaded so far. */
  async function visitorSignsIn() {
    mockStart(null);
    stop = await startLeafbid();
    await useAuthStore.getState().signIn('buyer@leafbid.test', 'leafbid-demo-1');
    await settled();
    return steps.filter((step) => /^(preload|load) /.test(step));
  }

  it('preloads the remaining remotes and warms the data once a visitor signs in', async () => {
    expect(await visitorSignsIn()).toEqual([
      'load onboarding/LoginPage',
      'load marketplace/NewArrivals',
      'load orders/PendingOrders',
      'preload marketplace,orders,listings,onboarding',
      'load marketplace/MarketplacePage,orders/OrdersPage,listings/ListingsPage,onboarding/SettingsPage,onboarding/ConfirmAccountPage',
    ]);
    expect(api.callsTo('GET /contact-by-email')).toHaveLength(1);
  });

  it('a visitor signing in on /login gets the dashboard first; the other pages are preloaded once they have left /login (issue 12)', async () => {
    window.history.pushState({}, '', '/login');
    try {
      expect(await visitorSignsIn()).toEqual([
        'load onboarding/LoginPage',
        'load marketplace/NewArrivals',
        'load orders/PendingOrders',
      ]);
      // The login page navigates to the dashboard: the router says so.
      window.history.pushState({}, '', '/');
      announceLocation('/');
      await settled();
      expect(steps.filter((step) => /^preload /.test(step))).toEqual([
        'preload marketplace,orders,listings,onboarding',
      ]);
    } finally {
      window.history.pushState({}, '', '/');
    }
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
