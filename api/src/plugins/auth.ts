import jwt from '@fastify/jwt';
import type { FastifyInstance,FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { licenceHasExpired } from '@leafbid/domain';
import type { Queryable } from '../db/client.js';
import type { ContactRow } from '../db/schema.js';
import { licenceInForce } from '../repositories/licence.js';
import { apiText,domainText } from '../error-text.js';
import { forbidden,unauthorized } from '../http-error.js';
import type { Caller,IdentityVerifier } from '../identity/firebase-verifier.js';
import { sharedDomain } from '../domain/shared-domain.js';
import { isAdmin } from '../schemas/contact.js';

const { OPERATOR_API_MESSAGES, VERIFICATION_MESSAGES } = sharedDomain;

/** Spec §7 POST /token: a short-lived API token (also the media cookie's value). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * Issue 18: the cookie that authenticates <img>, <video> and EventSource requests (they cannot send
 * a bearer header), so no token travels in a URL. Set by POST /token with the same token and
 * lifetime, HttpOnly and SameSite=Strict; read only on GET requests of the media routes and
 * /events (authenticateImage), never on a call that changes anything.
 */
export const MEDIA_COOKIE = 'leafbid_media';

/** The Set-Cookie value of the media cookie (an empty value and Max-Age=0 clear it). */
export function mediaCookie(token: string, secure: boolean): string {
  const maxAge = token ? ACCESS_TOKEN_TTL_SECONDS : 0;
  return (
    `${MEDIA_COOKIE}=${token}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Strict` +
    (secure ? '; Secure' : '')
  );
}

/** The media cookie's value in a Cookie header, or null. */
export function mediaCookieValue(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === MEDIA_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return value || null;
    }
  }
  return null;
}

/** Methods on which the media cookie counts: reads only, so it opens no CSRF surface. */
const COOKIE_METHODS = new Set(['GET', 'HEAD']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Spec §6 "the operator may … suspend": a suspended account may still call this route (its
     * profile and the confirmation calls). Every other authenticated route answers 403.
     */
    allowSuspended?: boolean;
    /**
     * The handler reads the caller's contact in its own query (a bid, an edit, a delete: one
     * round trip for contact and product) and calls requireContact, which refuses a suspended
     * account there; the authenticate hook does not look the contact up first.
     */
    readsCallerContact?: boolean;
  }
  interface FastifyRequest {
    /** Set by the authenticate hooks; null until then. */
    caller: Caller | null;
    contactLookup: Promise<ContactRow | null> | null;
    /** Who the request's credentials name, verified in the first onRequest hook (or null). */
    identity: Identity;
  }
  interface FastifyInstance {
    /** onRequest: a valid Firebase ID token in `Authorization: Bearer`. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * onRequest for media (images, files) and /events on GET: a bearer ID token when the request
     * has an Authorization header, else the media cookie of POST /token. `?access_token=` is not
     * read (issue 18: no token in a URL).
     */
    authenticateImage(request: FastifyRequest): Promise<void>;
    /** onRequest for the operator console: authenticate, then a confirmed Admin contact (403). */
    authenticateAdmin(request: FastifyRequest): Promise<void>;
    /**
     * Issue 20: onRequest for the operator's CSV downloads: authenticateImage (a bearer token, or
     * the media cookie on a GET, so a plain download link works), then a confirmed Admin (403).
     */
    authenticateAdminImage(request: FastifyRequest): Promise<void>;
    issueAccessToken(caller: Caller): string;
  }
}

/** Each credential of a request, verified once: a Caller, 'invalid', or null when absent. */
export interface Identity {
  idToken: Caller | 'invalid' | null;
  /** The media cookie's access token, read on GET and HEAD requests only. */
  accessToken: Caller | 'invalid' | null;
}

/** The verified user of a request, whichever credential named it (rate-limit key). */
export function verifiedUser(request: FastifyRequest): Caller | null {
  const { idToken, accessToken } = request.identity ?? { idToken: null, accessToken: null };
  if (idToken && idToken !== 'invalid') return idToken;
  if (accessToken && accessToken !== 'invalid') return accessToken;
  return null;
}

