import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TaskRow } from '../../../db/schema.js';
import { availabilityStatus, insufficientQuantityMessage } from '../../../domain/bid.js';
import { sharedDomain } from '../../../domain/shared-domain.js';
import { domainText } from '../../../error-text.js';
import { HttpError, notFound, ruleViolation } from '../../../http-error.js';
import { assertMayTrade, requireCaller, requireConfirmedContact } from '../../../plugins/auth.js';
import { answers, idParams } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';
import { fullName } from '../../../schemas/contact.js';
import { toTaskJson, updateBidBody } from '../../../schemas/task.js';
import { buyerCounters } from '../../../repositories/counter-offers.js';
import { toBuyerCounterJson } from '../../../schemas/counter-offer.js';

const { ORDER_EDIT_MESSAGES, isAgreedStatus, isOrderRequest, isPendingStatus } = sharedDomain;

/**
 * Spec §6: users edit or delete only their own pending order requests. Someone else's task, a
 * deleted one and a task that is no order request (a support request) are all 'not found' — ids
 * are not to be probed; an approved or completed one is a 409 with the text the popup shows.
 */
async function ownPendingOrderRequest(request: FastifyRequest, taskId: string) {
  // The caller's contact, the task and its product's stock in one query; without a contact
  // linked to the caller's uid, the usual lookup decides (401/403 first).
  const found = await request.server.tasksRepository.bidChangeContext(
    requireCaller(request).uid,
    taskId,
  );
  if (found) request.contactLookup = Promise.resolve(found.contact);
  const contact = await requireConfirmedContact(request);
  const task: TaskRow | null = found?.task ?? null;
  if (
    !task ||
    task.contactId !== contact.id ||
    !isOrderRequest({ Subject: task.subject, Task_Type: task.taskType })
  ) {
    throw notFound(domainText(ORDER_EDIT_MESSAGES, 'notFound'));
  }
  // Issue 35: an Agreed bid's terms were settled by the buyer's acceptance of a counter-offer.
  if (isAgreedStatus(task.status))
    throw new HttpError(409, domainText(ORDER_EDIT_MESSAGES, 'agreed'));
  if (!isPendingStatus(task.status)) {
    throw new HttpError(409, domainText(ORDER_EDIT_MESSAGES, 'noLongerChangeable'));
  }
  return { contact, task, stock: found?.stock ?? null };
}

export const taskByIdRoutes: FastifyPluginAsyncZod = async (app) => {
  /** PUT /tasks/:id — edit bid (spec §7 'update_bid' webhook via the outbox). */
  app.put(
    '/tasks/:id',
    {
      config: { readsCallerContact: true },
      schema: {
        params: idParams,
        body: updateBidBody,
        response: answers({ 200: sharedSchemas.taskResponseSchema }),
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { contact, task, stock } = await ownPendingOrderRequest(request, request.params.id);
      // Issue 18: changing a bid, as placing one, waits for the operator's verification.
      await assertMayTrade(request, contact);
      const { quantity, pricePerGram } = request.body;
      // The listing's minimum order (spec §3 Min_QTY_Request, issue 18), as the popup checks it.
      const belowMinimum = stock && sharedDomain.belowMinimumOrder(quantity, stock.minQtyRequest);
      if (belowMinimum) throw ruleViolation('quantity', belowMinimum);
      if (stock && !availabilityStatus(quantity, stock.gramsAvailable, stock.upcomingQty3Months)) {
        throw ruleViolation(
          'quantity',
          insufficientQuantityMessage(quantity, stock.gramsAvailable, stock.upcomingQty3Months),
        );
      }
      const updated = await app.tasksRepository.updateBid({
        task,
        userEmail: caller.email ?? contact.email,
        quantity,
        pricePerGram,
      });
      const counter = (await buyerCounters(app.db, [updated.id])).get(updated.id);
      return { data: toTaskJson(updated, fullName(contact), toBuyerCounterJson(counter)) };
    },
  );

  /** DELETE /tasks/:id — delete bid (spec §7 'delete_bid' webhook via the outbox). */
  app.delete(
    '/tasks/:id',
    {
      config: { readsCallerContact: true },
      schema: { params: idParams, response: answers({ 200: sharedSchemas.deletedResponseSchema }) },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { contact, task } = await ownPendingOrderRequest(request, request.params.id);
      await app.tasksRepository.deleteBid({ task, userEmail: caller.email ?? contact.email });
      return { data: { id: task.id } };
    },
  );
};
