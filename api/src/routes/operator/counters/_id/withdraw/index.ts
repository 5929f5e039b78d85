import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceCounterUpdated } from '../../../../../live/announce.js';
import { requireContact } from '../../../../../plugins/auth.js';
import {
  operatorCountersJson,
  withdrawCounter,
} from '../../../../../repositories/counter-offers.js';
import { answers, idParams } from '../../../../../schemas/common.js';
import { withdrawCounterBody } from '../../../../../schemas/counter-offer.js';
import { sharedSchemas } from '../../../../../schemas/shared-schemas.js';

/**
 * Issue 20: the operator withdraws a counter-offer with a reason (proposed | relayed → withdrawn).
 * docs/api.md "Counter-offers".
 */
export const operatorCounterWithdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operator/counters/:id/withdraw',
    {
      schema: {
        params: idParams,
        body: withdrawCounterBody,
        response: answers({ 200: sharedSchemas.operatorCounterResponseSchema }),
      },
    },
    async (request) => {
      const actor = await requireContact(request);
      const step = await withdrawCounter(app.db, {
        actor,
        id: request.params.id,
        reason: request.body.reason,
      });
      announceCounterUpdated(app.liveEvents, step.counter, step.task.contactId);
      const [data] = await operatorCountersJson(app.db, [step.counter]);
      return { data: data! };
    },
  );
};
