import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedDomain } from '../../../../../domain/shared-domain.js';
import { domainText } from '../../../../../error-text.js';
import { HttpError } from '../../../../../http-error.js';
import { requireContact } from '../../../../../plugins/auth.js';
import { accountJson, verifyAccount } from '../../../../../repositories/operator/accounts.js';
import { answers, idParams } from '../../../../../schemas/common.js';
import { sharedSchemas } from '../../../../../schemas/shared-schemas.js';
import { reviewedAccount, reviewAccount } from '../../../../../trade-desk/account-review.js';

const { OPERATOR_API_MESSAGES } = sharedDomain;
const { operatorAccountResponseSchema } = sharedSchemas;

/** Verify (spec §6 "the operator may refuse, suspend or terminate access"). */
export const operatorAccountVerifyRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /operator/accounts/:id/verify — the licence documents were checked. */
  app.post(
    '/operator/accounts/:id/verify',
    {
      schema: { params: idParams, response: answers({ 200: operatorAccountResponseSchema }) },
    },
    async (request) => {
      const admin = await requireContact(request);
      const contact = await reviewedAccount(app, request.params.id);
      const verified = await reviewAccount(
        app,
        admin,
        contact,
        'account.verified',
        'account_verified',
        (tx) => verifyAccount(tx, contact.id, admin.id),
      );
      if (verified) return { data: await accountJson(app.db, verified) };
      const current = await reviewedAccount(app, contact.id);
      if (current.suspendedAt)
        throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'verifySuspended'));
      if (!current.accountConfirmed)
        throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'verifyNeedsDocuments'));
      // Already verified: the first verification stands.
      return { data: await accountJson(app.db, current) };
    },
  );
};
