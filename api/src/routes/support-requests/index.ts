import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, requireConfirmedContact } from '../../plugins/auth.js';
import { fullName } from '../../schemas/contact.js';
import { createSupportRequestBody, toTaskJson } from '../../schemas/task.js';
import { answers } from '../../schemas/common.js';
import { sharedSchemas } from '../../schemas/shared-schemas.js';

/** POST /support-requests — spec §2 'Support Request' popup: a task plus its webhook. */
export const supportRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/support-requests',
    {
      schema: {
        body: createSupportRequestBody,
        response: answers({ 201: sharedSchemas.taskResponseSchema }),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const contact = await requireConfirmedContact(request);
      const task = await app.tasksRepository.createSupportRequest({
        contact,
        userEmail: caller.email ?? contact.email,
        description: request.body.description,
        perHour: app.config.supportRequestsPerHour,
      });
      return reply.status(201).send({ data: toTaskJson(task, fullName(contact)) });
    },
  );
};
