import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { apiText, issueCodedText } from '../../../error-text.js';
import { badRequest, forbidden, HttpError, ruleViolation } from '../../../http-error.js';
import { requireCaller } from '../../../plugins/auth.js';
import { emailRegistered } from '../../../repositories/contacts.js';
import { createContactBody, profileToColumns } from '../../../schemas/contact.js';
import { answers } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';

const CONTACT_FIELDS = new Set(Object.keys(sharedSchemas.newContactSchema.shape));

/**
 * Issue 18: a sign-up field that breaks the Join form's rules is answered with the form's own words
 * ('Please enter your company name.', {field: 'data.0.Company'}), never a raw 'data.0.Company:'
 * prefix; only a body of the wrong shape keeps the '<path>: <problem>' form.
 */
export function signUpFieldError(errors: readonly FastifySchemaValidationError[]): HttpError {
  const first = errors[0];
  const path = (first?.instancePath ?? '').split('/').filter(Boolean);
  const field = path.join('.') || 'body';
  const text = issueCodedText({
    message: first?.message ?? 'Invalid sign-up',
    params: (first?.params as { params?: unknown } | undefined)?.params,
  });
  return path[0] === 'data' && path[1] === '0' && CONTACT_FIELDS.has(path[2] ?? '')
    ? ruleViolation(field, text)
    : badRequest(field, text);
}

/**
 * POST /contacts/create — sign-up (spec §2 Join) creates the caller's own contact, with the
 * agreements its role needs (spec §6) recorded at the versions accepted, in one transaction.
 * A brand-new contact needs no verified email (issue 7): nothing existing is claimed.
 */
export const createContactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contacts/create',
    {
      attachValidation: true,
      schema: {
        body: createContactBody,
        response: answers({ 201: sharedSchemas.contactCreatedResponseSchema }),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      if (request.validationError) {
        throw signUpFieldError(request.validationError.validation ?? []);
      }
      const input = request.body.data[0]!;
      if (!caller.email || input.Email.toLowerCase() !== caller.email) {
        throw forbidden(apiText('emailNotCaller'));
      }
      if (input.User_UID !== caller.uid) throw forbidden(apiText('userUidNotCaller'));

      const repo = app.contactsRepository;
      if ((await repo.findByEmail(caller.email)) || (await repo.findForCaller(caller.uid, null))) {
        throw new HttpError(409, emailRegistered());
      }
      const contact = await repo.create(
        {
          firstName: input.First_Name,
          lastName: input.Last_Name,
          ...profileToColumns(input),
          mailingState: input.Mailing_State,
          // Issue 19: the language the user joined in, when the form sent it.
          language: input.Language ?? null,
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