interface AccessTokenClaims {
  sub: string;
  email: string | null;
  email_verified?: boolean;
  typ: 'leafbid-access';
  /** Set by the signer (seconds since 1970). */
  iat?: number;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/**
 * The caller's contact (spec §6), looked up once per request: the one linked to its uid, or (the
 * sign-up linking step) the unlinked contact of its email, but only when the identity service has
 * verified that email. Otherwise whoever signed up first with a customer's address would take the
 * customer's contact (issue 7).
 */
export function callerContact(request: FastifyRequest): Promise<ContactRow | null> {
  const caller = requireCaller(request);
  request.contactLookup ??= request.server.contactsRepository.findForCaller(
    caller.uid,
    caller.emailVerified ? caller.email : null,
  );
  return request.contactLookup;
}

export async function requireContact(request: FastifyRequest): Promise<ContactRow> {
  const contact = await callerContact(request);
  if (!contact) throw forbidden(apiText('noContact'));
  if (contact.suspendedAt && !request.routeOptions.config.allowSuspended)
    throw forbidden(domainText(OPERATOR_API_MESSAGES, 'accountSuspended'));
  return contact;
}

/** Spec §6: unconfirmed accounts reach only their profile and the confirmation calls. */
export async function requireConfirmedContact(request: FastifyRequest): Promise<ContactRow> {
  const contact = await requireContact(request);
  if (!contact.accountConfirmed) throw forbidden(apiText('accountNotConfirmed'));
  return contact;
}

/**
 * Issue 18 (spec §6: eligibility is limited to licensed entities; the operator may refuse): bids
 * and listings wait for the operator's verification of the licence documents; browsing does not.
 */
export async function requireVerifiedContact(request: FastifyRequest): Promise<ContactRow> {
  return assertMayTrade(request, await requireConfirmedContact(request));
}

/** requireVerifiedContact's rule, for a contact already read (after a more specific check). */
export function assertVerified(contact: ContactRow): ContactRow {
  if (!contact.verifiedAt)
    throw forbidden(domainText(VERIFICATION_MESSAGES, 'awaitingVerification'));
  return contact;
}

/**
 * Issue 20: from the day after its cannabis licence's expiry (America/Toronto), an account may not
 * bid or list. Issue 41: the licence in force counts — the latest the operator has seen; a renewal
 * uploaded since the verification lifts the block only once the operator verifies it (until then
 * the answer says it awaits review). An account whose licence has no details (older data) is not
 * blocked.
 */
export async function assertLicenceCurrent(
  db: Queryable,
  contact: ContactRow,
  at: Date = new Date(),
): Promise<ContactRow> {
  const { inForce, pending } = await licenceInForce(db, contact);
  const expiresOn = inForce.Licence_Expires_On;
  if (expiresOn && licenceHasExpired(expiresOn, at))
    throw forbidden(
      pending
        ? apiText('licenceRenewalPending', expiresOn)
        : apiText('licenceExpired', expiresOn),
    );
  return contact;
}

/** Bids and listings (issue 18 and 20): verified by the operator, with a licence still valid. */
export async function assertMayTrade(
  request: FastifyRequest,
  contact: ContactRow,
): Promise<ContactRow> {
  return assertLicenceCurrent(request.server.db, assertVerified(contact));
}

/** Spec §6: a caller reads and changes only its own contact. */
export async function requireOwnContact(
  request: FastifyRequest,
  contactId: string,
): Promise<ContactRow> {
  const contact = await requireContact(request);
  if (contact.id !== contactId) throw forbidden(apiText('ownContactOnly'));
  return contact;
}

export const callerIsAdmin = (contact: ContactRow) => isAdmin(contact);

/**
 * Spec §6 "the operator may refuse, suspend or terminate access" (issue 11): a suspended contact
 * keeps only the routes marked `allowSuspended` (its profile and the confirmation calls).
 */
async function refuseSuspended(request: FastifyRequest): Promise<void> {
  const { allowSuspended, readsCallerContact } = request.routeOptions.config;
  if (allowSuspended || readsCallerContact) return;
  const contact = await callerContact(request);
  if (contact?.suspendedAt) throw forbidden(domainText(OPERATOR_API_MESSAGES, 'accountSuspended'));
}

export interface AuthPluginOptions {
  verifier: IdentityVerifier;
  secret: string;
}

export const auth = fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    await app.register(jwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('caller', null);
    app.decorateRequest('contactLookup', null);
    app.decorateRequest('identity', null as unknown as Identity);

    async function verifyIdToken(
      request: FastifyRequest,
      token: string,
    ): Promise<Caller | 'invalid'> {
      try {
        return await options.verifier.verify(token);
      } catch (error) {
        request.log.debug({ err: error }, 'ID token rejected');
        return 'invalid';
      }
    }

    function verifyAccessToken(request: FastifyRequest, token: string): Caller | 'invalid' {
      try {
        const claims = app.jwt.verify<AccessTokenClaims>(token);
        if (claims.typ !== 'leafbid-access' || !claims.sub) throw new Error('not an access token');
        return {
          uid: claims.sub,
          email: claims.email,
          emailVerified: claims.email_verified === true,
          accessTokenIssuedAt: (claims.iat ?? 0) * 1000,
        };
      } catch (error) {
        request.log.debug({ err: error }, 'access token rejected');
        return 'invalid';
      }
    }

    /**
     * Identity comes first (issue 6): the credentials are verified in the first onRequest hook,
     * before rate limiting (keyed by the verified user) and long before the body is parsed or
     * validated. It never rejects; the routes' authenticate hooks decide.
     */
    app.addHook('onRequest', async (request) => {
      const accessToken = COOKIE_METHODS.has(request.method)
        ? mediaCookieValue(request.headers.cookie)
        : null;
      const bearer = bearerToken(request);
      const hasAuthorization = request.headers.authorization !== undefined;
      request.identity = {
        idToken: bearer
          ? await verifyIdToken(request, bearer)
          : hasAuthorization
            ? 'invalid'
            : null,
        accessToken: accessToken ? verifyAccessToken(request, accessToken) : null,
      };
    });

    /**
     * Authenticated routes check identity in onRequest, never after the body (issue 6), and only
     * through their access level (plugins/access.ts, issue 36): it adds the check once per level,
     * last among the route's onRequest hooks, after the rate limit (registered before this plugin)
     * so anonymous floods are counted too. A route that names a check itself is refused here.
     */
    app.addHook('onRoute', (route) => {
      const isAuth = (hook: unknown) =>
        hook === authenticate ||
        hook === authenticateImage ||
        hook === authenticateAdmin ||
        hook === authenticateAdminImage;
      const late = [route.preValidation, route.preHandler].flat().filter(Boolean);
      if (late.some(isAuth)) {
        throw new Error(`${route.method} ${route.url}: authenticate belongs in onRequest`);
      }
      if ([route.onRequest].flat().some(isAuth)) {
        throw new Error(
          `${route.method} ${route.url}: authenticate comes from the route's access level (src/api-routes.ts)`,
        );
      }
    });

    async function authenticate(request: FastifyRequest) {
      const caller = request.identity?.idToken;
      if (!caller || caller === 'invalid') throw unauthorized();
      request.caller = caller;
      await refuseSuspended(request);
    }

    async function authenticateImage(request: FastifyRequest) {
      const { idToken, accessToken } = request.identity ?? { idToken: null, accessToken: null };
      // A bearer header decides when there is one (a fetch); else the media cookie (an <img>, an
      // EventSource), and only on a read: the cookie never authorises a change.
      const caller = idToken ?? (COOKIE_METHODS.has(request.method) ? accessToken : null);
      if (!caller || caller === 'invalid') throw unauthorized();
      request.caller = caller;
      if (caller.accessTokenIssuedAt !== undefined) await refuseRevoked(request, caller);
      await refuseSuspended(request);
    }

    /**
     * Issue 41: an access token lives 15 minutes, longer than the account it was issued to may: it
     * is revoked once its account is gone (no contact for its identity any more) or suspended after
     * it was issued — the contact is the revocation marker, read on every use (401).
     */
    async function refuseRevoked(request: FastifyRequest, caller: Caller) {
      const contact = await callerContact(request);
      if (!contact) throw unauthorized();
      if (contact.suspendedAt && contact.suspendedAt.getTime() >= (caller.accessTokenIssuedAt ?? 0))
        throw unauthorized();
    }

    /** Issue 11: every operator call is the Admin's alone; anyone else gets a 403, before its input is read. */
    async function authenticateAdmin(request: FastifyRequest) {
      await authenticate(request);
      const contact = await requireConfirmedContact(request);
      if (!isAdmin(contact)) throw forbidden(domainText(OPERATOR_API_MESSAGES, 'adminOnly'));
    }

    async function authenticateAdminImage(request: FastifyRequest) {
      await authenticateImage(request);
      const contact = await requireConfirmedContact(request);
      if (!isAdmin(contact)) throw forbidden(domainText(OPERATOR_API_MESSAGES, 'adminOnly'));
    }

    app.decorate('authenticate', authenticate);
    app.decorate('authenticateAdminImage', authenticateAdminImage);
    app.decorate('authenticateImage', authenticateImage);
    app.decorate('authenticateAdmin', authenticateAdmin);

    app.decorate('issueAccessToken', (caller: Caller) =>
      app.jwt.sign({
        sub: caller.uid,
        email: caller.email,
        email_verified: caller.emailVerified,
        typ: 'leafbid-access',
      } satisfies AccessTokenClaims),
    );

    app.addHook('onClose', async () => options.verifier.close());
  },
  { name: 'auth', dependencies: ['core', 'contacts-repository'] },
);
