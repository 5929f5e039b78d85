import type { FastifyInstance } from 'fastify';
import type { AuditKind, NotificationKind } from '@leafbid/domain';
import { sharedDomain } from '../domain/shared-domain.js';
import { domainText } from '../error-text.js';
import type { Tx } from '../db/client.js';
import type { ContactRow } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { recordAudit } from './audit.js';
import { accountState } from './audit-fields.js';
import { announceNotifications, notify } from './notify.js';

const { OPERATOR_API_MESSAGES } = sharedDomain;
/** Where each account notification opens: the dashboard ('/'), or Settings for a suspension. */
const ACCOUNT_LINKS = {
  account_verified: '/',
  account_suspended: '/settings',
  account_reinstated: '/',
} as const satisfies Partial<Record<NotificationKind, string>>;

export async function reviewedAccount(app: FastifyInstance, id: string) {
  const contact = await app.contactsRepository.findById(id);
  if (!contact) throw notFound(domainText(OPERATOR_API_MESSAGES, 'accountNotFound'));
  return contact;
}

/**
 * Issue 20: the change, its audit record and the account's notification in one transaction;
 * the notification is announced after the commit. Null when the change did not apply.
 */
export async function reviewAccount(
  app: FastifyInstance,
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
