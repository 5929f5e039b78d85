import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainText } from '../../../../error-text.js';
import { sharedDomain } from '../../../../domain/shared-domain.js';
import { HttpError } from '../../../../http-error.js';
import { requireOwnContact } from '../../../../plugins/auth.js';
import { answers, idParams } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';
import { fullName, toContactJson } from '../../../../schemas/contact.js';
import { announceAccountConfirmed } from '../../../../live/announce.js';
import { contacts } from '../../../../db/schema.js';
import { notificationLinks } from '../../../../trade-desk/notification-links.js';
import { announceNotifications, notify } from '../../../../trade-desk/notify.js';

/** PUT /contacts/:id/confirm-account — spec §5: both documents must be on file. */
export const confirmAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/contacts/:id/confirm-account',
    {
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
      // Issue 35: the confirmation and the Admins' notification (account_to_verify) in one
      // transaction; only the call that confirms tells them (a concurrent repeat finds it done).
      const { confirmed, sent } = await app.db.transaction(async (tx) => {
        const now = new Date();
        const [confirmed] = await tx
          .update(contacts)
          .set({ accountConfirmed: true, confirmedAt: now, updatedAt: now })
          .where(and(eq(contacts.id, contact.id), eq(contacts.accountConfirmed, false)))
          .returning();
        if (!confirmed) return { confirmed: null, sent: [] };
        const sent = await notify(
          tx,
          { admins: true },
          'account_to_verify',
          { account_name: fullName(confirmed), company: confirmed.company },
          notificationLinks.accountToVerify(confirmed.id),
        );
        return { confirmed, sent };
      });
      if (!confirmed) {
        const current = await app.contactsRepository.findById(contact.id);
        return { data: toContactJson(current ?? contact) };
      }
      // Issue 11: a newly confirmed account waits for the operator's review.
      announceAccountConfirmed(app.liveEvents, confirmed);
      announceNotifications(app.liveEvents, sent);
      return { data: toContactJson(confirmed) };
    },
  );
};
