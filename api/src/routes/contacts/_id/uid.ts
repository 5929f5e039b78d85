import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../../http-error.js';
import { requireCaller, requireOwnContact } from '../../../plugins/auth.js';
import { idParams } from '../../../schemas/common.js';
import { putUidBody, toContactJson } from '../../../schemas/contact.js';

/** PUT /contacts/:id/uid — links the caller's identity to its existing (email-matched) contact. */
export const contactUidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/contacts/:id/uid',
    { onRequest: app.authenticate, schema: { params: idParams, body: putUidBody } },
    async (request) => {
      const caller = requireCaller(request);
      if (request.body.uid !== caller.uid) throw forbidden('uid must be the signed-in user’s uid');
      const contact = await requireOwnContact(request, request.params.id);
      const updated = await app.contactsRepository.update(contact.id, { userUid: caller.uid });
      return { data: toContactJson(updated) };
    },
  );
};
