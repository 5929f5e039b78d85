import type { FastifyInstance, FastifyRequest } from 'fastify';
import { announceBidUpdated, announceCounterUpdated } from '../live/announce.js';
import { requireCaller, requireVerifiedContact } from '../plugins/auth.js';
import { answerCounter } from '../repositories/counter-offers.js';
import { answers, idParams } from '../schemas/common.js';
import { fullName } from '../schemas/contact.js';
import { toBuyerCounterJson } from '../schemas/counter-offer.js';
import { sharedSchemas } from '../schemas/shared-schemas.js';
import { toTaskJson } from '../schemas/task.js';
import { announceNotifications } from './notify.js';

/** POST /tasks/:id/counter/accept and …/decline: the bid's id in, the bid (as GET /tasks) out. */
export const counterAnswerSchema = {
  params: idParams,
  response: answers({ 200: sharedSchemas.taskResponseSchema }),
};

/**
 * Issue 20: the bid's buyer answers the counter-offer the operator relayed (docs/api.md
 * "Counter-offers"). Accepted, the bid takes the counter's terms as a bid edit would (its
 * update_bid webhook too); declined, the bid stays as it was.
 */
export async function answerRelayedCounter(
  app: FastifyInstance,
  request: FastifyRequest,
  taskId: string,
  answer: 'accepted' | 'declined',
) {
  const caller = requireCaller(request);
  const buyer = await requireVerifiedContact(request);
  const step = await answerCounter(app.db, {
    buyer,
    taskId,
    answer,
    userEmail: caller.email ?? buyer.email,
  });
  const counter = toBuyerCounterJson(step.counter);
  announceNotifications(app.liveEvents, step.notifications);
  announceCounterUpdated(app.liveEvents, step.counter, step.task.contactId);
  if (answer === 'accepted')
    announceBidUpdated(app.liveEvents, step.task, fullName(buyer), counter);
  return { data: toTaskJson(step.task, fullName(buyer), counter) };
}
