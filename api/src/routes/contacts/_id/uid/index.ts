import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedDomain } from '../../../../domain/shared-domain.js';
import { apiText, domainText } from '../../../../error-text.js';
import { forbidden, HttpError } from '../../../../http-error.js';
import { requireCaller, requireOwnContact } from '../../../../plugins/auth.js';
import { emailRegistered } from '../../../../repositories/contacts.js';
import { answers, idParams } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';
import { putUidBody, toContactJson } from '../../../../schemas/contact.js';

const { ONBOARDING_MESSAGES } = sharedDomain;

/**
 * PUT /contacts/:id/uid — links the caller's identity to its existing (email-matched) contact,
 * with the agreements accepted while joining. Issue 7: only a verified email may claim an existing
 * contact; the join flow sends the verification email and waits for it.
 */
export const contactUidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/contacts/:id/uid',
    {
      schema: {
        params: idParams,
        body: putUidBody,
        response: answers({ 200: sharedSchemas.contactResponseSchema }),
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      if (request.body.uid !== caller.uid) throw forbidden(apiText('uidNotCaller'));
      if (!caller.emailVerified)
        throw forbidden(domainText(ONBOARDING_MESSAGES, 'emailNotVerified'));
      const contact = await requireOwnContact(request, request.params.id);
      const accepted = request.body.Agreements ?? [];
      if (contact.userUid === caller.uid) {
        // Already linked (a repeated call): only the agreements are recorded.
        await app.contactsRepository.recordAgreements(contact.id, caller.uid, accepted);
        return { data: toContactJson(contact) };
      }
      const linked = await app.contactsRepository.linkUid(contact.id, caller.uid, accepted);
      if (!linked) throw new HttpError(409, emailRegistered());
      return { data: toContactJson(linked) };
    },
  );
};
