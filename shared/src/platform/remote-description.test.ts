import {
  allowedFor,
  checkRemoteDescription,
  describedModules,
  remoteDescriptionUrl,
  type RemoteDescription,
} from './index';

/** The listings remote as it describes itself: spec §6, link for Seller/Admin, route for all. */
const listings: RemoteDescription = {
  name: 'listings',
  routes: [
    {
      path: '/listings',
      module: 'ListingsPage',
      title: 'My Listings',
      access: 'signed-in',
      name: 'listing',
    },
  ],
  navigation: [{ path: '/listings', label: 'My Listings', order: 3, roles: ['Seller', 'Admin'] }],
  widgets: [],
  preload: ['ListingsPage'],
};

const operator: RemoteDescription = {
  name: 'operator',
  routes: [
    {
      path: '/operator',
      module: 'OperatorPage',
      title: 'Operator',
      access: 'signed-in',
      roles: ['Admin'],
    },
  ],
  navigation: [{ path: '/operator', label: 'Operator', order: 4, roles: ['Admin'] }],
  widgets: [{ slot: 'dashboard-aside', module: 'ReviewQueue', order: 2 }],
};

const onboarding: RemoteDescription = {
  name: 'onboarding',
  routes: [
    { path: '/login', module: 'LoginPage', title: 'Login', access: 'public' },
    {
      path: '/confirm-account',
      module: 'ConfirmAccountPage',
      title: 'Account Confirmation',
      access: 'signed-in',
    },
    { path: '/settings/profile', module: 'SettingsPage', title: 'Settings', access: 'signed-in' },
  ],
  navigation: [],
  widgets: [],
};

// Descriptions arrive as JSON of any shape: the tests build wrong ones freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** A copy of `base` with one change applied. */
function changed(base: RemoteDescription, change: (json: Json) => void): unknown {
  const json = JSON.parse(JSON.stringify(base)) as Json;
  change(json);
  return json;
}

describe('checkRemoteDescription: good descriptions', () => {
  it.each([
    ['a page with a role-limited link (listings)', listings],
    ['an Admin-only route, link and a widget (operator)', operator],
    ['public and signed-in routes without links (onboarding)', onboarding],
    ['nothing at all', { name: 'empty', routes: [], navigation: [], widgets: [] }],
    ['a fractional link order', changed(listings, (d) => (d.navigation[0].order = 2.5))],
    ['a negative widget order', changed(operator, (d) => (d.widgets[0].order = -1))],
    [
      'start data for some roles (2.2.0)',
      {
        ...listings,
        preload: ['ListingsPage'],
        prefetch: 'ListingsPage',
        prefetchRoles: ['Seller'],
      },
    ],
    [
      'a widget for some roles (2.3.0)',
      {
        ...listings,
        widgets: [
          { slot: 'dashboard-main', module: 'MyListingsSummary', order: 0, roles: ['Seller'] },
        ],
      },
    ],
  ])('%s', (_name, description) => {
    const result = checkRemoteDescription(description);
    expect(result).toEqual({ ok: true, description });
  });

  it('drops fields it does not know (a newer remote on an older host)', () => {
    const result = checkRemoteDescription({ ...listings, theme: 'dark' });
    expect(result).toEqual({ ok: true, description: listings });
  });

  it('agrees when the name is the expected one', () => {
    expect(checkRemoteDescription(listings, 'listings').ok).toBe(true);
  });
});

