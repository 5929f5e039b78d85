import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isCalendarDate, licenceHasExpired } from '@leafbid/domain';
import { apiText } from '../../../../error-text.js';
import { badRequest } from '../../../../http-error.js';
import { requireOwnContact } from '../../../../plugins/auth.js';
import { answers, idParams } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';
import type { DocumentKind } from '../../../../repositories/contacts.js';
import { DOCUMENT_TYPES } from '../../../../uploads/file-type.js';
import {
  receiveUploads,
  type ReceivedFile,
  type UploadField,
} from '../../../../uploads/receive-uploads.js';
import { documentsQuota } from '../../../../uploads/storage-quota.js';

/** The licence documents of spec §2 "Confirm account": a PDF or an image each. */
const DOCUMENT_FIELDS = {
  cannabis_license: { accept: DOCUMENT_TYPES },
  cra_permit: { accept: DOCUMENT_TYPES },
} as const satisfies Record<DocumentKind, UploadField>;

/** Issue 20: the cannabis licence's details, text parts beside its file. */
const LICENCE_TEXT_FIELDS = {
  licence_number: { maxLength: 200 },
  licence_expires_on: { maxLength: 32 },
} as const;

/**
 * The licence number (trimmed, 1–64 characters) and expiry (a real YYYY-MM-DD date, not already
 * past in America/Toronto), both required with a cannabis_license file and refused without one.
 */
export function licenceDetails(
  files: readonly ReceivedFile[],
  text: Readonly<Record<string, string>>,
): { licenceNumber: string; licenceExpiresOn: string } | null {
  const withLicence = files.some((f) => f.field === 'cannabis_license');
  const number = text.licence_number?.trim();
  const expiresOn = text.licence_expires_on?.trim();
  if (!withLicence) {
    for (const field of Object.keys(LICENCE_TEXT_FIELDS)) {
      if (text[field] !== undefined) throw badRequest(field, apiText('licenceWithoutFile'));
    }
    return null;
  }
  if (!number || number.length > 64)
    throw badRequest('licence_number', apiText('licenceNumberRequired'));
  if (!expiresOn) throw badRequest('licence_expires_on', apiText('licenceExpiryRequired'));
  if (!isCalendarDate(expiresOn))
    throw badRequest('licence_expires_on', apiText('licenceExpiryInvalid'));
  if (licenceHasExpired(expiresOn))
    throw badRequest('licence_expires_on', apiText('licenceExpiryPast'));
  return { licenceNumber: number, licenceExpiresOn: expiresOn };
}

/** POST /contacts/:id/attachments — the licence documents of spec §2 "Confirm account". */
export const contactAttachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const quota = documentsQuota(app.config);

  app.post(
    '/contacts/:id/attachments',
    {
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
        textFields: LICENCE_TEXT_FIELDS,
        commit: async (files, text) => {
          const licence = licenceDetails(files, text);
          const rows = files.map((f) => ({
            id: f.id,
            contactId: contact.id,
            kind: f.field as DocumentKind,
            storageKey: f.storageKey,
            contentType: f.contentType,
            fileName: f.fileName,
            size: f.size,
            ...(f.field === 'cannabis_license' && licence ? licence : {}),
          }));
          await app.contactsRepository.addDocuments(rows, (now) => quota.check(now, files));
          return rows;
        },
      });
      return reply.status(201).send({
        data: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          file_name: r.fileName,
          Licence_Number: r.licenceNumber ?? null,
          Licence_Expires_On: r.licenceExpiresOn ?? null,
        })),
      });
    },
  );
};
