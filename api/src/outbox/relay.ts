import { Readable } from 'node:stream';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AutomationUrls } from '../config.js';
import type { Db } from '../db/client.js';
import { outbox, type OutboxKind, type OutboxRow } from '../db/schema.js';
import type { StoragePort } from '../storage/storage-port.js';
import { asEmailPayload, type Mailer } from './mailer.js';
import { asMultipartPayload, multipartBody } from './multipart-body.js';
import { streamPost, type PostAnswer } from './stream-post.js';

/**
 * Delivers outbox rows to the automation URLs (spec §7 webhooks). All state is in the outbox
 * table, so a restart loses nothing; rows are claimed with FOR UPDATE SKIP LOCKED and leased by
 * pushing next_attempt_at forward, so any number of API replicas can run a relay.
 */
export interface RelayOptions {
  db: Db;
  urls: AutomationUrls;
  /** Safety net: a row is dead after this many attempts even if still young (e.g. 500). */
  maxAttempts: number;
  /**
   * A failing row is given up (dead) once its delivery window — from creation, or from its last
   * requeue — is older than this. Default 72 h (OUTBOX_MAX_AGE_HOURS).
   */
  maxAgeMs?: number;
  pollMs: number;
  /** First retry delay; doubles per attempt up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /**
   * How long a claimed row is hidden from other relays while it is being delivered. Never less
   * than batchSize × requestTimeoutMs + leaseMarginMs: the rows of a batch are delivered one
   * after another, so the last one may be sent that late.
   */
  leaseMs?: number;
  leaseMarginMs?: number;
  batchSize?: number;
  requestTimeoutMs?: number;
  now?: () => Date;
  /** Sends the requests instead of fetch and node:http (tests). */
  fetch?: typeof fetch;
  /** Where the files of multipart webhooks (the product submission) are read from. */
  storage?: StoragePort;
  /**
   * Issue 20: sends the `email` rows (SMTP_URL). Without one they are never claimed: they wait,
   * queued, like a webhook kind without its URL, until the API runs with SMTP_URL set.
   */
  mailer?: Mailer;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface RelayRunResult {
  delivered: number;
  retried: number;
  dead: number;
}

export interface OutboxRelay {
  /** One poll: claim due rows, deliver them, record the outcome. */
  runOnce(): Promise<RelayRunResult>;
  start(): void;
  /** Stops polling and waits for the delivery in flight. */
  stop(): Promise<void>;
}

/** The slowest upload a multipart webhook is given time for: 1 MB per second. */
const UPLOAD_BYTES_PER_SECOND = 1024 * 1024;

/** Kinds whose webhook is multipart/form-data with files (spec §7 "New product submission"). */
export const MULTIPART_KINDS: ReadonlySet<OutboxKind> = new Set<OutboxKind>(['product_submission']);

export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** The shortest lease that outlives the delivery of a whole claimed batch. */
export function minimumLeaseMs(batchSize: number, requestTimeoutMs: number, marginMs: number) {
  return batchSize * requestTimeoutMs + marginMs;
}

export const DEFAULT_MAX_AGE_MS = 72 * 3_600_000;
export const MAX_BACKOFF_MS = 15 * 60_000;

export function createOutboxRelay(options: RelayOptions): OutboxRelay {
  const {
    db,
    urls,
    maxAttempts,
    maxAgeMs = DEFAULT_MAX_AGE_MS,
    pollMs,
    baseBackoffMs = 5_000,
    batchSize = 20,
    requestTimeoutMs = 15_000,
    leaseMarginMs = 30_000,
    now = () => new Date(),
    fetch: doFetch = fetch,
    storage,
    log,
  } = options;
  const customFetch = options.fetch !== undefined;
  const mailer = options.mailer;
  // Retries never wait longer than 15 minutes, whatever the caller asks.
  const maxBackoffMs = Math.min(options.maxBackoffMs ?? MAX_BACKOFF_MS, MAX_BACKOFF_MS);
  const leaseMs = Math.max(
    options.leaseMs ?? 0,
    minimumLeaseMs(batchSize, requestTimeoutMs, leaseMarginMs),
  );

  // Kinds without a URL are never claimed: they wait, queued, until one is configured. Emails
  // likewise wait for a mail server.
  const deliverableKinds: OutboxKind[] = [
    ...(Object.entries(urls) as Array<[OutboxKind, string | undefined]>)
      .filter(([kind, url]) => Boolean(url) && kind !== 'email')
      .map(([kind]) => kind),
    ...(mailer ? (['email'] as const) : []),
  ];

  async function claim(): Promise<OutboxRow[]> {
    if (deliverableKinds.length === 0) return [];
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'queued'),
            lte(outbox.nextAttemptAt, at),
            inArray(outbox.kind, deliverableKinds),
          ),
        )
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: new Date(at.getTime() + leaseMs),
        })
        .where(
          inArray(
            outbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  /**
   * The request of a row and how long it may take: JSON within requestTimeoutMs, or multipart
   * with the stored files (spec §7 submission), given one more second per MB at the least.
   */
  async function requestOf(row: OutboxRow): Promise<{
    headers: Record<string, string>;
    body: string | AsyncIterable<Uint8Array>;
    timeoutMs: number;
  }> {
    if (!MULTIPART_KINDS.has(row.kind)) {
      return {
        headers: { 'content-type': 'application/json', 'idempotency-key': row.id },
        body: JSON.stringify(row.payload),
        timeoutMs: requestTimeoutMs,
      };
    }
    if (!storage) throw new Error(`no storage to read the files of a ${row.kind} webhook`);
    const multipart = await multipartBody(asMultipartPayload(row.payload), storage);
    if (multipart.missing.length > 0) {
      log?.warn(
        { outboxId: row.id, kind: row.kind, missing: multipart.missing.map((f) => f.field) },
        'webhook files no longer stored are left out',
      );
    }
    return {
      headers: {
        'content-type': multipart.contentType,
        'content-length': String(multipart.contentLength),
        'idempotency-key': row.id,
      },
      body: multipart.body,
      timeoutMs:
        requestTimeoutMs + Math.ceil((multipart.contentLength / UPLOAD_BYTES_PER_SECOND) * 1000),
    };
  }

  /**
   * Sends a request: a streamed body (the files of a submission) with node:http's backpressure,
   * so memory stays flat (issue 18); JSON with fetch. A fetch given in the options (tests) sends
   * both.
   */
  async function post(
    url: string,
    request: Awaited<ReturnType<typeof requestOf>>,
  ): Promise<PostAnswer> {
    const signal = AbortSignal.timeout(request.timeoutMs);
    if (typeof request.body !== 'string' && !customFetch) {
      return streamPost(url, request.headers, request.body, signal);
    }
    const body =
      typeof request.body === 'string'
        ? request.body
        : (Readable.toWeb(Readable.from(request.body)) as ReadableStream<Uint8Array>);
    const response = await doFetch(url, {
      method: 'POST',
      headers: request.headers,
      body,
      signal,
      ...(typeof request.body === 'string' ? {} : { duplex: 'half' }),
    } as RequestInit);
    await response.arrayBuffer().catch(() => undefined);
    return response;
  }

  /**
   * A delivery that may take longer than requestTimeoutMs pushes the lease of the rows of its batch
   * still to be sent (itself included) further out, so no other relay claims them meanwhile.
   */
  async function extendLease(ids: string[], extraMs: number): Promise<void> {
    if (extraMs <= 0 || ids.length === 0) return;
    await db
      .update(outbox)
      .set({
        nextAttemptAt: sql`${outbox.nextAttemptAt} + make_interval(secs => ${extraMs / 1000})`,
      })
      .where(and(inArray(outbox.id, ids), eq(outbox.status, 'queued')));
  }

  /** A webhook: null when the automation answered 2xx, else the failure. */
  async function postWebhook(row: OutboxRow, rest: string[]): Promise<string | null> {
    const url = urls[row.kind as Exclude<OutboxKind, 'email'>];
    const request = await requestOf(row);
    await extendLease([row.id, ...rest], request.timeoutMs - requestTimeoutMs);
    const response = await post(url!, request);
    return response.ok ? null : `HTTP ${response.status} ${response.statusText}`.trim();
  }

  /** Issue 20: an email, handed to the mail server (null once it accepted it). */
  async function sendEmail(row: OutboxRow): Promise<string | null> {
    if (!mailer) throw new Error('no mail server configured (SMTP_URL)');
    await mailer.send(asEmailPayload(row.payload), row.id);
    return null;
  }

  async function deliver(
    row: OutboxRow,
    rest: string[] = [],
  ): Promise<'delivered' | 'retried' | 'dead'> {
    let failure: string;
    try {
      const failed = row.kind === 'email' ? await sendEmail(row) : await postWebhook(row, rest);
      if (failed === null) {
        await db
          .update(outbox)
          .set({ status: 'delivered', deliveredAt: now(), lastError: null })
          .where(eq(outbox.id, row.id));
        return 'delivered';
      }
      failure = failed;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const age = now().getTime() - row.queuedAt.getTime();
    if (age >= maxAgeMs || row.attempts >= maxAttempts) {
      await db
        .update(outbox)
        .set({ status: 'dead', lastError: failure })
        .where(eq(outbox.id, row.id));
      log?.error(
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, ageMs: age, failure },
        'outbox row is dead',
      );
      return 'dead';
    }
    const retryAt = new Date(
      now().getTime() + backoffMs(row.attempts, baseBackoffMs, maxBackoffMs),
    );
    await db
      .update(outbox)
      .set({ lastError: failure, nextAttemptAt: retryAt })
      .where(eq(outbox.id, row.id));
    log?.warn(
      { outboxId: row.id, kind: row.kind, attempts: row.attempts, failure },
      'outbox delivery failed',
    );
    return 'retried';
  }

  async function runOnce(): Promise<RelayRunResult> {
    const result: RelayRunResult = { delivered: 0, retried: 0, dead: 0 };
    const rows = await claim();
    for (const [i, row] of rows.entries()) {
      result[
        await deliver(
          row,
          rows.slice(i + 1).map((r) => r.id),
        )
      ] += 1;
    }
    return result;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => log?.error({ err: error }, 'outbox relay poll failed'))
        .finally(() => {
          running = null;
          schedule();
        });
    }, pollMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
