import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceBidUpdated } from '../../../../../live/announce.js';
import { requireContact } from '../../../../../plugins/auth.js';
import { declineBid } from '../../../../../repositories/operator/bid-decline.js';
import { bidJson, buyerName } from '../../../../../repositories/operator/bids.js';
import { answers, idParams } from '../../../../../schemas/common.js';
import { sharedSchemas } from '../../../../../schemas/shared-schemas.js';
import { announceNotifications } from '../../../../../trade-desk/notify.js';

/**
 * POST /operator/bids/:id/decline {reason} (issue 35) — the operator declines a bid that is not
 * Completed: it leaves the buyer's pending list as Declined, with the reason, and its grams (if it
 * was approved) go back to the listing. The buyer is told at once (bid:updated, its notification).
 */
export const operatorBidDeclineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operator/bids/:id/decline',
    {
      schema: {
        params: idParams,
        body: sharedSchemas.declineBidBodySchema,
        response: answers({ 200: sharedSchemas.operatorBidResponseSchema }),
      },
    },
    async (request) => {
      const actor = await requireContact(request);
      const { task, notifications } = await declineBid(app.db, {
        actor,
        taskId: request.params.id,
        reason: request.body.reason,
      });
      announceNotifications(app.liveEvents, notifications);
      announceBidUpdated(app.liveEvents, task, await buyerName(app.db, task));
      return { data: await bidJson(app.db, task) };
    },
  );
};
