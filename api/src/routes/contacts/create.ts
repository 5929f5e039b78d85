import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, HttpError } from '../../http-error.js';
import { requireCaller } from '../../plugins/auth.js';
import { EMAIL_REGISTERED } from '../../repositories/contacts-repository.js';
import { createContactBody, profileToColumns } from '../../schemas/contact.js';
import { answers } from '../../schemas/common.js';
import { sharedSchemas } from '../../schemas/shared-schemas.js';

/**
 * POST /contacts/create — sign-up (spec §2 Join) creates the caller's own contact, with the
 * agreements its role needs (spec §6) recorded at the versions accepted, in one transaction.
 * A brand-new contact needs no verified email (issue 7): nothing existing is claimed.
 */
export const createContactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contacts/create',
    {
      onRequest: app.authenticate,
      schema: {
        body: createContactBody,
        response: answers({ 201: sharedSchemas.contactCreatedResponseSchema }),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const input = request.body.data[0]!;
      if (!caller.email || input.Email.toLowerCase() !== caller.email) {
        throw forbidden('Email must be the signed-in user’s email');
      }
      if (input.User_UID !== caller.uid)
        throw forbidden('User_UID must be the signed-in user’s uid');

      const repo = app.contactsRepository;
      if ((await repo.findByEmail(caller.email)) || (await repo.findForCaller(caller.uid, null))) {
        throw new HttpError(409, EMAIL_REGISTERED);
      }
      const contact = await repo.create(
        {
          firstName: input.First_Name,
          lastName: input.Last_Name,
          ...profileToColumns(input),
          email: caller.email,
          userUid: caller.uid,
          contactType: [...new Set(input.Contact_Type)],
          accountConfirmed: false,
        },
        input.Agreements,
      );
      return reply.status(201).send({
        data: [{ code: 'SUCCESS', status: 'success', details: { id: contact.id } }],
      });
    },
  );
};
