import {
  decideRoute,
  isPublicPath,
  returnTarget,
  type RouteDecision,
  type RouteInput,
  type RouteRule,
} from './decide-route';

/** The routes as the remotes describe them (issue 11); '/' is the host's own. */
const ROUTES: RouteRule[] = [
  { path: '/login', access: 'public' },
  { path: '/join', access: 'public' },
  { path: '/reset', access: 'public' },
  { path: '/marketplace', access: 'signed-in' },
  { path: '/orders', access: 'signed-in' },
  { path: '/settings', access: 'signed-in' },
  { path: '/listings', access: 'signed-in' },
  { path: '/confirm-account', access: 'signed-in' },
  { path: '/operator', access: 'signed-in', roles: ['Admin'] },
];

const confirmed = { Account_Confirmed: true };
const unconfirmed = { Account_Confirmed: false };
const render: RouteDecision = { kind: 'render' };
const toLogin: RouteDecision = { kind: 'redirect', to: '/login' };
const toHome: RouteDecision = { kind: 'redirect', to: '/' };
const notForSeller: RouteDecision = { kind: 'forbidden', roles: ['Admin'] };
const toConfirm: RouteDecision = { kind: 'redirect', to: '/confirm-account' };
const waitAuth: RouteDecision = { kind: 'wait', for: 'auth' };
const waitProfile: RouteDecision = { kind: 'wait', for: 'profile' };

const PRIVATE = [
  '/',
  '/marketplace',
  '/orders',
  '/settings',
  '/listings',
  '/confirm-account',
  '/no-such-page',
];
const PUBLIC = ['/login', '/join', '/reset'];

type Row = [string, Omit<RouteInput, 'routes'>, RouteDecision];

const rows: Row[] = [
  // The guard waits for authentication to initialise.
  ...[...PRIVATE, ...PUBLIC].map(
    (path): Row => [
      `waits for auth on ${path}`,
      { authStatus: 'loading', profile: null, path },
      waitAuth,
    ],
  ),
  // A route that needs sign-in sends an unauthenticated visitor to /login, carrying where they
  // were going (issue 35); the dashboard is where /login leads anyway.
  ...PRIVATE.map(
    (path): Row => [
      `anonymous on ${path} → /login`,
      { authStatus: 'anonymous', profile: null, path },
      path === '/' ? toLogin : toLoginFrom(path),
    ],
  ),
  [
    'the query of a deep link travels with it to /login',
    { authStatus: 'anonymous', profile: null, path: '/orders', search: '?tab=approved' },
    { kind: 'redirect', to: '/login?next=%2Forders%3Ftab%3Dapproved' },
  ],
  [
    'signing in on /login from a deep link lands on that page',
    {
      authStatus: 'authenticated',
      profile: null,
      path: '/login',
      search: '?next=%2Forders%3Ftab%3Dapproved',
    },
    { kind: 'redirect', to: '/orders?tab=approved' },
  ],
  // Unauthenticated visitors can reach only /login, /join and /reset.
  ...PUBLIC.map(
    (path): Row => [
      `anonymous on ${path} renders`,
      { authStatus: 'anonymous', profile: null, path },
      render,
    ],
  ),
  // An authenticated user visiting /login, /join or /reset is sent to /.
  ...PUBLIC.map(
    (path): Row => [
      `authenticated on ${path} → /`,
      { authStatus: 'authenticated', profile: confirmed, path },
      toHome,
    ],
  ),
  ...PUBLIC.map(
    (path): Row => [
      `authenticated without a profile yet on ${path} → /`,
      { authStatus: 'authenticated', profile: null, path },
      toHome,
    ],
  ),
  // The guard loads the profile if it is missing.
  ...PRIVATE.map(
    (path): Row => [
      `authenticated without profile on ${path} waits for it`,
      { authStatus: 'authenticated', profile: null, path },
      waitProfile,
    ],
  ),
  [
    'a failed profile load is shown, not waited on forever',
    {
      authStatus: 'authenticated',
      profile: null,
      profileError: 'Failed to fetch user profile',
      path: '/',
    },
    { kind: 'profile-error', message: 'Failed to fetch user profile' },
  ],
  // Account_Confirmed false is sent to /confirm-account from every other page.
  ...PRIVATE.filter((path) => path !== '/confirm-account').map(
    (path): Row => [
      `unconfirmed on ${path} → /confirm-account`,
      { authStatus: 'authenticated', profile: unconfirmed, path },
      toConfirm,
    ],
  ),
  [
    'unconfirmed on /confirm-account renders',
    { authStatus: 'authenticated', profile: unconfirmed, path: '/confirm-account' },
    render,
  ],
  // Signed-in and confirmed: every signed-in route renders (/listings too, spec §6).
  ...PRIVATE.map(
    (path): Row => [
      `confirmed on ${path} renders`,
      { authStatus: 'authenticated', profile: confirmed, path },
      render,
    ],
  ),
  [
    'an absent Account_Confirmed is not "false"',
    { authStatus: 'authenticated', profile: {}, path: '/marketplace' },
    render,
  ],
  [
    'a trailing slash is the same route',
    { authStatus: 'authenticated', profile: confirmed, path: '/login/' },
    toHome,
  ],
  // Routes a remote limits to roles (its description's `roles`).
  [
    'an Admin opens an Admin-only route',
    {
      authStatus: 'authenticated',
      profile: { ...confirmed, Contact_Type: ['Admin'] },
      path: '/operator',
    },
    render,
  ],
  [
    'a Seller on an Admin-only route → not allowed, saying for whom (issue 18)',
    {
      authStatus: 'authenticated',
      profile: { ...confirmed, Contact_Type: ['Seller'] },
      path: '/operator',
    },
    notForSeller,
  ],
  [
    'a contact without Contact_Type on an Admin-only route → not allowed',
    { authStatus: 'authenticated', profile: confirmed, path: '/operator' },
    notForSeller,
  ],
  [
    'an unconfirmed Admin on an Admin-only route → /confirm-account first',
    {
      authStatus: 'authenticated',
      profile: { ...unconfirmed, Contact_Type: ['Admin'] },
      path: '/operator',
    },
    toConfirm,
  ],
  [
    'a visitor on an Admin-only route → /login',
    { authStatus: 'anonymous', profile: null, path: '/operator' },
    toLoginFrom('/operator'),
  ],
];

