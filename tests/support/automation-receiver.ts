// A stand-in for the automation service (spec §7 webhooks, a Zapier catch hook in production) for
// the browser tests. The API's outbox relay POSTs each webhook to `${url}/hooks/<kind>`; this
// server keeps every JSON body it receives, in order, and answers 200.
//
// global-setup starts it on TEST_PORTS.automation and points AUTOMATION_URL_<KIND> at it, so a
// spec can check what the relay delivered:
//
//   GET /received             → ReceivedWebhook[] (everything, oldest first)
//   GET /received?kind=update_bid → only that kind
//
// From a spec use `receivedWebhooks(kind)` below (specs run in worker processes; the receiver
// lives in the Playwright runner process with the rest of the stack).
import http from 'node:http';
import { TEST_PORTS } from './ports';

/** The webhook kinds the browser-test stack sends here (AUTOMATION_URL_<KIND>). */
export const RECEIVED_KINDS = [
  'purchase_request',
  'support_request',
  'update_bid',
  'delete_bid',
  'counter_offer',
] as const;
export type WebhookKind = (typeof RECEIVED_KINDS)[number];

export interface ReceivedWebhook {
  kind: string;
  /** The parsed JSON body, as the relay sent it. */
  body: unknown;
  /** The relay's Idempotency-Key header (the outbox row id). */
  idempotencyKey: string | null;
  receivedAt: string;
}

export const AUTOMATION_RECEIVER_URL = `http://127.0.0.1:${TEST_PORTS.automation}`;

/** The API environment that sends every kind of RECEIVED_KINDS to the receiver at `baseUrl`. */
export function automationEnv(baseUrl = AUTOMATION_RECEIVER_URL): Record<string, string> {
  return Object.fromEntries(
    RECEIVED_KINDS.map((kind) => [
      `AUTOMATION_URL_${kind.toUpperCase()}`,
      `${baseUrl}/hooks/${kind}`,
    ]),
  );
}

const MAX_BODY_BYTES = 1024 * 1024;

/** Starts the receiver; resolves once it listens. */
export async function startAutomationReceiver(
  port = TEST_PORTS.automation,
): Promise<{ url: string; received: ReceivedWebhook[]; close(): Promise<void> }> {
  const received: ReceivedWebhook[] = [];
  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver');
    const hook = /^\/hooks\/([a-z_]+)$/.exec(url.pathname);
    if (req.method === 'POST' && hook) {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      });
      req.on('end', () => {
        if (size > MAX_BODY_BYTES) return answer(res, 413, { error: 'body too large' });
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return answer(res, 400, { error: 'body is not JSON' });
        }
        const key = req.headers['idempotency-key'];
        received.push({
          kind: hook[1]!,
          body,
          idempotencyKey: typeof key === 'string' ? key : null,
          receivedAt: new Date().toISOString(),
        });
        answer(res, 200, { status: 'success' });
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/received') {
      const kind = url.searchParams.get('kind');
      return answer(res, 200, kind ? received.filter((r) => r.kind === kind) : received);
    }
    answer(res, 404, { error: 'POST /hooks/<kind> or GET /received[?kind=]' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the receiver got so far (all kinds, or one), oldest first. */
export async function receivedWebhooks(kind?: WebhookKind): Promise<ReceivedWebhook[]> {
  const query = kind ? `?kind=${kind}` : '';
  const res = await fetch(`${AUTOMATION_RECEIVER_URL}/received${query}`);
  if (!res.ok) throw new Error(`GET /received → ${res.status}`);
  return (await res.json()) as ReceivedWebhook[];
}
