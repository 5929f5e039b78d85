import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceBidUpdated, announceCounterUpdated } from '../../../live/announce.js';
import { requireCaller, requireVerifiedContact } from '../../../plugins/auth.js';
import { answerCounter } from '../../../repositories/counter-offers.js';
import { answers, idParams } from '../../../schemas/common.js';
import { fullName } from '../../../schemas/contact.js';
import { toBuyerCounterJson } from '../../../schemas/counter-offer.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';
import { toTaskJson } from '../../../schemas/task.js';
import { announceNotifications } from '../../../trade-desk/notify.js';

/**
 * Issue 20: the bid's buyer answers the counter-offer the operator relayed (docs/api.md
 * "Counter-offers"). Accepted, the bid takes the counter's terms as a bid edit would (its
 * update_bid webhook too); declined, the bid stays as it was.
 */
export const taskCounterRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/tasks/:id/counter/${path}`,
      {
        onRequest: app.authenticate,
        schema: {
          params: idParams,
          response: answers({ 200: sharedSchemas.taskResponseSchema }),
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const buyer = await requireVerifiedContact(request);
        const step = await answerCounter(app.db, {
          buyer,
          taskId: request.params.id,
          answer,
          userEmail: caller.email ?? buyer.email,
        });
        const counter = toBuyerCounterJson(step.counter);
        announceNotifications(app.liveEvents, step.notifications);
        announceCounterUpdated(app.liveEvents, step.counter, step.task.contactId);
        if (answer === 'accepted')
          announceBidUpdated(app.liveEvents, step.task, fullName(buyer), counter);
        return { data: toTaskJson(step.task, fullName(buyer), counter) };
      },
    );
  }
};
