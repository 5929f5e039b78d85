import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiText, domainText } from '../../error-text.js';
import { sharedDomain } from '../../domain/shared-domain.js';
import { forbidden, notFound } from '../../http-error.js';
import { callerContact, requireCaller } from '../../plugins/auth.js';
import { licenceInForce } from '../../repositories/licence.js';
import { emailQuery, toContactJson } from '../../schemas/contact.js';
import { answers } from '../../schemas/common.js';
import { sharedSchemas } from '../../schemas/shared-schemas.js';

/** GET /contact-by-email?email= — the caller's own profile (spec §7). */
export const contactByEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact-by-email',
    {
      config: { allowSuspended: true },
      schema: {
        querystring: emailQuery,
        response: answers({ 200: sharedSchemas.contactResponseSchema }),
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      if (!caller.email || request.query.email.toLowerCase() !== caller.email) {
        throw forbidden(apiText('ownContactReadOnly'));
      }
      const contact = await callerContact(request);
      if (!contact) throw notFound(domainText(sharedDomain.API_FALLBACK, 'fetchUserData'));
      // Issue 20: the owner sees its licence's details (Settings, the renewal screen): the latest it
      // sent; issue 41: and whether that renewal still awaits the operator's review.
      const { inForce, pending } = await licenceInForce(app.db, contact);
      return {
        data: {
          ...toContactJson(contact),
          ...(pending ?? inForce),
          Licence_Review_Pending: pending !== null,
        },
      };
    },
  );
};
