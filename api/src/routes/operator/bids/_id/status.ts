import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedDomain } from '../../../../domain/shared-domain.js';
import { domainText } from '../../../../coded-text.js';
import { HttpError, notFound, ruleViolation } from '../../../../http-error.js';
import { announceBidUpdated } from '../../../../live/announce.js';
import { bidJson, buyerName, findBid, moveBid } from '../../../../repositories/operator/bids.js';
import { answers, idParams } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';
import { bidStatusBody } from '../../../../schemas/operator/bids.js';

const { OPERATOR_API_MESSAGES, nextBidStatus } = sharedDomain;

/**
 * PUT /operator/bids/:id/status {Status} — moves a bid one step forward (Not Started → Pending →
 * Approved → Completed). The buyer hears of it at once (bid:updated).
 */
export const operatorBidStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/operator/bids/:id/status',
    {
      onRequest: app.authenticateAdmin,
      schema: {
        params: idParams,
        body: bidStatusBody,
        response: answers({ 200: sharedSchemas.operatorBidResponseSchema }),
      },
    },
    async (request) => {
      const task = await findBid(app.db, request.params.id);
      if (!task) throw notFound(domainText(OPERATOR_API_MESSAGES, 'bidNotFound'));
      if (task.deletedAt) throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'bidDeleted'));
      const next = nextBidStatus(task.status);
      if (!next) throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'bidCompleted'));
      if (request.body.Status !== next) {
        throw ruleViolation(
          'Status',
          domainText(OPERATOR_API_MESSAGES, 'bidOneStep', task.status, next),
          409,
        );
      }
      const moved = await moveBid(app.db, task, next);
      if (!moved) throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'bidChanged'));
      announceBidUpdated(app.liveEvents, moved, await buyerName(app.db, moved));
      return { data: await bidJson(app.db, moved) };
    },
  );
};
