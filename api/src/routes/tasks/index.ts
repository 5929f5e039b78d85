import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiText, domainText } from '../../error-text.js';
import { forbidden, notFound, ruleViolation } from '../../http-error.js';
import { availabilityStatus, insufficientQuantityMessage } from '../../domain/bid.js';
import {
  callerIsAdmin,
  requireCaller,
  requireConfirmedContact,
  requireVerifiedContact,
} from '../../plugins/auth.js';
import { canSeeProduct } from '../../repositories/products.js';
import { replayOf, type BidProduct } from '../../repositories/tasks.js';
import { sharedDomain } from '../../domain/shared-domain.js';
import { fullName } from '../../schemas/contact.js';
import { announceBidCreated } from '../../live/announce.js';
import { buyerCounters } from '../../repositories/counter-offers.js';
import { toBuyerCounterJson } from '../../schemas/counter-offer.js';
import { announceNotifications, findNotifiedContact } from '../../trade-desk/notify.js';
import { createTaskBody, tasksQuery, toTaskJson } from '../../schemas/task.js';
import { answers } from '../../schemas/common.js';
import { sharedSchemas } from '../../schemas/shared-schemas.js';

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A bid's product when the caller's contact is not linked yet (the email lookup decided). */
  async function bidProductById(productId: string): Promise<BidProduct | null> {
    const product = await app.productsRepository.findById(productId);
    if (!product) return null;
    return {
      ...product,
      ownerSuspended: await app.productsRepository.ownerSuspended(product),
      owner: product.ownerContactId
        ? await findNotifiedContact(app.db, product.ownerContactId)
        : null,
    };
  }

  /** GET /tasks?who_id= — own tasks only (Admin: any contact), newest first. */
  app.get(
    '/tasks',
    {
      schema: {
        querystring: tasksQuery,
        response: answers({ 200: sharedSchemas.tasksResponseSchema }),
      },
    },
    async (request) => {
      const viewer = await requireConfirmedContact(request);
      if (request.query.who_id !== viewer.id && !callerIsAdmin(viewer)) {
        throw forbidden(apiText('ownTasksOnly'));
      }
      const rows = await app.tasksRepository.listForContact(request.query.who_id);
      const counters = await buyerCounters(
        app.db,
        rows.map((r) => r.task.id),
      );
      return {
        data: rows.map((r) =>
          toTaskJson(r.task, r.contactName, toBuyerCounterJson(counters.get(r.task.id))),
        ),
      };
    },
  );

  /** POST /tasks — a purchase request (bid), re-checked against spec §5 on the server. */
  app.post(
    '/tasks',
    {
      config: { readsCallerContact: true },
      schema: {
        body: createTaskBody,
        // 201 a new bid; 200 a repeat of a recorded one (its clientRequestId), answered the same task.
        response: answers({
          200: sharedSchemas.taskResponseSchema,
          201: sharedSchemas.taskResponseSchema,
        }),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { productId, quantity, pricePerGram, clientRequestId } = request.body;
      // The caller's contact and the product in one query; without a contact linked to the
      // caller's uid, the usual lookup decides. The contact's verdict (403) comes first.
      const found = await app.tasksRepository.bidContext(caller.uid, productId);
      if (found) request.contactLookup = Promise.resolve(found.contact);
      const contact = await requireVerifiedContact(request);
      const product = found ? found.product : await bidProductById(productId);

      try {
        if (!product || !canSeeProduct(product, contact))
          throw notFound(domainText(sharedDomain.API_FALLBACK, 'fetchProduct'));
        if (!product.productActive) throw ruleViolation('productId', apiText('productNotActive'));
        // Issue 18: a suspended seller's listings leave the marketplace and take no bids.
        if (product.ownerSuspended) {
          throw ruleViolation(
            'productId',
            domainText(sharedDomain.VERIFICATION_MESSAGES, 'sellerUnavailable'),
            409,
          );
        }
        // A seller never bids on its own listing (the product popup says so instead of the form).
        if (product.ownerContactId === contact.id) {
          throw ruleViolation(
            'productId',
            domainText(sharedDomain.ORDER_EDIT_MESSAGES, 'ownProduct'),
            403,
          );
        }
        // The listing's minimum order (spec §3 Min_QTY_Request, issue 18), as the form checks it.
        const belowMinimum = sharedDomain.belowMinimumOrder(quantity, product.minQtyRequest);
        if (belowMinimum) throw ruleViolation('quantity', belowMinimum);
        if (!availabilityStatus(quantity, product.gramsAvailable, product.upcomingQty3Months)) {
          throw ruleViolation(
            'quantity',
            insufficientQuantityMessage(
              quantity,
              product.gramsAvailable,
              product.upcomingQty3Months,
            ),
          );
        }
      } catch (refusal) {
        // A repeat of a recorded request (a retry after a lost answer) gets its task even when
        // the product changed since; the insert below finds repeats of valid requests itself.
        const existing = clientRequestId
          ? await app.tasksRepository.findByClientRequestId(contact.id, clientRequestId)
          : null;
        if (!existing) throw refusal;
        const replay = replayOf(existing, { productId, quantity, pricePerGram });
        const counter = (await buyerCounters(app.db, [replay.id])).get(replay.id);
        return reply
          .status(200)
          .send({ data: toTaskJson(replay, fullName(contact), toBuyerCounterJson(counter)) });
      }

      const userEmail = caller.email ?? contact.email;
      const { task, created, notifications } = await app.tasksRepository.createPurchaseRequest({
        contact,
        userEmail,
        product,
        quantity,
        pricePerGram,
        clientRequestId,
      });
      if (created) {
        announceBidCreated(app.liveEvents, task);
        // Issue 20: the listing's seller hears of the new bid (written with it).
        announceNotifications(app.liveEvents, notifications);
      }
      const counter = created ? null : (await buyerCounters(app.db, [task.id])).get(task.id);
      return reply
        .status(created ? 201 : 200)
        .send({ data: toTaskJson(task, fullName(contact), toBuyerCounterJson(counter)) });
    },
  );
};
