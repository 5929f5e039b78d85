// Response bodies of docs/api.md (issue 17, "One schema source"): one schema per JSON answer of
// the Product API, made of the strict wire shapes of ./wire. The API's routes declare them as their
// `response` (the serializer parses each answer with them, and GET /openapi.json documents them);
// the browser reads the same shapes through the lenient schemas of @leafbid/domain.
//
// The browser builds parse this module too (it is exported next to the forms' schemas), so only
// the `z.` members of the shared surface are used (tooling/webpack/shared-surfaces/zod-members.mjs).
import { z } from 'zod';
import { contactJsonSchema } from './wire/contact';
import {
  ACCOUNT_REVIEW_STATES,
  auditRecordJsonSchema,
  operatorAccountJsonSchema,
  operatorBidJsonSchema,
  outboxCountSchema,
  outboxEndpointSchema,
  outboxRowJsonSchema,
  reviewListingJsonSchema,
} from './wire/operator';
import { productCardJsonSchema, productJsonSchema } from './wire/product';
import { taskJsonSchema } from './wire/task';
import { notificationJsonSchema, notificationSettingJsonSchema } from './wire/notification';

/**
 * Every error (docs/api.md): `{error, code}`, plus `{params}` when the text has arguments and
 * `{field}` when one input field is at fault. What the API's error handler answers, 4xx and 5xx
 * alike. `error` is the English text; `code` is its message id in the domain catalogue (issue 19),
 * `params` its arguments, so the browser can show it in the user's language.
 */
export const errorResponseSchema = z.object({
  error: z.string(),
  code: z.string(),
  params: z
    .object({})
    .catchall(z.union([z.string(), z.number()]).nullable())
    .optional(),
  field: z.string().optional(),
});
export type ErrorResponse = z.output<typeof errorResponseSchema>;

/** GET /health: 200 when the database answers, 503 `{status: 'error', database: 'down'}` when not. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'down']),
});

/** POST /token: the short-lived API access token (spec §7), `expires_in` in seconds. */
export const accessTokenResponseSchema = z.object({
  access_token: z.string(),
  expires_in: z.number(),
});

/** The caller's contact: GET /contact-by-email, PUT /contacts(/:id), …/uid, …/confirm-account. */
export const contactResponseSchema = z.object({ data: contactJsonSchema });

/**
 * GET /contact-search-by-email: the contact with the caller's email, `{id, User_UID}` only (the
 * email may not be verified yet), or null.
 */
export const contactSearchResponseSchema = z.object({
  data: contactJsonSchema.pick({ id: true, User_UID: true }).nullable(),
});

/** POST /contacts/create (201): the new contact's id, as the CRM answers. */
export const contactCreatedResponseSchema = z.object({
  data: z.array(
    z.object({
      code: z.literal('SUCCESS'),
      status: z.literal('success'),
      details: z.object({ id: z.string() }),
    }),
  ),
});

/** POST /contacts/:id/notes (201). */
export const noteCreatedResponseSchema = z.object({
  data: z.object({ id: z.string(), note_content: z.string(), Created_Time: z.string().nullable() }),
});

/** POST /contacts/:id/attachments (201): the licence documents stored. */
export const contactDocumentsResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['cannabis_license', 'cra_permit']),
      file_name: z.string(),
      /** Issue 20: a cannabis licence's number and expiry (YYYY-MM-DD); null for a CRA permit. */
      Licence_Number: z.string().nullable(),
      Licence_Expires_On: z.string().nullable(),
    }),
  ),
});

/**
 * GET /products: one page of product cards with the next page's cursor and the count (null when
 * not counted); with `owner=me` the caller's own products, whole. A card is strict, so a whole
 * product is never cut down to one.
 */
export const productsPageResponseSchema = z.object({
  products: z.array(z.union([productCardJsonSchema, productJsonSchema])),
  nextCursor: z.string().nullable(),
  total: z.number().nullable(),
});

