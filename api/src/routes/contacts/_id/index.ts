import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnContact } from '../../../plugins/auth.js';
import { answers, idParams } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';
import { profileToColumns, putContactBody, toContactJson } from '../../../schemas/contact.js';

/** PUT /contacts/:id — changed profile fields of the caller's own contact (spec §7). */
export const contactByIdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/contacts/:id',
    {
      config: { allowSuspended: true },
      schema: {
        params: idParams,
        body: putContactBody,
        response: answers({ 200: sharedSchemas.contactResponseSchema }),
      },
    },
    async (request) => {
      const contact = await requireOwnContact(request, request.params.id);
      const updated = await app.contactsRepository.update(
        contact.id,
        profileToColumns(request.body.data[0]!),
      );
      return { data: toContactJson(updated) };
    },
  );
};
