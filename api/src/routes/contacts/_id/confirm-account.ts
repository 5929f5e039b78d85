import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainText } from '../../../coded-text.js';
import { sharedDomain } from '../../../domain/shared-domain.js';
import { HttpError } from '../../../http-error.js';
import { requireOwnContact } from '../../../plugins/auth.js';
import { answers, idParams } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';
import { toContactJson } from '../../../schemas/contact.js';
import { announceAccountConfirmed } from '../../../live/announce.js';

/** PUT /contacts/:id/confirm-account — spec §5: both documents must be on file. */
export const confirmAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/contacts/:id/confirm-account',
    {
      onRequest: app.authenticate,
      config: { allowSuspended: true },
      schema: {
        params: idParams,
        response: answers({ 200: sharedSchemas.contactResponseSchema }),
      },
    },
    async (request) => {
      const contact = await requireOwnContact(request, request.params.id);
      const kinds = new Set(
        (await app.contactsRepository.listDocuments(contact.id)).map((d) => d.kind),
      );
      if (!kinds.has('cannabis_license') || !kinds.has('cra_permit')) {
        throw new HttpError(400, domainText(sharedDomain.CONFIRM_ACCOUNT_MESSAGES, 'bothRequired'));
      }
      if (contact.accountConfirmed) return { data: toContactJson(contact) };
      const updated = await app.contactsRepository.update(contact.id, {
        accountConfirmed: true,
        confirmedAt: new Date(),
      });
      // Issue 11: a newly confirmed account waits for the operator's review.
      announceAccountConfirmed(app.liveEvents, updated);
      return { data: toContactJson(updated) };
    },
  );
};
