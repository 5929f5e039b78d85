// The API's routes by access level (issue 36). Each route file sits in src/routes/ at the path of
// the URL it serves (docs/api.md "Layout"); this index says who may call it. The API is bundled
// into one file (scripts/build.mjs), so the routes are listed here rather than read from the folder
// at start.
import type { FastifyInstance } from 'fastify';
import { accessLevel } from './plugins/access.js';
import { contactByEmailRoutes } from './routes/contact-by-email/index.js';
import { contactSearchByEmailRoutes } from './routes/contact-search-by-email/index.js';
import { contactAttachmentsRoutes } from './routes/contacts/_id/attachments/index.js';
import { confirmAccountRoutes } from './routes/contacts/_id/confirm-account/index.js';
import { contactByIdRoutes } from './routes/contacts/_id/index.js';
import { contactNotesRoutes } from './routes/contacts/_id/notes/index.js';
import { contactUidRoutes } from './routes/contacts/_id/uid/index.js';
import { createContactRoutes } from './routes/contacts/create/index.js';
import { contactsRoutes } from './routes/contacts/index.js';
import { eventsRoutes } from './routes/events/index.js';
import { bidsCsvRoutes } from './routes/exports/bids.csv.js';
import { listingsCsvRoutes } from './routes/exports/listings.csv.js';
import { fileRoutes } from './routes/file/_fileId/index.js';
import { healthRoutes } from './routes/health/index.js';
import { listingCounterRoutes } from './routes/listings/_productId/bids/_taskId/counters/index.js';
import { listingBidsRoutes } from './routes/listings/_productId/bids/index.js';
import { listingDemandRoutes } from './routes/listings/demand/index.js';
import { notificationSettingsRoutes } from './routes/notification-settings/index.js';
import { notificationsRoutes } from './routes/notifications/index.js';
import { notificationsReadRoutes } from './routes/notifications/read/index.js';
import { openApiRoutes } from './routes/openapi.json.js';
import { operatorAccountLicenceRoutes } from './routes/operator/accounts/_id/licence/index.js';
import { operatorAccountReinstateRoutes } from './routes/operator/accounts/_id/reinstate/index.js';
import { operatorAccountSuspendRoutes } from './routes/operator/accounts/_id/suspend/index.js';
import { operatorAccountVerifyRoutes } from './routes/operator/accounts/_id/verify/index.js';
import { operatorAccountsRoutes } from './routes/operator/accounts/index.js';
import { operatorAuditRoutes } from './routes/operator/audit/index.js';
import { operatorBidDeclineRoutes } from './routes/operator/bids/_id/decline/index.js';
import { operatorBidStatusRoutes } from './routes/operator/bids/_id/status/index.js';
import { operatorBidsRoutes } from './routes/operator/bids/index.js';
import { operatorBidProductsRoutes } from './routes/operator/bids/products/index.js';
import { operatorCounterRelayRoutes } from './routes/operator/counters/_id/relay/index.js';
import { operatorCounterWithdrawRoutes } from './routes/operator/counters/_id/withdraw/index.js';
import { operatorCountersRoutes } from './routes/operator/counters/index.js';
import { operatorAccountsCsvRoutes } from './routes/operator/exports/accounts.csv.js';
import { operatorAuditCsvRoutes } from './routes/operator/exports/audit.csv.js';
import { operatorBidsCsvRoutes } from './routes/operator/exports/bids.csv.js';
import { operatorCertificateRoutes } from './routes/operator/listings/_id/certificates/_fileId/index.js';
import { operatorListingDeclineRoutes } from './routes/operator/listings/_id/decline/index.js';
import { operatorListingPublishRoutes } from './routes/operator/listings/_id/publish/index.js';
import { operatorListingsRoutes } from './routes/operator/listings/index.js';
import { operatorOutboxRoutes } from './routes/operator/outbox/index.js';
import { operatorOutboxRequeueRoutes } from './routes/operator/outbox/requeue/index.js';
import { operatorPlatformCanaryRoutes } from './routes/operator/platform/_remote/canary/index.js';
import { operatorPlatformPromoteRoutes } from './routes/operator/platform/_remote/promote/index.js';
import { operatorPlatformRollbackRoutes } from './routes/operator/platform/_remote/rollback/index.js';
import { operatorPlatformRoutes } from './routes/operator/platform/index.js';
import { outboxRequeueRoutes } from './routes/outbox/requeue/index.js';
import { platformReportsRoutes } from './routes/platform/reports/index.js';
import { platformRemotesRoutes } from './routes/platform/remotes.json.js';
import { productImageRoutes } from './routes/product-image/_productId/index.js';
import { productArchiveRoutes } from './routes/products/_id/archive/index.js';
import { productAttachmentsRoutes } from './routes/products/_id/attachments/index.js';
import { productByIdRoutes } from './routes/products/_id/index.js';
import { productPublishRoutes } from './routes/products/_id/publish/index.js';
import { productRequestPublishRoutes } from './routes/products/_id/request-publish/index.js';
import { productsRoutes } from './routes/products/index.js';
import { recordImageRoutes } from './routes/record-image/_recordImageId/index.js';
import { supportRequestsRoutes } from './routes/support-requests/index.js';
import { taskCounterAcceptRoutes } from './routes/tasks/_id/counter/accept/index.js';
import { taskCounterDeclineRoutes } from './routes/tasks/_id/counter/decline/index.js';
import { taskByIdRoutes } from './routes/tasks/_id/index.js';
import { tasksRoutes } from './routes/tasks/index.js';
import { tokenCheckRoutes, tokenClearRoutes, tokenRoutes } from './routes/token/index.js';