function toLoginFrom(path: string): RouteDecision {
  return { kind: 'redirect', to: `/login?next=${encodeURIComponent(path)}` };
}

describe('returnTarget: where signing in leads (issue 35, never another origin)', () => {
  const next = (target: string) => `?next=${encodeURIComponent(target)}`;
  it.each([
    ['no target', '', '/'],
    ['a page that needs sign-in', next('/orders'), '/orders'],
    ['its query and fragment', next('/orders?tab=approved#bid-7'), '/orders?tab=approved#bid-7'],
    ['a subpath', next('/marketplace/p-1'), '/marketplace/p-1'],
    ['the dashboard', next('/'), '/'],
    ['/login itself', next('/login?next=/orders'), '/'],
    ['/join', next('/join'), '/'],
    ['/reset with its code', next('/reset?oobCode=x'), '/'],
    ['a trailing-slash public page', next('/login/'), '/'],
    ['another origin', next('https://evil.example/orders'), '/'],
    ['a protocol-relative link', next('//evil.example/orders'), '/'],
    ['a backslash the parser reads as a slash', next('/\\evil.example'), '/'],
    ['a tab the parser drops', next('/\t/evil.example'), '/'],
    ['a javascript: URL', next('javascript:alert(1)'), '/'],
    ['a relative path without a slash', next('orders'), '/'],
  ])('%s → %s', (_name, search, expected) => {
    expect(returnTarget(search, ROUTES)).toBe(expected);
  });
});

describe('decideRoute (spec §2 Guards)', () => {
  it.each(rows)('%s', (_name, input, expected) => {
    expect(decideRoute({ ...input, routes: ROUTES })).toEqual(expected);
  });
});

describe('when the remote of the public pages could not be described (issue 11)', () => {
  const withoutOnboarding = ROUTES.filter((route) => route.access !== 'public');

  it('a visitor on /login stays there (the host explains what is missing), never in a loop', () => {
    expect(
      decideRoute({
        authStatus: 'anonymous',
        profile: null,
        path: '/login',
        routes: withoutOnboarding,
      }),
    ).toEqual(render);
  });

  it('a visitor anywhere else is still sent to /login', () => {
    expect(
      decideRoute({
        authStatus: 'anonymous',
        profile: null,
        path: '/join',
        routes: withoutOnboarding,
      }),
    ).toEqual(toLogin);
  });
});

describe('isPublicPath', () => {
  it.each([
    ['/login', true],
    ['/join', true],
    ['/reset', true],
    ['/reset/', true],
    ['/', false],
    ['/loginx', false],
    ['/settings', false],
    ['/operator', false],
  ])('%s → %s', (path, expected) => {
    expect(isPublicPath(path, ROUTES)).toBe(expected);
  });
});
