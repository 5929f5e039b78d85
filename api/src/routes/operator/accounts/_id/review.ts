import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditKind, NotificationKind } from '@leafbid/domain';
import { sharedDomain } from '../../../../domain/shared-domain.js';
import { domainText } from '../../../../coded-text.js';
import type { Tx } from '../../../../db/client.js';
import type { ContactRow } from '../../../../db/schema.js';
import { HttpError, forbidden, notFound } from '../../../../http-error.js';
import { apiText } from '../../../../coded-text.js';
import { requireContact } from '../../../../plugins/auth.js';
import {
  accountJson,
  correctLicence,
  reinstateAccount,
  suspendAccount,
  verifyAccount,
} from '../../../../repositories/operator/accounts.js';
import { answers, idParams } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';
import { licenceBody, suspendBody } from '../../../../schemas/operator/accounts.js';
import { recordAudit } from '../../../../trade-desk/audit.js';
import { accountState, licenceState } from '../../../../trade-desk/audit-fields.js';
import { announceNotifications, notify } from '../../../../trade-desk/notify.js';

const { OPERATOR_API_MESSAGES } = sharedDomain;
const { operatorAccountResponseSchema } = sharedSchemas;

/** Where each account notification opens: the dashboard ('/'), or Settings for a suspension. */
const ACCOUNT_LINKS = {
  account_verified: '/',
  account_suspended: '/settings',
  account_reinstated: '/',
} as const satisfies Partial<Record<NotificationKind, string>>;

/** Verify, Suspend with a reason, Reinstate (spec §6 "the operator may refuse, suspend or terminate access"). */
export const operatorAccountReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  async function account(id: string) {
    const contact = await app.contactsRepository.findById(id);
    if (!contact) throw notFound(domainText(OPERATOR_API_MESSAGES, 'accountNotFound'));
    return contact;
  }

  /**
   * Issue 20: the change, its audit record and the account's notification in one transaction;
   * the notification is announced after the commit. Null when the change did not apply.
   */
  async function reviewAccount(
    admin: ContactRow,
    before: ContactRow,
    kind: AuditKind & `account.${string}`,
    notification: keyof typeof ACCOUNT_LINKS,
    change: (tx: Tx) => Promise<ContactRow | null>,
    reason: string | null = null,
  ): Promise<ContactRow | null> {
    const { after, sent } = await app.db.transaction(async (tx) => {
      const after = await change(tx);
      if (!after) return { after: null, sent: [] };
      await recordAudit(tx, {
        actor: admin,
        kind,
        target: { type: 'contact', id: after.id, label: after.email },
        before: accountState(before),
        after: accountState(after),
        reason,
      });
      const sent = await notify(
        tx,
        { contactId: after.id },
        notification,
        reason === null ? {} : { reason },
        ACCOUNT_LINKS[notification],
      );
      return { after, sent };
    });
    announceNotifications(app.liveEvents, sent);
    return after;
  }

  /** POST /operator/accounts/:id/verify — the licence documents were checked. */
  app.post(
    '/operator/accounts/:id/verify',
    {
      onRequest: app.authenticateAdmin,
      schema: { params: idParams, response: answers({ 200: operatorAccountResponseSchema }) },
    },
    async (request) => {
      const admin = await requireContact(request);
      const contact = await account(request.params.id);
      const verified = await reviewAccount(
        admin,
        contact,
        'account.verified',
        'account_verified',
        (tx) => verifyAccount(tx, contact.id, admin.id),
      );
      if (verified) return { data: await accountJson(app.db, verified) };
      const current = await account(contact.id);
      if (current.suspendedAt)
        throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'verifySuspended'));
      if (!current.accountConfirmed)
        throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'verifyNeedsDocuments'));
      // Already verified: the first verification stands.
      return { data: await accountJson(app.db, current) };
    },
  );

  /** POST /operator/accounts/:id/suspend {reason} — only its profile and confirmation calls remain. */
  app.post(
    '/operator/accounts/:id/suspend',
    {
      onRequest: app.authenticateAdmin,
      schema: {
        params: idParams,
        body: suspendBody,
        response: answers({ 200: operatorAccountResponseSchema }),
      },
    },
    async (request) => {
      const admin = await requireContact(request);
      const contact = await account(request.params.id);
      if (contact.id === admin.id)
        throw forbidden(domainText(OPERATOR_API_MESSAGES, 'suspendSelf'));
      const { reason } = request.body;
      const suspended = await reviewAccount(
        admin,
        contact,
        'account.suspended',
        'account_suspended',
        (tx) => suspendAccount(tx, contact.id, reason),
        reason,
      );
      if (!suspended)
        throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'alreadySuspended'));
      // Its open live-update streams end now; a new one is refused.
      app.liveEvents.disconnect(contact.id);
      // Issue 18: its listings leave the marketplace now, on every replica.
      await app.catalogueChanged();
      return { data: await accountJson(app.db, suspended) };
    },
  );

  /** POST /operator/accounts/:id/reinstate — the suspension is lifted. */
  app.post(
    '/operator/accounts/:id/reinstate',
    {
      onRequest: app.authenticateAdmin,
      schema: { params: idParams, response: answers({ 200: operatorAccountResponseSchema }) },
    },
    async (request) => {
      const admin = await requireContact(request);
      const contact = await account(request.params.id);
      const reinstated = await reviewAccount(
        admin,
        contact,
        'account.reinstated',
        'account_reinstated',
        (tx) => reinstateAccount(tx, contact.id),
      );
      if (!reinstated) throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'notSuspended'));
      // Its listings are back in the marketplace.
      await app.catalogueChanged();
      return { data: await accountJson(app.db, reinstated) };
    },
  );

  /**
   * PUT /operator/accounts/:id/licence {licence_number, licence_expires_on} — issue 20: the
   * operator corrects the latest cannabis licence's details (a past date is allowed: it blocks
   * bids and listings as the licence's own would).
   */
  app.put(
    '/operator/accounts/:id/licence',
    {
      onRequest: app.authenticateAdmin,
      schema: {
        params: idParams,
        body: licenceBody,
        response: answers({ 200: operatorAccountResponseSchema }),
      },
    },
    async (request) => {
      const admin = await requireContact(request);
      const contact = await account(request.params.id);
      const corrected = await app.db.transaction(async (tx) => {
        const change = await correctLicence(tx, contact.id, {
          licenceNumber: request.body.licence_number,
          licenceExpiresOn: request.body.licence_expires_on,
        });
        if (!change) return false;
        await recordAudit(tx, {
          actor: admin,
          kind: 'account.licence_corrected',
          target: { type: 'contact', id: contact.id, label: contact.email },
          before: licenceState(change.before),
          after: licenceState(change.after),
        });
        return true;
      });
      if (!corrected) throw new HttpError(409, apiText('licenceNoDocument'));
      return { data: await accountJson(app.db, contact) };
    },
  );
};
