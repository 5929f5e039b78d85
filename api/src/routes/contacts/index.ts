import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContact } from '../../plugins/auth.js';
import { profileToColumns, putProfileBody, toContactJson } from '../../schemas/contact.js';
import { answers } from '../../schemas/common.js';
import { sharedSchemas } from '../../schemas/shared-schemas.js';

/** PUT /contacts — the Settings form saves the caller's own profile (spec §2 Settings). */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/contacts',
    {
      config: { allowSuspended: true },
      schema: {
        body: putProfileBody,
        response: answers({ 200: sharedSchemas.contactResponseSchema }),
      },
    },
    async (request) => {
      const contact = await requireContact(request);
      const updated = await app.contactsRepository.update(
        contact.id,
        profileToColumns(request.body.data[0]!),
      );
      return { data: toContactJson(updated) };
    },
  );
};
