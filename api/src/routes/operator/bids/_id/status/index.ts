import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedDomain } from '../../../../../domain/shared-domain.js';
import { domainText } from '../../../../../error-text.js';
import { HttpError, notFound, ruleViolation } from '../../../../../http-error.js';
import { announceBidUpdated } from '../../../../../live/announce.js';
import {
  bidJson,
  buyerName,
  findBid,
  lockBidRow,
  moveBid,
} from '../../../../../repositories/operator/bids.js';
import { assertFitsStock } from '../../../../../repositories/listing-stock.js';
import { requireContact } from '../../../../../plugins/auth.js';
import { recordAudit } from '../../../../../trade-desk/audit.js';
import { bidState } from '../../../../../trade-desk/audit-fields.js';
import { notificationLinks } from '../../../../../trade-desk/notification-links.js';
import {
  announceNotifications,
  bidNotificationParams,
  notify,
} from '../../../../../trade-desk/notify.js';
import { answers, idParams } from '../../../../../schemas/common.js';
import { sharedSchemas } from '../../../../../schemas/shared-schemas.js';
import { bidStatusBody } from '../../../../../schemas/operator/bids.js';

const { OPERATOR_API_MESSAGES, STOCK_MESSAGES, nextBidStatus, parseBidDescription } = sharedDomain;

/**
 * Issue 20: the moves the buyer is told of. Issue 35: each opens that bid on Orders' Approved tab
 * (where Approved and Completed bids show), naming its grams and reference.
 */
const BUYER_NOTIFICATIONS: Partial<Record<string, 'bid_approved' | 'bid_completed'>> = {
  Approved: 'bid_approved',
  Completed: 'bid_completed',
};

/**
 * PUT /operator/bids/:id/status {Status} — moves a bid one step forward (Not Started → Pending →
 * Approved → Completed). The buyer hears of it at once (bid:updated).
 */
export const operatorBidStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/operator/bids/:id/status',
    {
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
      if (task.status === 'Declined')
        throw new HttpError(409, domainText(STOCK_MESSAGES, 'bidDeclined'));
      const next = nextBidStatus(task.status);
      if (!next) throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'bidCompleted'));
      if (request.body.Status !== next) {
        throw ruleViolation(
          'Status',
          domainText(OPERATOR_API_MESSAGES, 'bidOneStep', task.status, next),
          409,
        );
      }
      const admin = await requireContact(request);
      const { moved, sent } = await app.db.transaction(async (tx) => {
        // Issue 35: an approval reserves the bid's grams, so it must fit what the listing's other
        // approved bids leave (the bid, then its listing, locked until the commit).
        if (next === 'Approved') {
          const locked = await lockBidRow(tx, task.id);
          await assertFitsStock(tx, {
            productId: locked?.productId ?? task.productId,
            quantity: parseBidDescription((locked ?? task).description).quantity,
            exceptTaskId: task.id,
            refusal: 'approvalOversells',
            field: 'Status',
          });
        }
        const moved = await moveBid(tx, task, next);
        if (!moved) return { moved: null, sent: [] };
        // Issue 20: the move on record, and the buyer told of an approval or a completion.
        await recordAudit(tx, {
          actor: admin,
          kind: 'bid.moved',
          target: { type: 'bid', id: moved.id, label: moved.subject },
          before: bidState(task),
          after: bidState(moved),
        });
        const kind = BUYER_NOTIFICATIONS[next];
        const sent = kind
          ? await notify(
              tx,
              { contactId: moved.contactId },
              kind,
              bidNotificationParams(moved),
              notificationLinks.bid(moved.id, 'approved'),
            )
          : [];
        return { moved, sent };
      });
      if (!moved) throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'bidChanged'));
      announceNotifications(app.liveEvents, sent);
      announceBidUpdated(app.liveEvents, moved, await buyerName(app.db, moved));
      return { data: await bidJson(app.db, moved) };
    },
  );
};
