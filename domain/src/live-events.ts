// Live updates (issue 11): the Server-Sent Events of GET /events, by name, with the shape of their
// data. The API sends them (api/src/live), the browser's live-updates client checks each one
// against these schemas before it turns it into a bus event (shared/src/live).
import { z } from 'zod';
import { partySchema } from './operator';
import { productSchema, taskSchema } from './types';

export const LIVE_EVENT_SCHEMAS = {
  /** To the buyer: its bid changed status (the operator moved it). */
  'bid:updated': z.object({ task: taskSchema }),
  /** To the seller: its listing was published (active, no longer pending). */
  'listing:published': z.object({ product: productSchema }),
  /** To the seller: its publication request was declined, with the operator's Review_Note. */
  'listing:declined': z.object({ product: productSchema }),
  /** To every signed-in user: a product was published (a card, never its owner). */
  'product:published': z.object({ product: productSchema }),
  /** To Admins: a listing now awaits review. */
  'operator:listing-requested': z.object({
    product: z.object({ id: z.string(), Product_Name: z.string().nullish() }),
  }),
  /** To Admins: a buyer placed a bid. */
  'operator:bid-created': z.object({
    bid: z.object({ id: z.string(), Subject: z.string().nullish() }),
  }),
  /** To Admins: an account confirmed its documents and awaits review. */
  'operator:account-confirmed': z.object({ contact: partySchema }),
  /** Issue 20, to its recipient: a new notification (the header's bell counts it). */
  'notification:created': z.object({
    notification: z.object({
      id: z.string(),
      kind: z.string(),
      params: z.object({}).catchall(z.union([z.string(), z.number()]).nullable()),
      link: z.string().nullable(),
      read: z.boolean(),
      created_at: z.string(),
    }),
  }),
  /**
   * Issue 20: a counter-offer changed (proposed, relayed, answered, withdrawn), to those who see
   * it: the listing's seller, Admins, and the bid's buyer once relayed. Only ids and the status:
   * each screen refetches what its user may read (a counter never names the other side).
   */
  'counter:updated': z.object({
    counter: z.object({ id: z.string(), task_id: z.string(), status: z.string() }),
  }),
  /**
   * Events since the client's Last-Event-ID can no longer be replayed (the API restarted, or the
   * gap is older than it keeps): refetch instead.
   */
  resync: z.object({ reason: z.enum(['restart', 'gap']) }),
  /**
   * First on every stream, with the id to resume from: the connection is established, and a
   * `ping` follows every `heartbeatMs`.
   */
  ready: z.object({ heartbeatMs: z.number().int().positive() }),
  /** Heartbeat, every LIVE_HEARTBEAT_MS: the connection is alive. */
  ping: z.object({}),
} as const;

export type LiveEventType = keyof typeof LIVE_EVENT_SCHEMAS;
export type LiveEventData<T extends LiveEventType> = z.infer<(typeof LIVE_EVENT_SCHEMAS)[T]>;
export const LIVE_EVENT_TYPES = Object.keys(LIVE_EVENT_SCHEMAS) as LiveEventType[];

/** How often the API sends `ping` by default; a client that hears nothing for two of them reconnects. */
export const LIVE_HEARTBEAT_MS = 25_000;

/** The data of one SSE message, checked; null when it is not JSON or not of that event's shape. */
export function parseLiveEvent<T extends LiveEventType>(
  type: T,
  data: string,
): LiveEventData<T> | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = LIVE_EVENT_SCHEMAS[type].safeParse(json);
  return parsed.success ? (parsed.data as LiveEventData<T>) : null;
}
