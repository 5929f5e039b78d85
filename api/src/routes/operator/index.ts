import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorAccountsRoutes } from './accounts/index.js';
import { operatorAccountReviewRoutes } from './accounts/_id/review.js';
import { operatorAuditRoutes } from './audit/index.js';
import { operatorExportRoutes } from './exports/index.js';
import { operatorBidsRoutes } from './bids/index.js';
import { operatorBidStatusRoutes } from './bids/_id/status.js';
import { operatorBidDeclineRoutes } from './bids/_id/decline.js';
import { operatorListingsRoutes } from './listings/index.js';
import { operatorListingReviewRoutes } from './listings/_id/review.js';
import { operatorCertificateRoutes } from './listings/_id/certificates.js';
import { operatorOutboxRoutes } from './outbox/index.js';
import { operatorCountersRoutes } from './counters/index.js';
import { operatorCounterStepsRoutes } from './counters/_id/steps.js';

/** The operator console's API (issue 11): every call under /operator, Admin only (authenticateAdmin). */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(operatorListingsRoutes);
  await app.register(operatorListingReviewRoutes);
  await app.register(operatorCertificateRoutes);
  await app.register(operatorBidsRoutes);
  await app.register(operatorBidStatusRoutes);
  await app.register(operatorBidDeclineRoutes);
  await app.register(operatorAccountsRoutes);
  await app.register(operatorAccountReviewRoutes);
  await app.register(operatorOutboxRoutes);
  await app.register(operatorAuditRoutes);
  await app.register(operatorExportRoutes);
  // Issue 20: counter-offers to relay or withdraw.
  await app.register(operatorCountersRoutes);
  await app.register(operatorCounterStepsRoutes);
};
