import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  mediaCookieValue,
  requireConfirmedContact,
} from '../../plugins/auth.js';
import { isAdmin } from '../../schemas/contact.js';
import { errorAnswers, str } from '../../schemas/common.js';
import type { LiveEvent, Subscriber, Subscription } from '../../live/event-hub.js';

/**
 * An EventSource cannot send headers: the authenticateImage hook reads the media cookie of
 * POST /token (issue 18: never `?access_token=`).
 */
const eventsQuery = z
  .object({
    /** Where to resume (the browser's own reconnects send the Last-Event-ID header instead). */
    lastEventId: str().trim().max(100).optional(),
  })
  .loose();

/** One Server-Sent Events message; `data` is one line of JSON. */
function frame(type: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** When the credential that opened the stream expires; the stream ends then and the client reconnects. */
function streamDeadline(request: FastifyRequest): number {
  const longest = Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000;
  const token = request.headers.authorization ? null : mediaCookieValue(request.headers.cookie);
  if (!token) return longest;
  const claims = request.server.jwt.decode<{ exp?: number }>(token);
  return claims?.exp ? Math.min(longest, claims.exp * 1000) : longest;
}

/**
 * GET /events — live updates (issue 11) as Server-Sent Events: each signed-in contact gets its own
 * events only (docs/api.md "Live updates"). Opens with `ready` (after a replay of what the client
 * missed since `Last-Event-ID`, or `resync` when that cannot be replayed), then `ping` every
 * LIVE_HEARTBEAT_MS. It ends when its token expires, when the account is suspended, and on
 * shutdown; the client reconnects.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      // An event stream written by hand (reply.hijack): no JSON schema for it, only for the
      // errors answered before it opens (401, 403).
      schema: { querystring: eventsQuery, response: errorAnswers },
    },
    async (request, reply) => {
      const contact = await requireConfirmedContact(request);
      const header = request.headers['last-event-id'];
      const lastEventId = request.query.lastEventId ?? (typeof header === 'string' ? header : '');
      const deadline = streamDeadline(request);

      // The response is written by hand from here on; CORS and security headers were set in onRequest.
      reply.hijack();
      const raw = reply.raw;
      const set = Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      );
      raw.writeHead(200, {
        ...Object.fromEntries(set),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies (nginx) must pass each message on at once.
        'x-accel-buffering': 'no',
      });

      let open = true;
      const write = (chunk: string) => {
        if (open) raw.write(chunk);
      };
      let heartbeat: NodeJS.Timeout | undefined = undefined;
      let expiry: NodeJS.Timeout | undefined = undefined;
      let unsubscribe = () => {};
      const subscriber: Subscriber = {
        contactId: contact.id,
        isAdmin: isAdmin(contact),
        send: (event: LiveEvent) => write(frame(event.type, event.data, event.id)),
        close: () => end(),
      };
      function end() {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        raw.end();
      }
      raw.on('close', end);

      // On PostgreSQL the catch-up is read from the database (issue 21): the client may leave,
      // or the hub fail, meanwhile.
      let subscription: Subscription;
      try {
        subscription = await app.liveEvents.subscribe(subscriber, lastEventId || undefined);
      } catch (error) {
        request.log.error({ err: error }, 'live events: could not open the stream');
        end();
        return;
      }
      unsubscribe = subscription.unsubscribe;
      if (!open) {
        unsubscribe();
        return;
      }
      heartbeat = setInterval(() => write(frame('ping', {})), app.config.liveHeartbeatMs);
      expiry = setTimeout(() => end(), Math.max(0, deadline - Date.now()));

      const { catchUp } = subscription;
      if (catchUp.kind === 'replay') for (const event of catchUp.events) subscriber.send(event);
      if (catchUp.kind === 'resync') write(frame('resync', { reason: catchUp.reason }));
      write(frame('ready', { heartbeatMs: app.config.liveHeartbeatMs }, subscription.lastId));
      subscription.start();
    },
  );
};
