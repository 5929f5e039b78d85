import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http-error.js';
import { requireOwnContact } from '../../../plugins/auth.js';
import { idParams } from '../../../schemas/common.js';
import { toContactJson } from '../../../schemas/contact.js';

/** PUT /contacts/:id/confirm-account — spec §5: both documents must be on file. */
export const confirmAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/contacts/:id/confirm-account',
    { onRequest: app.authenticate, schema: { params: idParams } },
    async (request) => {
      const contact = await requireOwnContact(request, request.params.id);
      const kinds = new Set(
        (await app.contactsRepository.listDocuments(contact.id)).map((d) => d.kind),
      );
      if (!kinds.has('cannabis_license') || !kinds.has('cra_permit')) {
        throw new HttpError(400, 'Please upload both required documents');
      }
      const updated = contact.accountConfirmed
        ? contact
        : await app.contactsRepository.update(contact.id, { accountConfirmed: true });
      return { data: toContactJson(updated) };
    },
  );
};
