import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiText } from '../../error-text.js';
import { forbidden } from '../../http-error.js';
import { requireCaller } from '../../plugins/auth.js';
import { emailQuery } from '../../schemas/contact.js';
import { answers } from '../../schemas/common.js';
import { sharedSchemas } from '../../schemas/shared-schemas.js';

/**
 * GET /contact-search-by-email?email= — used at sign-up (spec §7) to find an existing contact
 * for the new identity and to tell 'This email is already registered' (it has a User_UID).
 * Only for the caller's own (token) email, and it answers only {id, User_UID} (spec §7): the
 * caller's email may not be verified yet, so no profile data of an existing contact leaks.
 */
export const contactSearchByEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact-search-by-email',
    {
      schema: {
        querystring: emailQuery,
        response: answers({ 200: sharedSchemas.contactSearchResponseSchema }),
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      if (!caller.email || request.query.email.toLowerCase() !== caller.email) {
        throw forbidden(apiText('ownEmailSearchOnly'));
      }
      const contact = await app.contactsRepository.findByEmail(caller.email);
      return { data: contact ? { id: contact.id, User_UID: contact.userUid } : null };
    },
  );
};
