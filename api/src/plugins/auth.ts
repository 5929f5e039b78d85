import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ContactRow } from '../db/schema.js';
import { forbidden, unauthorized } from '../http-error.js';
import type { Caller, IdentityVerifier } from '../identity/firebase-verifier.js';
import { isAdmin } from '../schemas/contact.js';

/** Spec §7 POST /token: a short-lived API token (also the `?access_token=` of <img> URLs). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hooks; null until then. */
    caller: Caller | null;
    contactLookup: Promise<ContactRow | null> | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid Firebase ID token in `Authorization: Bearer`. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler for image URLs: `?access_token=` (from POST /token) or a bearer ID token. */
    authenticateImage(request: FastifyRequest): Promise<void>;
    issueAccessToken(caller: Caller): string;
  }
}

interface AccessTokenClaims {
  sub: string;
  email: string | null;
  typ: 'leafbid-access';
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

/** The caller's contact (spec §6), looked up once per request. */
export function callerContact(request: FastifyRequest): Promise<ContactRow | null> {
  const caller = requireCaller(request);
  request.contactLookup ??= request.server.contactsRepository.findForCaller(
    caller.uid,
    caller.email,
  );
  return request.contactLookup;
}

export async function requireContact(request: FastifyRequest): Promise<ContactRow> {
  const contact = await callerContact(request);
  if (!contact) throw forbidden('No contact for this user');
  return contact;
}

/** Spec §6: unconfirmed accounts reach only their profile and the confirmation calls. */
export async function requireConfirmedContact(request: FastifyRequest): Promise<ContactRow> {
  const contact = await requireContact(request);
  if (!contact.accountConfirmed) throw forbidden('Account not confirmed');
  return contact;
}

/** Spec §6: a caller reads and changes only its own contact. */
export async function requireOwnContact(
  request: FastifyRequest,
  contactId: string,
): Promise<ContactRow> {
  const contact = await requireContact(request);
  if (contact.id !== contactId) throw forbidden('You may only access your own contact');
  return contact;
}

export const callerIsAdmin = (contact: ContactRow) => isAdmin(contact);

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

    async function verifyIdToken(request: FastifyRequest, token: string): Promise<void> {
      try {
        request.caller = await options.verifier.verify(token);
      } catch (error) {
        request.log.debug({ err: error }, 'ID token rejected');
        throw unauthorized();
      }
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      await verifyIdToken(request, token);
    });

    app.decorate('authenticateImage', async (request: FastifyRequest) => {
      const query = request.query as Record<string, unknown> | undefined;
      const accessToken = typeof query?.access_token === 'string' ? query.access_token : null;
      if (accessToken) {
        try {
          const claims = app.jwt.verify<AccessTokenClaims>(accessToken);
          if (claims.typ !== 'leafbid-access' || !claims.sub)
            throw new Error('not an access token');
          request.caller = { uid: claims.sub, email: claims.email };
          return;
        } catch (error) {
          request.log.debug({ err: error }, 'access token rejected');
          throw unauthorized();
        }
      }
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      await verifyIdToken(request, token);
    });

    app.decorate('issueAccessToken', (caller: Caller) =>
      app.jwt.sign({
        sub: caller.uid,
        email: caller.email,
        typ: 'leafbid-access',
      } satisfies AccessTokenClaims),
    );

    app.addHook('onClose', async () => options.verifier.close());
  },
  { name: 'auth', dependencies: ['core', 'contacts-repository'] },
);
