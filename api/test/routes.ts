import type { FastifyInstance } from 'fastify';

/**
 * How to call each route of the API (docs/api.md), for the tests that must reach all of them:
 * identity before body validation, authorization, and the fuzz test. `:id` is filled in by the
 * test. Those tests take the routes from the app itself (`routesOf`), so a route added to the app
 * without a line here fails them instead of escaping them.
 */
export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** `multipart` for the upload routes. */
  body?: 'json' | 'multipart';
  /** Public routes need no token. */
  auth: 'id-token' | 'image' | 'none';
  /** A Server-Sent Events stream: it answers and stays open (the fuzz test leaves it out). */
  stream?: true;
}

export const ROUTES: RouteSpec[] = [
  { method: 'GET', url: '/health', auth: 'none' },
  { method: 'GET', url: '/openapi.json', auth: 'none' },
  { method: 'POST', url: '/token', auth: 'id-token' },
  // Issue 18: clears the media cookie on sign-out (needs no credential).
  { method: 'DELETE', url: '/token', auth: 'none' },
  // Issue 35: whether the browser sends the media cookie.
  { method: 'GET', url: '/token', auth: 'image' },
  { method: 'GET', url: '/contact-by-email', auth: 'id-token' },
  { method: 'GET', url: '/contact-search-by-email', auth: 'id-token' },
  { method: 'PUT', url: '/contacts', body: 'json', auth: 'id-token' },
  { method: 'POST', url: '/contacts/create', body: 'json', auth: 'id-token' },
  { method: 'PUT', url: '/contacts/:id', body: 'json', auth: 'id-token' },
  { method: 'PUT', url: '/contacts/:id/uid', body: 'json', auth: 'id-token' },
  { method: 'POST', url: '/contacts/:id/notes', body: 'json', auth: 'id-token' },
  { method: 'POST', url: '/contacts/:id/attachments', body: 'multipart', auth: 'id-token' },
  { method: 'PUT', url: '/contacts/:id/confirm-account', auth: 'id-token' },
  { method: 'GET', url: '/products', auth: 'id-token' },
  { method: 'POST', url: '/products', body: 'multipart', auth: 'id-token' },
  { method: 'GET', url: '/products/:id', auth: 'id-token' },
  { method: 'PUT', url: '/products/:id', body: 'json', auth: 'id-token' },
  { method: 'DELETE', url: '/products/:id', auth: 'id-token' },
  { method: 'PUT', url: '/products/:id/archive', auth: 'id-token' },
  { method: 'POST', url: '/products/:id/request-publish', auth: 'id-token' },
  { method: 'PUT', url: '/products/:id/publish', auth: 'id-token' },
  { method: 'POST', url: '/products/:id/attachments', body: 'multipart', auth: 'id-token' },
  { method: 'GET', url: '/tasks', auth: 'id-token' },
  { method: 'POST', url: '/tasks', body: 'json', auth: 'id-token' },
  { method: 'PUT', url: '/tasks/:id', body: 'json', auth: 'id-token' },
  { method: 'DELETE', url: '/tasks/:id', auth: 'id-token' },
  { method: 'POST', url: '/support-requests', body: 'json', auth: 'id-token' },
  { method: 'GET', url: '/product-image/:id', auth: 'image' },
  { method: 'GET', url: '/file/:id', auth: 'image' },
  { method: 'GET', url: '/record-image/:id', auth: 'image' },
  { method: 'POST', url: '/outbox/requeue', body: 'json', auth: 'id-token' },
  // Issue 11: live updates and the operator console.
  { method: 'GET', url: '/events', auth: 'image', stream: true },
  { method: 'GET', url: '/operator/listings', auth: 'id-token' },
  { method: 'POST', url: '/operator/listings/:id/publish', auth: 'id-token' },
  { method: 'POST', url: '/operator/listings/:id/decline', body: 'json', auth: 'id-token' },
  {
    method: 'PUT',
    url: '/operator/listings/:id/certificates/:fileId',
    body: 'json',
    auth: 'id-token',
  },
  { method: 'GET', url: '/operator/bids', auth: 'id-token' },
  { method: 'GET', url: '/operator/bids/products', auth: 'id-token' },
  { method: 'PUT', url: '/operator/bids/:id/status', body: 'json', auth: 'id-token' },
  // Issue 35: the operator declines a bid with a reason.
  { method: 'POST', url: '/operator/bids/:id/decline', body: 'json', auth: 'id-token' },
  { method: 'GET', url: '/operator/accounts', auth: 'id-token' },
  { method: 'POST', url: '/operator/accounts/:id/verify', auth: 'id-token' },
  { method: 'POST', url: '/operator/accounts/:id/suspend', body: 'json', auth: 'id-token' },
  { method: 'POST', url: '/operator/accounts/:id/reinstate', auth: 'id-token' },
  { method: 'GET', url: '/operator/outbox', auth: 'id-token' },
  { method: 'POST', url: '/operator/outbox/requeue', body: 'json', auth: 'id-token' },
  // Issue 20: the audit trail, the licence correction and the CSV exports (bearer or media cookie).
  { method: 'GET', url: '/operator/audit', auth: 'id-token' },
  { method: 'PUT', url: '/operator/accounts/:id/licence', body: 'json', auth: 'id-token' },
  { method: 'GET', url: '/operator/exports/bids.csv', auth: 'image' },
  { method: 'GET', url: '/operator/exports/accounts.csv', auth: 'image' },
  { method: 'GET', url: '/operator/exports/audit.csv', auth: 'image' },
  { method: 'GET', url: '/exports/bids.csv', auth: 'image' },
  { method: 'GET', url: '/exports/listings.csv', auth: 'image' },
  // Issue 20: counter-offers and a seller's view of the demand.
  { method: 'GET', url: '/operator/counters', auth: 'id-token' },
  { method: 'POST', url: '/operator/counters/:id/relay', auth: 'id-token' },
  { method: 'POST', url: '/operator/counters/:id/withdraw', body: 'json', auth: 'id-token' },
  { method: 'GET', url: '/listings/demand', auth: 'id-token' },
  { method: 'GET', url: '/listings/:id/bids', auth: 'id-token' },
  { method: 'POST', url: '/listings/:id/bids/:taskId/counters', body: 'json', auth: 'id-token' },
  { method: 'POST', url: '/tasks/:id/counter/accept', auth: 'id-token' },
  { method: 'POST', url: '/tasks/:id/counter/decline', auth: 'id-token' },
  // Issue 20: the caller's notifications and its channel per kind.
  { method: 'GET', url: '/notifications', auth: 'id-token' },
  { method: 'POST', url: '/notifications/read', body: 'json', auth: 'id-token' },
  { method: 'GET', url: '/notification-settings', auth: 'id-token' },
  { method: 'PUT', url: '/notification-settings', body: 'json', auth: 'id-token' },
  // Issue 37: the release registry for browsers, the tabs' health reports, the Platform view.
  { method: 'GET', url: '/platform/remotes.json', auth: 'none' },
  { method: 'POST', url: '/platform/reports', body: 'json', auth: 'none' },
  { method: 'GET', url: '/operator/platform', auth: 'id-token' },
  { method: 'POST', url: '/operator/platform/:id/promote', body: 'json', auth: 'id-token' },
  { method: 'POST', url: '/operator/platform/:id/rollback', auth: 'id-token' },
  { method: 'POST', url: '/operator/platform/:id/canary', body: 'json', auth: 'id-token' },
];

/** A registered route's key, its path parameters all named `:id` as in ROUTES. */
const keyOf = (method: string, url: string) => `${method} ${url.replace(/:[A-Za-z]+/g, ':id')}`;

/**
 * Every route the app registered (its onRoute list; CORS's `OPTIONS *` left out), each with how to
 * call it from ROUTES. Throws, naming them, when the app has a route ROUTES does not describe.
 */
export function routesOf(app: FastifyInstance): RouteSpec[] {
  const described = new Map(ROUTES.map((route) => [keyOf(route.method, route.url), route]));
  const registered = app.routeList.filter((route) => route.method !== 'OPTIONS');
  const unknown = registered.filter((route) => !described.has(keyOf(route.method, route.url)));
  if (unknown.length > 0) {
    throw new Error(
      `routes with no line in test/routes.ts: ${unknown.map((r) => `${r.method} ${r.url}`).join(', ')}`,
    );
  }
  return registered.map((route) => described.get(keyOf(route.method, route.url)) as RouteSpec);
}
