import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Spec §3 Contact (user profile). */
export const contacts = pgTable(
  'contacts',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    title: text('title'),
    phone: text('phone'),
    mobile: text('mobile'),
    mailingStreet: text('mailing_street'),
    mailingCity: text('mailing_city'),
    /** Issue 18: the province or territory code chosen at Join ('ON'); null for older contacts. */
    mailingState: text('mailing_state'),
    mailingZip: text('mailing_zip'),
    /** Issue 19: the user's language ('en-CA' or 'fr-CA'); null until chosen. */
    language: text('language'),
    email: text('email').notNull(),
    userUid: text('user_uid'),
    contactType: text('contact_type')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    accountConfirmed: boolean('account_confirmed').notNull().default(false),
    createdAt: createdAt(),
    /** When the licence documents were confirmed (spec §2 Confirm account): review starts here. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** Operator review (issue 11): an Admin checked the documents. */
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    verifiedBy: text('verified_by'),
    /**
     * Spec §6 "the operator may refuse, suspend or terminate access": a suspended account keeps
     * only its profile and the confirmation calls (plugins/auth.ts).
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    suspensionReason: text('suspension_reason'),
    /**
     * Issue 20: per notification kind, 'in_app' or 'email' (in-app and email). A kind not named
     * here is 'email' (the default). Kinds: @leafbid/domain NOTIFICATION_KINDS.
     */
    notificationSettings: jsonb('notification_settings')
      .$type<Record<string, 'in_app' | 'email'>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_user_uid_key').on(t.userUid),
    uniqueIndex('contacts_email_key').on(sql`lower(${t.email})`),
  ],
);

/**
 * Issue 41: a live listing's edits awaiting review — the new values of the fields buyers read
 * (absent: unchanged), when they were sent, and whether files of a pending_ kind wait with them.
 */
export interface PendingChanges {
  Product_Name?: string;
  Description?: string | null;
  submitted_at: string;
}

/** Spec §3 Product. Numbers are double precision so they reach the wire as JSON numbers. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    ownerContactId: text('owner_contact_id').references(() => contacts.id, {
      onDelete: 'set null',
    }),
    productName: text('product_name').notNull(),
    /**
     * Issue 22: the name as the name search compares it (trimmed, lower case), kept by the
     * database: a search scans it for the page and again for the count, and folding 10,000 names
     * twice per keystroke was most of the search's time.
     */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(btrim(product_name))`),
    description: text('description'),
    manufacturerName: text('manufacturer_name'),
    lineage: text('lineage'),
    aromas: text('aromas'),
    productCategory: text('product_category'),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certification: text('certification')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    terpen: text('terpen'),
    highestTerpenes: text('highest_terpenes'),
    totalTerpenesPercentage: doublePrecision('total_terpenes_percentage'),
    thcAsIs: doublePrecision('thc_as_is'),
    thcMin: doublePrecision('thc_min'),
    thcMax: doublePrecision('thc_max'),
    cbdAsIs: doublePrecision('cbd_as_is'),
    cbdMin: doublePrecision('cbd_min'),
    cbdMax: doublePrecision('cbd_max'),
    minQtyRequest: doublePrecision('min_qty_request'),
    minRequestPrice: doublePrecision('min_request_price'),
    gramsAvailable: doublePrecision('grams_available'),
    upcomingQty3Months: doublePrecision('upcoming_qty_3_months'),
    harvestDate: date('harvest_date', { mode: 'string' }),
    productActive: boolean('product_active').notNull().default(false),
    requestPending: boolean('request_pending').notNull().default(false),
    createdAt: createdAt(),
    /** When the seller last asked for publication (the operator's review queue order). */
    publishRequestedAt: timestamp('publish_requested_at', { withTimezone: true, mode: 'date' }),
    /**
     * The operator's note when it declined a publication request, shown to the owner; cleared
     * when the seller requests publication again or the product is published.
     */
    reviewNote: text('review_note'),
    /**
     * Issue 18: a new submission the operator has not reviewed yet (the spec's Product_Active and
     * Request_pending stay false, as §4 gives them); cleared when it is published or declined.
     */
    awaitingReview: boolean('awaiting_review').notNull().default(false),
    /**
     * Issue 41: the seller's edits of a live listing to what buyers read (its name, description)
     * and, with `files`, its new cover, photos and certificates (product_files rows of a pending_
     * kind), awaiting the operator's review; buyers read the live columns until it approves them
     * (repositories/pending-changes.ts). Null: nothing awaits review.
     */
    pendingChanges: jsonb('pending_changes').$type<PendingChanges>(),
    /**
     * Issue 41: the operator cleared Manufacturer_name for buyers (it often names the seller, and
     * sellers stay anonymous): until then buyers read null; the owner and the operator read it.
     */
    manufacturerShared: boolean('manufacturer_shared').notNull().default(false),
  },
  (t) => [
    index('products_owner_idx').on(t.ownerContactId),
    index('products_active_idx').on(t.productActive),
    // GET /products sorts (product-catalogue.ts): 'New arrivals' and 'Alphabetical', each ending on
    // the id for a total order and a keyset cursor; partial on active products, the marketplace's set.
    index('products_newest_active_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.productActive} = true`),
    index('products_name_active_idx')
      .on(sql`lower(${t.productName}) collate "C"`, t.id)
      .where(sql`${t.productActive} = true`),
    // Issue 18's sorts: price per gram (lowest first) and THC (highest first), none last.
    index('products_price_active_idx')
      .on(sql`coalesce(${t.minRequestPrice}, 'Infinity'::float8)`, t.id)
      .where(sql`${t.productActive} = true`),
    index('products_thc_active_idx')
      .on(
        sql`coalesce(greatest(${t.thcMin}, ${t.thcMax}, ${t.thcAsIs}), '-Infinity'::float8) desc`,
        t.id.desc(),
      )
      .where(sql`${t.productActive} = true`),
    // Issue 22: the name search (`name_key like '%…%'`, product-catalogue.ts) answered from the
    // names' trigrams (pg_trgm, migration 0017), not by reading every name.
    index('products_name_key_trgm_idx').using('gin', t.nameKey.op('gin_trgm_ops')),
    // The operator's review queue (issues 11, 18): publication requests and new submissions.
    index('products_review_queue_idx')
      .on(t.publishRequestedAt, t.id)
      .where(sql`${t.requestPending} = true or ${t.awaitingReview} = true`),
  ],
);

