import {
  LISTINGS,
  MARKETPLACE,
  ONBOARDING,
  OPERATOR,
  ORDERS,
  PRODUCT_REMOTES,
} from '../../testing/remote-descriptions';
import { composePlatform, routeAt, routeKeyOf, type RemoteState } from './compose-platform';

const ready = (...descriptions: (typeof ORDERS)[]) =>
  Object.fromEntries(
    descriptions.map((description): [string, RemoteState] => [
      description.name,
      { status: 'ready', description },
    ]),
  );
const names = (...descriptions: (typeof ORDERS)[]) => descriptions.map((d) => d.name);

describe('composePlatform: what the host mounts, from the descriptions (issue 11)', () => {
  it('the four remotes give the spec §2 routes, titles and links, and the dashboard widgets', () => {
    const platform = composePlatform(names(...PRODUCT_REMOTES), ready(...PRODUCT_REMOTES));
    expect(
      platform.routes.map(({ path, moduleId, title, access }) => [path, moduleId, title, access]),
    ).toEqual([
      ['/marketplace', 'marketplace/MarketplacePage', 'Marketplace', 'signed-in'],
      ['/orders', 'orders/OrdersPage', 'Orders', 'signed-in'],
      ['/listings', 'listings/ListingsPage', 'My Listings', 'signed-in'],
      ['/login', 'onboarding/LoginPage', 'Login', 'public'],
      ['/join', 'onboarding/JoinPage', 'Join', 'public'],
      ['/reset', 'onboarding/ResetPage', 'Reset Password', 'public'],
      ['/settings', 'onboarding/SettingsPage', 'Settings', 'signed-in'],
      ['/confirm-account', 'onboarding/ConfirmAccountPage', 'Account Confirmation', 'signed-in'],
    ]);
    expect(platform.routes.find((route) => route.path === '/listings')?.name).toBe('listing');
    expect(platform.navigation.map(({ label, roles }) => [label, roles])).toEqual([
      ['Marketplace', undefined],
      ['Orders', undefined],
      ['My Listings', ['Seller', 'Admin']],
    ]);
    expect(platform.widgets).toEqual({
      'dashboard-main': [
        // Issue 18: the seller's listings, for Sellers (kernel 2.3.0 widget roles).
        {
          remote: 'listings',
          slot: 'dashboard-main',
          moduleId: 'listings/MyListingsSummary',
          order: 0,
          roles: ['Seller'],
        },
        {
          remote: 'marketplace',
          slot: 'dashboard-main',
          moduleId: 'marketplace/NewArrivals',
          order: 1,
        },
      ],
      'dashboard-aside': [
        {
          remote: 'orders',
          slot: 'dashboard-aside',
          moduleId: 'orders/PendingOrders',
          order: 1,
          roles: ['Buyer', 'Admin'],
        },
      ],
    });
    expect(platform.problems).toEqual([]);
  });

  it('sorts links and widgets by order whatever the remotes.json order; equal orders keep it', () => {
    const late = { ...OPERATOR, navigation: [{ ...OPERATOR.navigation[0]!, order: 0.5 }] };
    const twin = {
      ...ORDERS,
      widgets: [{ slot: 'dashboard-aside' as const, module: 'PendingOrders', order: 2 }],
    };
    const platform = composePlatform(
      names(late, twin, MARKETPLACE),
      ready(late, twin, MARKETPLACE),
    );
    expect(platform.navigation.map((link) => link.label)).toEqual([
      'Operator',
      'Marketplace',
      'Orders',
    ]);
    expect(platform.widgets['dashboard-aside'].map((widget) => widget.moduleId)).toEqual([
      'operator/ReviewQueue',
      'orders/PendingOrders',
    ]);
  });

  it('a failed remote is a problem and mounts nothing; one still loading is a problem being retried', () => {
    const states: Record<string, RemoteState> = {
      ...ready(MARKETPLACE, LISTINGS),
      orders: { status: 'failed', reason: 'answered 404' },
      onboarding: { status: 'loading' },
    };
    const platform = composePlatform(['marketplace', 'orders', 'listings', 'onboarding'], states);
    expect(platform.routes.map((route) => route.path)).toEqual(['/marketplace', '/listings']);
    expect(platform.widgets['dashboard-aside']).toEqual([]);
    expect(platform.problems).toEqual([
      { remote: 'orders', reason: 'answered 404', retrying: false },
      { remote: 'onboarding', reason: 'loading', retrying: true },
    ]);
  });

  it('a remote claiming a path an earlier one mounts is skipped whole, and says which', () => {
    const intruder = {
      ...OPERATOR,
      name: 'intruder',
      routes: [{ ...ORDERS.routes[0]!, module: 'Fake' }],
      navigation: [],
      widgets: [],
      preload: [],
    };
    const platform = composePlatform(
      names(ORDERS, intruder, ONBOARDING),
      ready(ORDERS, intruder, ONBOARDING),
    );
    expect(platform.routes.filter((route) => route.path === '/orders')).toHaveLength(1);
    expect(platform.routes.find((route) => route.path === '/orders')?.remote).toBe('orders');
    expect(platform.problems).toEqual([
      {
        remote: 'intruder',
        reason: 'it claims /orders, which "orders" already mounts',
        retrying: false,
      },
    ]);
    expect(platform.descriptions.map((entry) => entry.remote)).toEqual(['orders', 'onboarding']);
  });

  it('a remote naming a route as an earlier one does is skipped', () => {
    const copy = {
      ...LISTINGS,
      name: 'copy',
      routes: [{ ...LISTINGS.routes[0]!, path: '/copy' }],
      navigation: [],
    };
    const platform = composePlatform(names(LISTINGS, copy), ready(LISTINGS, copy));
    expect(platform.problems).toEqual([
      {
        remote: 'copy',
        reason: 'it names a route "listing", as "listings" already does',
        retrying: false,
      },
    ]);
  });
});

describe('routeKeyOf: a page answering its subpaths is one route (issue 18: /marketplace/{id})', () => {
  const { routes } = composePlatform(names(...PRODUCT_REMOTES), ready(...PRODUCT_REMOTES));
  it.each([
    ['/marketplace/p_123', '/marketplace'],
    ['/marketplace', '/marketplace'],
    ['/marketplace-other', '/marketplace-other'],
    ['/orders/p_123', '/orders/p_123'],
    ['/orders', '/orders'],
  ])('%s → %s', (pathname, key) => {
    expect(routeKeyOf(pathname, routes)).toBe(key);
  });

  it('routeAt: the route serving a path, its subpaths included, or none', () => {
    expect(routeAt('/marketplace/p_123', routes)?.path).toBe('/marketplace');
    expect(routeAt('/marketplace', routes)?.path).toBe('/marketplace');
    expect(routeAt('/orders', routes)?.path).toBe('/orders');
    expect(routeAt('/orders/p_123', routes)).toBeUndefined();
    expect(routeAt('/nowhere', routes)).toBeUndefined();
  });

  it('carries subpaths only for the route that declares it', () => {
    expect(routes.find((r) => r.path === '/marketplace')?.subpaths).toBe(true);
    expect(routes.find((r) => r.path === '/orders')?.subpaths).toBeUndefined();
  });
});
