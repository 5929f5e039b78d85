import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnContact } from '../../../../plugins/auth.js';
import { answers, idParams, isoTime } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';
import { postNoteBody } from '../../../../schemas/contact.js';

/** POST /contacts/:id/notes — e.g. 'Account Type: Buyer & Seller' at sign-up (spec §6). */
export const contactNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contacts/:id/notes',
    {
      schema: {
        params: idParams,
        body: postNoteBody,
        response: answers({ 201: sharedSchemas.noteCreatedResponseSchema }),
      },
    },
    async (request, reply) => {
      const contact = await requireOwnContact(request, request.params.id);
      const note = await app.contactsRepository.addNote(contact.id, request.body.note_content);
      return reply.status(201).send({
        data: { id: note.id, note_content: note.content, Created_Time: isoTime(note.createdAt) },
      });
    },
  );
};
