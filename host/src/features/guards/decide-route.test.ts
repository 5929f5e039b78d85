import { decideRoute, isPublicPath, type RouteDecision, type RouteInput } from './decide-route';

const confirmed = { Account_Confirmed: true };
const unconfirmed = { Account_Confirmed: false };
const render: RouteDecision = { kind: 'render' };
const toLogin: RouteDecision = { kind: 'redirect', to: '/login' };
const toHome: RouteDecision = { kind: 'redirect', to: '/' };
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

type Row = [string, RouteInput, RouteDecision];

const rows: Row[] = [
  // The guard waits for authentication to initialise.
  ...[...PRIVATE, ...PUBLIC].map(
    (path): Row => [
      `waits for auth on ${path}`,
      { authStatus: 'loading', profile: null, path },
      waitAuth,
    ],
  ),
  // A route that needs sign-in sends an unauthenticated visitor to /login.
  ...PRIVATE.map(
    (path): Row => [
      `anonymous on ${path} → /login`,
      { authStatus: 'anonymous', profile: null, path },
      toLogin,
    ],
  ),
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
];

describe('decideRoute (spec §2 Guards)', () => {
  it.each(rows)('%s', (_name, input, expected) => {
    expect(decideRoute(input)).toEqual(expected);
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
  ])('%s → %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});
