import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedDomain } from '../../../../../domain/shared-domain.js';
import { domainText } from '../../../../../error-text.js';
import { HttpError, forbidden } from '../../../../../http-error.js';
import { requireContact } from '../../../../../plugins/auth.js';
import { accountJson, suspendAccount } from '../../../../../repositories/operator/accounts.js';
import { answers, idParams } from '../../../../../schemas/common.js';
import { sharedSchemas } from '../../../../../schemas/shared-schemas.js';
import { suspendBody } from '../../../../../schemas/operator/accounts.js';
import { reviewedAccount, reviewAccount } from '../../../../../trade-desk/account-review.js';

const { OPERATOR_API_MESSAGES } = sharedDomain;
const { operatorAccountResponseSchema } = sharedSchemas;

/** Suspend with a reason (spec §6). */
export const operatorAccountSuspendRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /operator/accounts/:id/suspend {reason} — only its profile and confirmation calls remain. */
  app.post(
    '/operator/accounts/:id/suspend',
    {
      schema: {
        params: idParams,
        body: suspendBody,
        response: answers({ 200: operatorAccountResponseSchema }),
      },
    },
    async (request) => {
      const admin = await requireContact(request);
      const contact = await reviewedAccount(app, request.params.id);
      if (contact.id === admin.id)
        throw forbidden(domainText(OPERATOR_API_MESSAGES, 'suspendSelf'));
      const { reason } = request.body;
      const suspended = await reviewAccount(
        app,
        admin,
        contact,
        'account.suspended',
        'account_suspended',
        (tx) => suspendAccount(tx, contact.id, reason),
        reason,
      );
      if (!suspended)
        throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'alreadySuspended'));
      // Its open live-update streams end now; a new one is refused.
      app.liveEvents.disconnect(contact.id);
      // Issue 18: its listings leave the marketplace now, on every replica.
      await app.catalogueChanged();
      return { data: await accountJson(app.db, suspended) };
    },
  );
};
