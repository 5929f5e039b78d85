import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedDomain } from '../../../../domain/shared-domain.js';
import { domainText } from '../../../../coded-text.js';
import { HttpError, forbidden, notFound } from '../../../../http-error.js';
import { requireContact } from '../../../../plugins/auth.js';
import {
  accountJson,
  reinstateAccount,
  suspendAccount,
  verifyAccount,
} from '../../../../repositories/operator/accounts.js';
import { answers, idParams } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';
import { suspendBody } from '../../../../schemas/operator/accounts.js';

const { OPERATOR_API_MESSAGES } = sharedDomain;
const { operatorAccountResponseSchema } = sharedSchemas;

/** Verify, Suspend with a reason, Reinstate (spec §6 "the operator may refuse, suspend or terminate access"). */
export const operatorAccountReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  async function account(id: string) {
    const contact = await app.contactsRepository.findById(id);
    if (!contact) throw notFound(domainText(OPERATOR_API_MESSAGES, 'accountNotFound'));
    return contact;
  }

  /** POST /operator/accounts/:id/verify — the licence documents were checked. */
  app.post(
    '/operator/accounts/:id/verify',
    {
      onRequest: app.authenticateAdmin,
      schema: { params: idParams, response: answers({ 200: operatorAccountResponseSchema }) },
    },
    async (request) => {
      const admin = await requireContact(request);
      const contact = await account(request.params.id);
      const verified = await verifyAccount(app.db, contact.id, admin.id);
      if (verified) return { data: await accountJson(app.db, verified) };
      const current = await account(contact.id);
      if (current.suspendedAt)
        throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'verifySuspended'));
      if (!current.accountConfirmed)
        throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'verifyNeedsDocuments'));
      // Already verified: the first verification stands.
      return { data: await accountJson(app.db, current) };
    },
  );

  /** POST /operator/accounts/:id/suspend {reason} — only its profile and confirmation calls remain. */
  app.post(
    '/operator/accounts/:id/suspend',
    {
      onRequest: app.authenticateAdmin,
      schema: {
        params: idParams,
        body: suspendBody,
        response: answers({ 200: operatorAccountResponseSchema }),
      },
    },
    async (request) => {
      const admin = await requireContact(request);
      const contact = await account(request.params.id);
      if (contact.id === admin.id)
        throw forbidden(domainText(OPERATOR_API_MESSAGES, 'suspendSelf'));
      const suspended = await suspendAccount(app.db, contact.id, request.body.reason);
      if (!suspended)
        throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'alreadySuspended'));
      // Its open live-update streams end now; a new one is refused.
      app.liveEvents.disconnect(contact.id);
      // Issue 18: its listings leave the marketplace now, on every replica.
      await app.catalogueChanged();
      return { data: await accountJson(app.db, suspended) };
    },
  );

  /** POST /operator/accounts/:id/reinstate — the suspension is lifted. */
  app.post(
    '/operator/accounts/:id/reinstate',
    {
      onRequest: app.authenticateAdmin,
      schema: { params: idParams, response: answers({ 200: operatorAccountResponseSchema }) },
    },
    async (request) => {
      const contact = await account(request.params.id);
      const reinstated = await reinstateAccount(app.db, contact.id);
      if (!reinstated) throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'notSuspended'));
      // Its listings are back in the marketplace.
      await app.catalogueChanged();
      return { data: await accountJson(app.db, reinstated) };
    },
  );
};
