import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerRelayedCounter,
  counterAnswerSchema,
} from '../../../../../trade-desk/counter-answer.js';

/** Issue 20: the buyer accepts the counter-offer relayed on its bid (docs/api.md "Counter-offers"). */
export const taskCounterAcceptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/tasks/:id/counter/accept', { schema: counterAnswerSchema }, async (request) =>
    answerRelayedCounter(app, request, request.params.id, 'accepted'),
  );
};
