import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnContact } from '../../../plugins/auth.js';
import { answers, idParams } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';
import type { DocumentKind } from '../../../repositories/contacts-repository.js';
import { DOCUMENT_TYPES } from '../../../uploads/file-type.js';
import { receiveUploads, type UploadField } from '../../../uploads/receive-uploads.js';
import { documentsQuota } from '../../../uploads/storage-quota.js';

/** The licence documents of spec §2 "Confirm account": a PDF or an image each. */
const DOCUMENT_FIELDS = {
  cannabis_license: { accept: DOCUMENT_TYPES },
  cra_permit: { accept: DOCUMENT_TYPES },
} as const satisfies Record<DocumentKind, UploadField>;

/** POST /contacts/:id/attachments — the licence documents of spec §2 "Confirm account". */
export const contactAttachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const quota = documentsQuota(app.config);

  app.post(
    '/contacts/:id/attachments',
    {
      onRequest: app.authenticate,
      config: { allowSuspended: true },
      schema: {
        params: idParams,
        response: answers({ 201: sharedSchemas.contactDocumentsResponseSchema }),
      },
    },
    async (request, reply) => {
      const contact = await requireOwnContact(request, request.params.id);
      // Per-contact quotas (issue 6): checked as parts arrive, and again under the contact lock.
      const early = quota.whileReceiving(await app.contactsRepository.documentUsage(contact.id));
      const rows = await receiveUploads(request, {
        fields: DOCUMENT_FIELDS,
        store: { folder: 'documents', idPrefix: 'd' },
        maxTotalBytes: early.maxTotalBytes,
        beforeFile: early.checkCount,
        commit: async (files) => {
          const rows = files.map((f) => ({
            id: f.id,
            contactId: contact.id,
            kind: f.field as DocumentKind,
            storageKey: f.storageKey,
            contentType: f.contentType,
            fileName: f.fileName,
            size: f.size,
          }));
          await app.contactsRepository.addDocuments(rows, (now) => quota.check(now, files));
          return rows;
        },
      });
      return reply
        .status(201)
        .send({ data: rows.map((r) => ({ id: r.id, kind: r.kind, file_name: r.fileName })) });
    },
  );
};
