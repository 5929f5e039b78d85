import { useAuthStore } from '@leafbid/shared';
import { resetStoresForTest } from '@leafbid/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTE_CHANGE_MIN_MS } from '../features/loading';
import {
  LISTINGS,
  MARKETPLACE,
  ONBOARDING,
  OPERATOR,
  ORDERS,
  PRODUCT_REMOTES,
  installPlatform,
} from '../testing/remote-descriptions';
import { openSignedIn, remotesAnswer, renderAt, signIn, type Loaded } from '../testing/app-routes';
import { fetchRemoteDescription } from './remote/remote-descriptions';
import { forgetRemoteComponents } from './remote/remote-boundary';
import {
  loadRemoteModule,
  peekRemoteModule,
  resetRemote,
  type RemoteModuleId,
} from './remote/remote-registry';
import { resetPlatformStore } from './platform/platform-store';

jest.mock('./remote/remote-registry', () => ({
  ...jest.requireActual('./remote/remote-registry'),
  loadRemoteModule: jest.fn(),
  peekRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
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

beforeEach(() => {
  resetStoresForTest();
  resetPlatformStore();
  installPlatform();
  forgetRemoteComponents();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('host routes (spec §2 Screens and routes)', () => {
  it('Dashboard mounts New Arrivals and Pending Orders from their remotes, each in its own boundary', async () => {
    openSignedIn('/');
    const sidebar = screen.getByRole('complementary', {
      name: 'Dashboard sidebar',
    });
    // The main column: outside the sidebar.
    const newArrivals = await screen.findByRole('heading', { name: 'marketplace/NewArrivals' });
    expect(sidebar).not.toContainElement(newArrivals);
    expect(
      await within(sidebar).findByRole('heading', {
        name: 'orders/PendingOrders',
      }),
    ).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Get in touch' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard - Leafbid');
  });

  it.each<[string, string[], string[], string[]]>([
    ['a Buyer', ['Buyer'], ['marketplace/NewArrivals'], ['orders/PendingOrders']],
    // Issue 18: a seller's dashboard is not the buyer's.
    ['a Seller', ['Seller'], ['listings/MyListingsSummary', 'marketplace/NewArrivals'], []],
    [
      'a Buyer & Seller',
      ['Buyer', 'Seller'],
      ['listings/MyListingsSummary', 'marketplace/NewArrivals'],
      ['orders/PendingOrders'],
    ],
  ])(
    "%s's dashboard (issue 18: widgets for the contact's roles)",
    async (_who, types, main, aside) => {
      openSignedIn('/', { Contact_Type: types });
      const sidebar = screen.getByRole('complementary', { name: 'Dashboard sidebar' });
      await screen.findByRole('heading', { name: 'marketplace/NewArrivals' });
      const headings = screen.getAllByRole('heading', { level: 2 });
      expect(headings.filter((h) => !sidebar.contains(h)).map((h) => h.textContent)).toEqual(main);
      expect(headings.filter((h) => sidebar.contains(h)).map((h) => h.textContent)).toEqual([
        ...aside,
        'Need help?',
      ]);
      // A widget for other roles is never even loaded.
      const loaded = jest.mocked(loadRemoteModule).mock.calls.map(([id]) => id);
      expect(loaded.includes('listings/MyListingsSummary')).toBe(types.includes('Seller'));
      expect(loaded.includes('orders/PendingOrders')).toBe(types.includes('Buyer'));
    },
  );

  it('a failing remote shows its fallback only in its own place; header, navigation and the other widget keep working', async () => {
    remotesAnswer(['orders/PendingOrders']);
    signIn();
    renderAt('/');
    const sidebar = screen.getByRole('complementary', {
      name: 'Dashboard sidebar',
    });
    const fallback = await within(sidebar).findByRole('alert');
    expect(fallback).toHaveTextContent('This part of Leafbid could not be loaded.');
    expect(within(fallback).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'marketplace/NewArrivals' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('banner')).toHaveTextContent('Ada Buyer');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it.each([
    ['/marketplace', 'marketplace/MarketplacePage', 'Marketplace - Leafbid'],
    ['/orders', 'orders/OrdersPage', 'Orders - Leafbid'],
    ['/listings', 'listings/ListingsPage', 'My Listings - Leafbid'],
    ['/settings', 'onboarding/SettingsPage', 'Settings - Leafbid'],
  ])('%s shows %s with the title %s', async (path, id, title) => {
    openSignedIn(path);
    expect(await screen.findByRole('heading', { name: id })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it("a visitor gets the onboarding remote's login page, without header or navigation ('Login - Leafbid')", async () => {
    remotesAnswer();
    useAuthStore.setState({ status: 'anonymous' });
    renderAt('/orders');
    expect(
      await screen.findByRole('heading', { name: 'onboarding/LoginPage' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.title).toBe('Login - Leafbid');
  });

  it.each([
    ['/join', 'onboarding/JoinPage', 'Join - Leafbid'],
    ['/reset?oobCode=abc', 'onboarding/ResetPage', 'Reset Password - Leafbid'],
  ])('a visitor reaches %s: %s titled %s (issue 7)', async (path, id, title) => {
    remotesAnswer();
    useAuthStore.setState({ status: 'anonymous' });
    renderAt(path);
    expect(await screen.findByRole('heading', { name: id })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it.each(['/join', '/reset'])('a signed-in user visiting %s is sent to /', async (path) => {
    openSignedIn(path);
    expect(
      await screen.findByRole('heading', { name: 'marketplace/NewArrivals' }),
    ).toBeInTheDocument();
  });

  it("an unconfirmed account gets the confirmation page ('Account Confirmation - Leafbid')", async () => {
    openSignedIn('/marketplace', { Account_Confirmed: false });
    expect(
      await screen.findByRole('heading', {
        name: 'onboarding/ConfirmAccountPage',
      }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Account Confirmation - Leafbid');
  });

  it("an unknown address says so: 'Page not found', with the way back (issue 18)", async () => {
    openSignedIn('/no-such-page');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText(
        'There is no page at /no-such-page. The link may be mistyped, or the page may have moved.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found - Leafbid'));
  });

  it("a page answering its subpaths gets them (issue 18: /marketplace/{id}); another page's are not found", async () => {
    openSignedIn('/marketplace/p_123');
    expect(
      await screen.findByRole('heading', { name: 'marketplace/MarketplacePage' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Marketplace - Leafbid'));
  });

  it('a subpath of a page that does not answer them is not found', async () => {
    openSignedIn('/orders/p_123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('/listings is open to a Buyer even though the My Listings link is not shown (spec §6)', async () => {
    openSignedIn('/listings', { Contact_Type: ['Buyer'] });
    expect(
      await screen.findByRole('heading', { name: 'listings/ListingsPage' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', {
        name: 'My Listings',
      }),
    ).toBeNull();
  });
});

describe('routes, links and widgets come from the remotes’ descriptions (issue 11)', () => {
  it('a fifth remote described at run time adds its page, its Admin link and its widget', async () => {
    remotesAnswer();
    installPlatform([...PRODUCT_REMOTES, OPERATOR]);
    signIn({ Contact_Type: ['Admin'] });
    renderAt('/operator');
    expect(
      await screen.findByRole('heading', { name: 'operator/OperatorPage' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Operator - Leafbid');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Marketplace', 'Orders', 'My Listings', 'Operator']);
    await userEvent.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    const sidebar = screen.getByRole('complementary', { name: 'Dashboard sidebar' });
    await within(sidebar).findByRole('heading', { name: 'operator/ReviewQueue' });
    expect(
      within(sidebar)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['orders/PendingOrders', 'operator/ReviewQueue', 'Need help?']);
  });

  it('a route a remote limits to Admin tells a Seller it is not for them (issue 18), and the Seller sees no link', async () => {
    remotesAnswer();
    installPlatform([...PRODUCT_REMOTES, OPERATOR]);
    signIn({ Contact_Type: ['Seller'] });
    renderAt('/operator');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not allowed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This page is for Admin accounts only. If your company needs it, please contact the Leafbid operator team.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'operator/OperatorPage' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Operator' })).not.toBeInTheDocument();
  });

  it('a skipped remote is reported above every page with Retry; the other remotes work', async () => {
    remotesAnswer();
    installPlatform([MARKETPLACE, LISTINGS, ONBOARDING], {
      orders: 'Remote "orders" is skipped: routes[0].path: path must be absolute',
    });
    signIn();
    renderAt('/');
    const notice = screen.getByRole('alert', { name: 'orders unavailable' });
    expect(notice).toHaveTextContent('This part of Leafbid could not be loaded.');
    expect(within(notice).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'marketplace/NewArrivals' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'orders/PendingOrders' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Marketplace' }));
    expect(
      await screen.findByRole('heading', { name: 'marketplace/MarketplacePage' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'orders unavailable' })).toBeInTheDocument();
  });

  it("a skipped remote's page (deep link) says it is not available, and Retry mounts it without a reload", async () => {
    remotesAnswer();
    installPlatform([MARKETPLACE, LISTINGS, ONBOARDING], { orders: 'orders could not be loaded' });
    signIn();
    let answer: (description: typeof ORDERS) => void = () => {};
    jest
      .mocked(fetchRemoteDescription)
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderAt('/orders');
    expect(
      screen.getByRole('heading', { name: 'This page is not available right now' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // Retrying: the page stays (no redirect to the dashboard meanwhile).
    expect(screen.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
    expect(resetRemote).toHaveBeenCalledWith('orders');
    expect(fetchRemoteDescription).toHaveBeenCalledWith(
      'orders',
      'http://orders.test/mf-manifest.json',
    );
    await act(async () => answer(ORDERS));

    expect(await screen.findByRole('heading', { name: 'orders/OrdersPage' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Orders',
      }),
    ).toBeInTheDocument();
  });

  it('a visitor on /login while the sign-in pages’ remote is skipped is told so (no redirect loop)', async () => {
    remotesAnswer();
    installPlatform([MARKETPLACE, ORDERS, LISTINGS], {
      onboarding: 'onboarding could not be loaded',
    });
    useAuthStore.setState({ status: 'anonymous' });
    renderAt('/orders');
    expect(
      await screen.findByRole('heading', { name: 'This page is not available right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'onboarding unavailable' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'It belongs to a part of Leafbid that could not be loaded. Please try again in a moment.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the dashboard' })).not.toBeInTheDocument();
  });

  it('a visitor sees no notice about the parts only signed-in users reach', async () => {
    remotesAnswer();
    installPlatform([MARKETPLACE, LISTINGS, ONBOARDING], { orders: 'orders could not be loaded' });
    useAuthStore.setState({ status: 'anonymous' });
    renderAt('/login');
    expect(
      await screen.findByRole('heading', { name: 'onboarding/LoginPage' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a remote built for a kernel the host does not run (issue 17)', () => {
  const NEWER = { needs: '^1.2.0', runs: '1.1.0', newer: true };
  const NEEDS_NEWER =
    "This part of Leafbid needs platform version ^1.2.0; this site runs 1.1.0. Ask the site's operators to update the host, or deploy a build of the remote made for 1.1.0.";

  it('is not mounted: its page and its notice say which version it needs, which runs, and what to do; the rest works', async () => {
    remotesAnswer();
    installPlatform([MARKETPLACE, LISTINGS, ONBOARDING], {}, [
      { description: ORDERS, kernel: NEWER },
    ]);
    signIn();
    renderAt('/orders');
    expect(
      screen.getByRole('heading', { name: 'This page is not available right now' }),
    ).toBeInTheDocument();
    const notice = screen.getByRole('alert', { name: 'orders unavailable' });
    expect(within(notice).getByText(NEEDS_NEWER, { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText(NEEDS_NEWER)).toHaveLength(1); // the page's own paragraph
    expect(loadRemoteModule).not.toHaveBeenCalledWith('orders/OrdersPage');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Marketplace' }));
    expect(
      await screen.findByRole('heading', { name: 'marketplace/MarketplacePage' }),
    ).toBeInTheDocument();
  });

  it('one built for an older kernel is told to deploy a build made for the running one', () => {
    remotesAnswer();
    installPlatform([MARKETPLACE, LISTINGS, ONBOARDING], {}, [
      { description: ORDERS, kernel: { needs: '^1.0.0', runs: '2.0.0', newer: false } },
    ]);
    signIn();
    renderAt('/orders');
    expect(
      screen.getByText(
        'This part of Leafbid was built for platform version ^1.0.0; this site runs 2.0.0. Deploy a build of the remote made for 2.0.0.',
      ),
    ).toBeInTheDocument();
  });
});

describe('loading overlay during route changes (spec §2 App shell)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(peekRemoteModule).mockReturnValue(undefined);
  });
  afterEach(() => jest.useRealTimers());

  const exposed = (id: RemoteModuleId): Loaded => ({ default: () => <h2>{id}</h2> });

  /** Signed in on the dashboard (widgets loaded), then a click on a navigation link. */
  async function navigateFromDashboard(link: string) {
    signIn();
    renderAt('/');
    await act(async () => {});
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('heading', { name: 'orders/PendingOrders' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: link }),
    );
  }

  it('covers a page that is not loaded yet until it has rendered, with one loading status', async () => {
    let finish: (module: Loaded) => void = () => {};
    jest.mocked(loadRemoteModule).mockImplementation(async (id: RemoteModuleId) => {
      if (id !== 'marketplace/MarketplacePage') return exposed(id);
      return new Promise<Loaded>((resolve) => (finish = resolve));
    });
    await navigateFromDashboard('Marketplace');

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => jest.advanceTimersByTime(1500));
    // Still loading: the overlay stays, the remote's own 'Loading marketplace…' waits under it.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Loading marketplace…')).not.toBeInTheDocument();

    await act(async () => finish(exposed('marketplace/MarketplacePage')));
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_MIN_MS));
    expect(
      screen.getByRole('heading', { name: 'marketplace/MarketplacePage' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.title).toBe('Marketplace - Leafbid');
  });

  it('a warmed page renders at once under the overlay, which lifts after the short minimum', async () => {
    jest.mocked(loadRemoteModule).mockImplementation(async (id: RemoteModuleId) => exposed(id));
    jest
      .mocked(peekRemoteModule)
      .mockImplementation(((id: RemoteModuleId) =>
        id === 'orders/OrdersPage' ? exposed(id) : undefined) as typeof peekRemoteModule);
    await navigateFromDashboard('Orders');

    expect(screen.getByRole('heading', { name: 'orders/OrdersPage' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_MIN_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("a page whose remote fails lifts the overlay and shows the remote's fallback", async () => {
    jest.mocked(loadRemoteModule).mockImplementation(async (id: RemoteModuleId) => {
      if (id === 'orders/OrdersPage') throw new Error('ScriptNetworkError');
      return exposed(id);
    });
    await navigateFromDashboard('Orders');
    await act(async () => {});
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_MIN_MS));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of Leafbid could not be loaded.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
