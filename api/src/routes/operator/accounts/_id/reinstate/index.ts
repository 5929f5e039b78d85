import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedDomain } from '../../../../../domain/shared-domain.js';
import { domainText } from '../../../../../error-text.js';
import { HttpError } from '../../../../../http-error.js';
import { requireContact } from '../../../../../plugins/auth.js';
import { accountJson, reinstateAccount } from '../../../../../repositories/operator/accounts.js';
import { answers, idParams } from '../../../../../schemas/common.js';
import { sharedSchemas } from '../../../../../schemas/shared-schemas.js';
import { reviewedAccount, reviewAccount } from '../../../../../trade-desk/account-review.js';

const { OPERATOR_API_MESSAGES } = sharedDomain;
const { operatorAccountResponseSchema } = sharedSchemas;

/** Reinstate (spec §6). */
export const operatorAccountReinstateRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /operator/accounts/:id/reinstate — the suspension is lifted. */
  app.post(
    '/operator/accounts/:id/reinstate',
    {
      schema: { params: idParams, response: answers({ 200: operatorAccountResponseSchema }) },
    },
    async (request) => {
      const admin = await requireContact(request);
      const contact = await reviewedAccount(app, request.params.id);
      const reinstated = await reviewAccount(
        app,
        admin,
        contact,
        'account.reinstated',
        'account_reinstated',
        (tx) => reinstateAccount(tx, contact.id),
      );
      if (!reinstated) throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'notSuspended'));
      // Its listings are back in the marketplace.
      await app.catalogueChanged();
      return { data: await accountJson(app.db, reinstated) };
    },
  );
};
