import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerRelayedCounter,
  counterAnswerSchema,
} from '../../../../../trade-desk/counter-answer.js';

/** Issue 20: the buyer declines the counter-offer relayed on its bid (docs/api.md "Counter-offers"). */
export const taskCounterDeclineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/tasks/:id/counter/decline', { schema: counterAnswerSchema }, async (request) =>
    answerRelayedCounter(app, request, request.params.id, 'declined'),
  );
};