describe('checkRemoteDescription: bad descriptions are refused with the field that is wrong', () => {
  it.each<[string, unknown, string]>([
    ['not an object', 'listings', 'expected object'],
    ['null', null, 'expected object'],
    ['no name', changed(listings, (d) => delete d.name), 'name: name must be a text'],
    [
      'an upper-case name',
      changed(listings, (d) => (d.name = 'Listings')),
      'name: name must be lower-case',
    ],
    ['no routes', changed(listings, (d) => delete d.routes), 'routes: routes must be a list'],
    [
      'routes not a list',
      changed(listings, (d) => (d.routes = {})),
      'routes: routes must be a list',
    ],
    [
      'a relative path',
      changed(listings, (d) => (d.routes[0].path = 'listings')),
      'routes[0].path: path must be absolute',
    ],
    [
      "the host's own '/'",
      changed(listings, (d) => (d.routes[0].path = '/')),
      'routes[0].path: path must be absolute',
    ],
    [
      'a path with a parameter',
      changed(listings, (d) => (d.routes[0].path = '/listings/:id')),
      'routes[0].path',
    ],
    [
      'subpaths that is not true or false',
      changed(listings, (d) => ((d.routes[0] as { subpaths?: unknown }).subpaths = 'yes')),
      'routes[0].subpaths: subpaths must be true or false',
    ],
    [
      "a module with './'",
      changed(listings, (d) => (d.routes[0].module = './ListingsPage')),
      'routes[0].module',
    ],
    [
      'a module id with the remote',
      changed(listings, (d) => (d.routes[0].module = 'listings/ListingsPage')),
      'routes[0].module',
    ],
    [
      'an empty title',
      changed(listings, (d) => (d.routes[0].title = '  ')),
      'routes[0].title: title must not be empty',
    ],
    [
      'a missing title',
      changed(listings, (d) => delete d.routes[0].title),
      'routes[0].title: title must be a text',
    ],
    [
      'an unknown access',
      changed(listings, (d) => (d.routes[0].access = 'admin')),
      "routes[0].access: access must be 'public' or 'signed-in'",
    ],
    [
      'an unknown role',
      changed(operator, (d) => (d.routes[0].roles = ['Operator'])),
      'routes[0].roles[0]: a role must be one of Buyer, Seller, Admin',
    ],
    [
      'an empty role list',
      changed(operator, (d) => (d.routes[0].roles = [])),
      'routes[0].roles: roles must name at least one role',
    ],
    [
      'a repeated role',
      changed(operator, (d) => (d.routes[0].roles = ['Admin', 'Admin'])),
      'routes[0].roles: roles must not repeat a role',
    ],
    [
      'start data for an unknown role',
      changed(listings, (d) =>
        Object.assign(d, { prefetch: 'ListingsPage', prefetchRoles: ['Owner'] }),
      ),
      'prefetchRoles[0]: a role must be one of Buyer, Seller, Admin',
    ],
    [
      'a public route limited to roles',
      changed(onboarding, (d) => (d.routes[0].roles = ['Buyer'])),
      'routes[0].roles: a public route cannot be limited to roles',
    ],
    [
      'two routes on one path',
      changed(listings, (d) => d.routes.push({ ...d.routes[0], name: 'other' })),
      'routes: two routes mount /listings',
    ],
    [
      'two routes with one name',
      changed(listings, (d) => d.routes.push({ ...d.routes[0], path: '/other' })),
      'routes: two routes are named listing',
    ],
    [
      'a link to a path it does not mount',
      changed(listings, (d) => (d.navigation[0].path = '/orders')),
      'navigation[0].path: no route of this remote mounts /orders',
    ],
    [
      'a link to a public page',
      changed(onboarding, (d) => d.navigation.push({ path: '/login', label: 'Login', order: 9 })),
      'navigation[0].path: /login is public: it has no link',
    ],
    [
      'a link shown to users its route turns away',
      changed(operator, (d) => delete d.navigation[0].roles),
      'navigation[0].roles: /operator is for Admin only',
    ],
    [
      'a link for a role the route refuses',
      changed(operator, (d) => (d.navigation[0].roles = ['Admin', 'Seller'])),
      'navigation[0].roles: /operator is for Admin only',
    ],
    [
      'an empty label',
      changed(listings, (d) => (d.navigation[0].label = '')),
      'navigation[0].label: label must not be empty',
    ],
    [
      "the Dashboard's order 0",
      changed(listings, (d) => (d.navigation[0].order = 0)),
      'navigation[0].order: order must be above 0',
    ],
    [
      'an order that is text',
      changed(listings, (d) => (d.navigation[0].order = '3')),
      'navigation[0].order: order must be a number',
    ],
    [
      'two links to one path',
      changed(listings, (d) => d.navigation.push({ ...d.navigation[0] })),
      'navigation: two links point at /listings',
    ],
    [
      'an unknown widget slot',
      changed(operator, (d) => (d.widgets[0].slot = 'header')),
      'widgets[0].slot: slot must be one of dashboard-main, dashboard-aside',
    ],
    [
      'a widget offered twice in a slot',
      changed(operator, (d) => d.widgets.push({ ...d.widgets[0], order: 5 })),
      'widgets: dashboard-aside ReviewQueue is offered twice',
    ],
    [
      'a widget for an unknown role',
      changed(operator, (d) => (d.widgets[0].roles = ['Partner'])),
      'widgets[0].roles[0]: a role must be one of Buyer, Seller, Admin',
    ],
    [
      'no widgets list',
      changed(listings, (d) => delete d.widgets),
      'widgets: widgets must be a list',
    ],
    [
      'preload of a module nothing mounts',
      changed(listings, (d) => (d.preload = ['SecretPage'])),
      "preload[0]: SecretPage is neither a route's nor a widget's module",
    ],
    [
      'preload not a list',
      changed(listings, (d) => (d.preload = 'ListingsPage')),
      'preload: preload must be a list of module names',
    ],
  ])('%s', (_name, description, problem) => {
    const result = checkRemoteDescription(description);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.join('\n')).toContain(problem);
  });

  it('a name other than the one in remotes.json', () => {
    expect(checkRemoteDescription(listings, 'orders')).toEqual({
      ok: false,
      problems: ['name: is "listings", expected "orders"'],
    });
  });

  it('reports every problem, not only the first', () => {
    const result = checkRemoteDescription(
      changed(listings, (d) => {
        d.routes[0].title = '';
        d.widgets = [{ slot: 'x', module: 'Y', order: 1 }];
      }),
    );
    expect(result.ok ? [] : result.problems).toHaveLength(2);
  });
});

