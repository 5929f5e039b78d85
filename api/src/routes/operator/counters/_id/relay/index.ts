import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceCounterUpdated } from '../../../../../live/announce.js';
import { requireContact } from '../../../../../plugins/auth.js';
import { operatorCountersJson, relayCounter } from '../../../../../repositories/counter-offers.js';
import { answers, idParams } from '../../../../../schemas/common.js';
import { relayCounterBody } from '../../../../../schemas/counter-offer.js';
import { sharedSchemas } from '../../../../../schemas/shared-schemas.js';
import { announceNotifications } from '../../../../../trade-desk/notify.js';

/**
 * Issue 20: the operator relays a seller's counter-offer to the buyer (proposed → relayed; issue 35:
 * with its note edited or redacted). docs/api.md "Counter-offers".
 */
export const operatorCounterRelayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operator/counters/:id/relay',
    {
      schema: {
        params: idParams,
        body: relayCounterBody,
        response: answers({ 200: sharedSchemas.operatorCounterResponseSchema }),
      },
    },
    async (request) => {
      const actor = await requireContact(request);
      // Issue 35: the note as edited (blank: none); no note in the body: the seller's as written.
      const note = request.body?.note;
      const step = await relayCounter(app.db, {
        actor,
        id: request.params.id,
        note: note === undefined ? undefined : note || null,
      });
      announceNotifications(app.liveEvents, step.notifications);
      announceCounterUpdated(app.liveEvents, step.counter, step.task.contactId);
      const [data] = await operatorCountersJson(app.db, [step.counter]);
      return { data: data! };
    },
  );
};
