import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newId } from '../../../db/ids.js';
import { requireOwnContact } from '../../../plugins/auth.js';
import { idParams } from '../../../schemas/common.js';
import type { DocumentKind } from '../../../repositories/contacts-repository.js';
import { readUploads } from '../../../uploads.js';

const DOCUMENT_FIELDS = [
  'cannabis_license',
  'cra_permit',
] as const satisfies readonly DocumentKind[];

/** POST /contacts/:id/attachments — the licence documents of spec §2 "Confirm account". */
export const contactAttachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contacts/:id/attachments',
    { preHandler: app.authenticate, schema: { params: idParams } },
    async (request, reply) => {
      const contact = await requireOwnContact(request, request.params.id);
      const uploads = await readUploads(request, DOCUMENT_FIELDS, app.config.maxUploadBytes);

      const rows = uploads.map((u) => {
        const id = newId('d');
        return {
          id,
          contactId: contact.id,
          kind: u.field as DocumentKind,
          storageKey: `documents/${id}`,
          contentType: u.contentType,
          fileName: u.fileName,
          size: u.bytes.length,
        };
      });
      // Bytes first, rows second; if the rows fail the stored bytes are removed again.
      try {
        for (const [i, row] of rows.entries()) {
          await app.storage.put(row.storageKey, uploads[i]!.bytes, row.contentType);
        }
        await app.contactsRepository.addDocuments(rows);
      } catch (error) {
        await Promise.allSettled(rows.map((r) => app.storage.delete(r.storageKey)));
        throw error;
      }
      return reply
        .status(201)
        .send({ data: rows.map((r) => ({ id: r.id, kind: r.kind, file_name: r.fileName })) });
    },
  );
};
