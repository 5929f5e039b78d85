import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../../../http-error.js';
import { apiText } from '../../../../../error-text.js';
import { requireContact } from '../../../../../plugins/auth.js';
import { accountJson, correctLicence } from '../../../../../repositories/operator/accounts.js';
import { answers, idParams } from '../../../../../schemas/common.js';
import { sharedSchemas } from '../../../../../schemas/shared-schemas.js';
import { licenceBody } from '../../../../../schemas/operator/accounts.js';
import { recordAudit } from '../../../../../trade-desk/audit.js';
import { licenceState } from '../../../../../trade-desk/audit-fields.js';
import { reviewedAccount } from '../../../../../trade-desk/account-review.js';

const { operatorAccountResponseSchema } = sharedSchemas;

/** Issue 20: the operator corrects an account's licence details. */
export const operatorAccountLicenceRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * PUT /operator/accounts/:id/licence {licence_number, licence_expires_on} — issue 20: the
   * operator corrects the latest cannabis licence's details (a past date is allowed: it blocks
   * bids and listings as the licence's own would).
   */
  app.put(
    '/operator/accounts/:id/licence',
    {
      schema: {
        params: idParams,
        body: licenceBody,
        response: answers({ 200: operatorAccountResponseSchema }),
      },
    },
    async (request) => {
      const admin = await requireContact(request);
      const contact = await reviewedAccount(app, request.params.id);
      const corrected = await app.db.transaction(async (tx) => {
        const change = await correctLicence(tx, contact.id, {
          licenceNumber: request.body.licence_number,
          licenceExpiresOn: request.body.licence_expires_on,
        });
        if (!change) return false;
        await recordAudit(tx, {
          actor: admin,
          kind: 'account.licence_corrected',
          target: { type: 'contact', id: contact.id, label: contact.email },
          before: licenceState(change.before),
          after: licenceState(change.after),
        });
        return true;
      });
      if (!corrected) throw new HttpError(409, apiText('licenceNoDocument'));
      return { data: await accountJson(app.db, contact) };
    },
  );
};
