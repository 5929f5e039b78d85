import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http-error.js';
import { requireOwnContact } from '../../../plugins/auth.js';
import { answers, idParams } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';
import type { DocumentKind, DocumentUsage } from '../../../repositories/contacts-repository.js';
import { DOCUMENT_TYPES } from '../../../uploads/file-type.js';
import { formatBytes, receiveUploads, type UploadField } from '../../../uploads/receive-uploads.js';

/** The licence documents of spec §2 "Confirm account": a PDF or an image each. */
const DOCUMENT_FIELDS = {
  cannabis_license: { accept: DOCUMENT_TYPES },
  cra_permit: { accept: DOCUMENT_TYPES },
} as const satisfies Record<DocumentKind, UploadField>;

/** POST /contacts/:id/attachments — the licence documents of spec §2 "Confirm account". */
export const contactAttachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { maxDocumentsPerContact: maxDocuments, maxStoredBytesPerContact: maxBytes } = app.config;
  const bytesQuota = (used: number) =>
    `Storage quota reached: your documents may take at most ${formatBytes(maxBytes)} in total (${formatBytes(used)} stored)`;
  const countQuota = (field: string) =>
    new HttpError(409, `${field}: You can store at most ${maxDocuments} documents`, field);

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
      const usage = await app.contactsRepository.documentUsage(contact.id);
      const rows = await receiveUploads(request, {
        fields: DOCUMENT_FIELDS,
        store: { folder: 'documents', idPrefix: 'd' },
        maxTotalBytes: { bytes: maxBytes - usage.bytes, message: bytesQuota(usage.bytes) },
        beforeFile: (field, received) => {
          if (usage.documents + received.length + 1 > maxDocuments) throw countQuota(field);
        },
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
          const added = rows.reduce((total, r) => total + r.size, 0);
          await app.contactsRepository.addDocuments(rows, (now: DocumentUsage) => {
            if (now.documents + rows.length > maxDocuments) throw countQuota(rows[0]!.kind);
            if (now.bytes + added > maxBytes) {
              throw new HttpError(413, `${rows[0]!.kind}: ${bytesQuota(now.bytes)}`, rows[0]!.kind);
            }
          });
          return rows;
        },
      });
      return reply
        .status(201)
        .send({ data: rows.map((r) => ({ id: r.id, kind: r.kind, file_name: r.fileName })) });
    },
  );
};