describe('remoteDescriptionUrl', () => {
  it.each([
    ['http://localhost:3002/mf-manifest.json', 'http://localhost:3002/leafbid-remote.json'],
    [
      'https://cdn.test/orders/v12/mf-manifest.json',
      'https://cdn.test/orders/v12/leafbid-remote.json',
    ],
    ['https://cdn.test/orders/mf-manifest.json?v=3', 'https://cdn.test/orders/leafbid-remote.json'],
  ])('%s → %s', (manifest, description) => {
    expect(remoteDescriptionUrl(manifest)).toBe(description);
  });

  it('resolves a manifest path against the page', () => {
    expect(
      remoteDescriptionUrl('/remotes/orders/mf-manifest.json', 'https://leafbid.test/orders'),
    ).toBe('https://leafbid.test/remotes/orders/leafbid-remote.json');
  });
});

describe('describedModules', () => {
  it('lists route, widget and preload modules once each', () => {
    expect(describedModules(operator)).toEqual(['OperatorPage', 'ReviewQueue']);
    expect(describedModules(listings)).toEqual(['ListingsPage']);
  });
});

describe('allowedFor (spec §6: who may open a route or see a link)', () => {
  it.each<[RemoteDescription['routes'][number]['roles'], string[] | null | undefined, boolean]>([
    [undefined, ['Buyer'], true],
    [undefined, null, true],
    [['Seller', 'Admin'], ['Buyer'], false],
    [['Seller', 'Admin'], ['Seller'], true],
    [['Seller', 'Admin'], ['Buyer', 'Seller'], true],
    [['Seller', 'Admin'], ['Admin'], true],
    [['Seller', 'Admin'], null, false],
    [['Seller', 'Admin'], undefined, false],
    [['Admin'], ['Seller', 'Partner'], false],
  ])('roles %j, Contact_Type %j → %s', (roles, contactType, expected) => {
    expect(allowedFor(roles, contactType)).toBe(expected);
  });
});