/**
 * Cover, gallery photos (images or videos), certificates and the record image (spec §3
 * Record_Image, set by the owner or an Admin) of a product; bytes live in the storage port.
 */
export const productFiles = pgTable(
  'product_files',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * Issue 41: a pending_ kind is a file sent for a live listing that awaits the operator's
     * review (products.pending_changes): only its owner and the operator see it.
     */
    kind: text('kind', {
      enum: [
        'cover',
        'photo',
        'certificate',
        'record_image',
        'pending_cover',
        'pending_photo',
        'pending_certificate',
      ],
    }).notNull(),
    position: integer('position').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    /**
     * Issue 18: a certificate the operator has cleared for buyers to open (it may name its
     * producer, so sellers' files stay private until then). Only an Admin sets it.
     */
    sharedWithBuyers: boolean('shared_with_buyers').notNull().default(false),
  },
  (t) => [index('product_files_product_idx').on(t.productId)],
);

/** Spec §3 Task: order requests and support requests. */
export const tasks = pgTable(
  'tasks',
  {
    id: text('id').primaryKey(),
    subject: text('subject').notNull(),
    taskType: text('task_type'),
    status: text('status', {
      enum: ['Not Started', 'Pending', 'Agreed', 'Approved', 'Completed', 'Declined'],
    }).notNull(),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name'),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /** The client's id for a POST /tasks (its optimistic temp_ id): a repeat returns this task. */
    clientRequestId: text('client_request_id'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    modifiedAt: timestamp('modified_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /**
     * A bid the buyer deleted (spec §4): gone for the buyer, kept with its history for the
     * operator. Every buyer-facing read leaves these rows out.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * Issue 35: why the operator declined the bid (Status Declined, closed_at: when), which the
     * buyer reads on its Orders screen.
     */
    declineReason: text('decline_reason'),
  },
  (t) => [
    index('tasks_contact_idx').on(t.contactId, t.createdAt),
    uniqueIndex('tasks_contact_client_request_key').on(t.contactId, t.clientRequestId),
    // The operator's bids board (issue 11): every bid, newest first.
    index('tasks_board_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const notes = pgTable('notes', {
  id: text('id').primaryKey(),
  contactId: text('contact_id')
    .notNull()
    .references(() => contacts.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

/**
 * Which version of which sign-up agreement (spec §6) a contact accepted, and when (issue 7). One
 * row per acceptance; a later version accepted again is a new row, never an overwrite.
 */
export const contactAgreements = pgTable(
  'contact_agreements',
  {
    id: text('id').primaryKey(),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    agreementId: text('agreement_id').notNull(),
    version: text('version').notNull(),
    /** The identity that accepted it (the contact's User_UID at the time). */
    acceptedByUid: text('accepted_by_uid').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_agreements_contact_version_key').on(t.contactId, t.agreementId, t.version),
  ],
);

/** Licence documents of spec §2 "Confirm account". */
export const contactDocuments = pgTable(
  'contact_documents',
  {
    id: text('id').primaryKey(),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cannabis_license', 'cra_permit'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    /** Issue 20, cannabis_license only: the licence's number and expiry, as given at Confirm account. */
    licenceNumber: text('licence_number'),
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }),
  },
  (t) => [index('contact_documents_contact_idx').on(t.contactId)],
);

/**
 * Spec §7 automation webhooks (and, issue 20, notification emails), written in the same
 * transaction as the change they announce.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind', {
      enum: [
        'purchase_request',
        'support_request',
        'update_bid',
        'delete_bid',
        'product_submission',
        'counter_offer',
        // Issue 20: a notification's email ({to, subject, text, language}), sent over SMTP.
        'email',
      ],
    }).notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'delivered', 'dead'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    /** Start of the delivery window (OUTBOX_MAX_AGE_HOURS): the creation time, reset on requeue. */
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The operator's automation view (issue 11): rows by status, newest first.
    index('outbox_board_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Issue 20: what a user is told (the header's bell). One row per recipient; Admin notifications
 * are one row per Admin. `params` are the arguments of the kind's text (product name, note...).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull(),
    /** The app path the notification opens ('/orders', '/listing', '/operator/...'), or null. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_contact_idx').on(t.contactId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.contactId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * Issue 20: a seller's anonymous counter-offer on a bid of its listing. proposed (the operator
 * sees it) → relayed (the buyer sees it) → accepted | declined; proposed | relayed → withdrawn by
 * the operator. At most one open (proposed or relayed) counter per bid.
 */
export const counterOffers = pgTable(
  'counter_offers',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    sellerContactId: text('seller_contact_id').references(() => contacts.id, {
      onDelete: 'set null',
    }),
    quantity: doublePrecision('quantity').notNull(),
    pricePerGram: doublePrecision('price_per_gram').notNull(),
    /** The seller's own note, as written (the seller and the operator read it). */
    note: text('note'),
    /**
     * Issue 35: the note as the operator relayed it to the buyer (edited or redacted: names, places
     * and contact details), null before relaying or when relayed without a note. Only it reaches
     * the buyer.
     */
    relayedNote: text('relayed_note'),
    status: text('status', {
      enum: ['proposed', 'relayed', 'accepted', 'declined', 'withdrawn'],
    }).notNull(),
    /** The bid's terms when the counter was made (its history). */
    originalDescription: text('original_description').notNull(),
    createdAt: createdAt(),
    relayedAt: timestamp('relayed_at', { withTimezone: true, mode: 'date' }),
    relayedBy: text('relayed_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
    withdrawnBy: text('withdrawn_by'),
    withdrawReason: text('withdraw_reason'),
  },
  (t) => [
    index('counter_offers_task_idx').on(t.taskId, t.createdAt),
    index('counter_offers_board_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('counter_offers_open_key')
      .on(t.taskId)
      .where(sql`${t.status} in ('proposed', 'relayed')`),
  ],
);

/**
 * Issue 20: who did what, when, to what (before and after) and why. Written in the transaction of
 * the change; never updated or deleted through the API.
 */
export const auditRecords = pgTable(
  'audit_records',
  {
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The contact who acted (an Admin, or the seller/buyer of a counter); null: the system. */
    actorContactId: text('actor_contact_id'),
    /** The actor's name and email when it acted (kept if the contact is later removed). */
    actorLabel: text('actor_label'),
    /** e.g. 'listing.published', 'bid.moved', 'account.suspended', 'counter.relayed'. */
    kind: text('kind').notNull(),
    /** 'product' | 'bid' | 'contact' | 'counter' | 'outbox' */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** A readable name of the target when recorded (a product name, a bid subject, an email). */
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_records_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_records_kind_idx').on(t.kind, t.at.desc()),
    index('audit_records_actor_idx').on(t.actorContactId, t.at.desc()),
    index('audit_records_target_idx').on(t.targetId, t.at.desc()),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type CounterOfferRow = typeof counterOffers.$inferSelect;
export type AuditRecordRow = typeof auditRecords.$inferSelect;
export type ContactDocumentRow = typeof contactDocuments.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type ContactAgreementRow = typeof contactAgreements.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductFileRow = typeof productFiles.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxKind = OutboxRow['kind'];

/**
 * Issue 21: live events on PostgreSQL. Each replica writes the events it publishes here and
 * NOTIFYs their id; every replica reads the rows it hears of and fans them out to its own
 * streams. Rows are kept for LIVE_EVENTS_KEEP_MS so a stream resumes from Last-Event-ID on any
 * replica. PGlite (one process) never uses it.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    /** Who receives it: {contactId} | {admins: true} | {everyone: true} (live/event-hub.ts). */
    audience: jsonb('audience').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('live_events_at_idx').on(t.at)],
);

/**
 * Issue 21: one request budget per key (user or address) across replicas when no REDIS_URL is
 * set (plugins/rate-limit-store.ts). UNLOGGED: a counter lost in a crash costs nothing, and it
 * is written on every request.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: bigint('hits', { mode: 'number' }).notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Issue 37: the health reports of remote releases (POST /platform/reports), one row per tab
 * session, remote and release: whether it loaded, whether any failure was reported. Nothing
 * personal: the session is a random id the tab made, no address, no uid. A release's failure
 * rate is its failed rows over its rows.
 */
export const releaseReports = pgTable(
  'release_reports',
  {
    remote: text('remote').notNull(),
    release: text('release').notNull(),
    session: text('session').notNull(),
    /** A 'loaded' report came. */
    loaded: boolean('loaded').notNull().default(false),
    /** A 'load-failed', 'integrity' or 'render-error' report came. */
    failed: boolean('failed').notNull().default(false),
    /** The last failure reported (its event), or null. */
    failure: text('failure'),
    firstAt: timestamp('first_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.release, t.session] }),
    index('release_reports_at_idx').on(t.lastAt),
  ],
);
export type ReleaseReportRow = typeof releaseReports.$inferSelect;