/** One product: GET/PUT /products/:id, archive, request-publish, publish, the operator's review. */
export const productResponseSchema = z.object({ product: productJsonSchema });

/** POST /products (201): the submitted product. */
export const productCreatedResponseSchema = z.object({ data: z.array(productJsonSchema) });

/** POST /products/:id/attachments (201): the files stored, each with where it is served. */
export const productFilesResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['cover', 'photo', 'certificate', 'record_image']),
      file_name: z.string(),
      url: z.string(),
    }),
  ),
});

/** DELETE /products/:id, DELETE /tasks/:id: the id of what was deleted. */
export const deletedResponseSchema = z.object({ data: z.object({ id: z.string() }) });

/** GET /tasks: the contact's tasks, newest first. */
export const tasksResponseSchema = z.object({ data: z.array(taskJsonSchema) });

/** One task: POST /tasks (201, or 200 for a repeat), PUT /tasks/:id, POST /support-requests (201). */
export const taskResponseSchema = z.object({ data: taskJsonSchema });

/** POST /outbox/requeue, POST /operator/outbox/requeue: how many dead rows were queued again. */
export const requeuedResponseSchema = z.object({ requeued: z.number() });

/** GET /operator/listings: the oldest requests first (at most 100), and how many wait in all. */
export const reviewListingsResponseSchema = z.object({
  data: z.array(reviewListingJsonSchema),
  total: z.number(),
});

/** GET /operator/bids: one page of the bids board. */
export const operatorBidsResponseSchema = z.object({
  data: z.array(operatorBidJsonSchema),
  nextCursor: z.string().nullable(),
});

/** PUT /operator/bids/:id/status: the bid moved. */
export const operatorBidResponseSchema = z.object({ data: operatorBidJsonSchema });

/** GET /operator/bids/products: the products that have bids, by name, with how many each. */
export const bidProductsResponseSchema = z.object({
  data: z.array(
    z.object({ id: z.string(), Product_Name: z.string().nullable(), bids: z.number() }),
  ),
});

/** A number per key, every key present. */
const countsOf = <Key extends string>(keys: readonly Key[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number()])) as Record<Key, z.ZodNumber>);

/** GET /operator/accounts: one page of accounts, and how many accounts are in each review state. */
export const operatorAccountsResponseSchema = z.object({
  data: z.array(operatorAccountJsonSchema),
  nextCursor: z.string().nullable(),
  counts: countsOf(ACCOUNT_REVIEW_STATES),
});

/** POST /operator/accounts/:id/verify, …/suspend, …/reinstate: the account after the review. */
export const operatorAccountResponseSchema = z.object({ data: operatorAccountJsonSchema });

/** Issue 20: GET /operator/audit: audit records, newest first, and the next page's cursor. */
export const operatorAuditResponseSchema = z.object({
  data: z.array(auditRecordJsonSchema),
  nextCursor: z.string().nullable(),
});

/** GET /operator/outbox: one page of webhook rows, and the count of each status and kind. */
export const outboxResponseSchema = z.object({
  data: z.array(outboxRowJsonSchema),
  nextCursor: z.string().nullable(),
  counts: z.array(outboxCountSchema),
  /** Issue 18: one per webhook kind: endpoint configured, oldest queued row (whatever the filters). */
  endpoints: z.array(outboxEndpointSchema),
});

/** Issue 20, GET /notifications: the caller's notifications, newest first, and how many are unread. */
export const notificationsResponseSchema = z.object({
  data: z.array(notificationJsonSchema),
  unread: z.number(),
  nextCursor: z.string().nullable(),
});

/** POST /notifications/read: how many of the caller's notifications are still unread. */
export const notificationsReadResponseSchema = z.object({ unread: z.number() });

/** GET and PUT /notification-settings: a channel for each kind of the caller's account. */
export const notificationSettingsResponseSchema = z.object({
  data: z.array(notificationSettingJsonSchema),
});