/** No credential: they describe the API, clear the caller's own cookie, or serve the platform. */
const publicRoutes = accessLevel('public', [
  healthRoutes,
  openApiRoutes,
  tokenClearRoutes,
  // Issue 37: the browsers' release registry and the host tabs' health reports (anonymous).
  platformRemotesRoutes,
  platformReportsRoutes,
]);

/** A Firebase ID token (authenticate); a role beyond that (seller, owner, Admin) is the handler's. */
const signedInRoutes = accessLevel('signed-in', [
  tokenRoutes,
  contactByEmailRoutes,
  contactSearchByEmailRoutes,
  contactsRoutes,
  createContactRoutes,
  contactByIdRoutes,
  contactUidRoutes,
  contactNotesRoutes,
  contactAttachmentsRoutes,
  confirmAccountRoutes,
  productsRoutes,
  productByIdRoutes,
  productArchiveRoutes,
  productRequestPublishRoutes,
  productPublishRoutes,
  productAttachmentsRoutes,
  tasksRoutes,
  taskByIdRoutes,
  // Issue 20: counter-offers (the buyer's answer) and a seller's view of the demand.
  taskCounterAcceptRoutes,
  taskCounterDeclineRoutes,
  listingDemandRoutes,
  listingBidsRoutes,
  listingCounterRoutes,
  supportRequestsRoutes,
  outboxRequeueRoutes,
  // Issue 20: the caller's notifications (the header's bell) and its channel per kind.
  notificationsRoutes,
  notificationsReadRoutes,
  notificationSettingsRoutes,
]);

/**
 * Images, files, downloads and live updates (issue 18): a bearer ID token, else on a GET the media
 * cookie of POST /token (authenticateImage).
 */
const mediaRoutes = accessLevel('media', [
  tokenCheckRoutes,
  productImageRoutes,
  recordImageRoutes,
  bidsCsvRoutes,
  listingsCsvRoutes,
  fileRoutes,
  // Issue 11: live updates (GET /events).
  eventsRoutes,
]);

/** Issue 11: the operator console, /operator/…, a confirmed Admin only (authenticateAdmin). */
const operatorRoutes = accessLevel('operator', [
  operatorListingsRoutes,
  operatorListingPublishRoutes,
  operatorListingDeclineRoutes,
  operatorCertificateRoutes,
  operatorBidsRoutes,
  operatorBidProductsRoutes,
  operatorBidStatusRoutes,
  operatorBidDeclineRoutes,
  operatorAccountsRoutes,
  operatorAccountVerifyRoutes,
  operatorAccountSuspendRoutes,
  operatorAccountReinstateRoutes,
  operatorAccountLicenceRoutes,
  operatorOutboxRoutes,
  operatorOutboxRequeueRoutes,
  operatorAuditRoutes,
  // Issue 20: counter-offers to relay or withdraw.
  operatorCountersRoutes,
  operatorCounterRelayRoutes,
  operatorCounterWithdrawRoutes,
  // Issue 37: the Platform view — remotes' releases, promote, roll back, canary.
  operatorPlatformRoutes,
  operatorPlatformPromoteRoutes,
  operatorPlatformRollbackRoutes,
  operatorPlatformCanaryRoutes,
]);

/** Issue 20: the operator's CSV downloads, Admin only, with the media credentials. */
const operatorMediaRoutes = accessLevel('operator-media', [
  operatorBidsCsvRoutes,
  operatorAccountsCsvRoutes,
  operatorAuditCsvRoutes,
]);

/** Every route of the API, each level under its own check (plugins/access.ts). */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  for (const level of [
    publicRoutes,
    signedInRoutes,
    mediaRoutes,
    operatorRoutes,
    operatorMediaRoutes,
  ])
    await app.register(level);
}
