/**
 * How much memory the outbox relay needs to send a large product submission to its webhook
 * (issue 18: it held the whole submission in memory, +343 MB for a 396 MB listing). One
 * product_submission row whose files total RELAY_BENCH_MB (default 400 MB: a 100 MB cover, three
 * 100 MB photos) is stored in the local folder storage and delivered over real HTTP to a webhook
 * that reads the body as it comes and hashes each part; the process's RSS and heap are sampled
 * every 10 ms during the delivery. The webhook runs in a child process, so its own buffers do not
 * count.
 *
 *   node --import tsx --expose-gc scripts/relay-memory.ts      (from api/; prints the figures)
 *
 * Exits 1 when the body is not byte-exact or the RSS grows by more than a quarter of the payload.
 */
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { Busboy, type BusboyHeaders } from '@fastify/busboy';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import * as schema from '../src/db/schema.js';
import { createOutboxRelay } from '../src/outbox/relay.js';
import type { OutboxFile } from '../src/outbox/outbox-repository.js';

const MB = 1000 * 1000;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** The webhook (child process): parses nothing, hashes every byte of the body as it streams in. */
if (process.argv[2] === 'webhook') {
  const server = http.createServer((req, res) => {
    let bytes = 0;
    const parts: Record<string, string> = {};
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    const parser = new Busboy({ headers: req.headers as BusboyHeaders });
    parser.on('file', (name, stream) => {
      const hash = createHash('sha256');
      stream.on('data', (chunk: Buffer) => hash.update(chunk));
      stream.on('end', () => (parts[name] = hash.digest('hex')));
    });
    parser.on('finish', () => {
      process.send?.({ bytes, parts, length: req.headers['content-length'] });
      res.end('{}');
    });
    req.pipe(parser);
  });
  server.listen(0, '127.0.0.1', () =>
    process.send?.({ port: (server.address() as AddressInfo).port }),
  );
  process.on('disconnect', () => process.exit(0));
} else {
  const { createTestContext } = await import('../test/helpers.js');
  const totalMb = Number(process.env.RELAY_BENCH_MB ?? 400);
  const partBytes = Math.floor((totalMb * MB) / 4);

  const child = fork(fileURLToPath(import.meta.url), ['webhook'], {
    execArgv: ['--import', 'tsx'],
  });
  const messages: Array<Record<string, unknown>> = [];
  const nextMessage = () =>
    new Promise<Record<string, unknown>>((resolve) => {
      const queued = messages.shift();
      if (queued) resolve(queued);
      else child.once('message', (m) => resolve(m as Record<string, unknown>));
    });
  const { port } = (await nextMessage()) as { port: number };
  const ctx = await createTestContext({
    automationUrls: { product_submission: `http://127.0.0.1:${port}/hook` },
  });

  // The files, written to storage as a stream of 1 MB chunks (never whole in memory here either).
  const filler = Buffer.alloc(MB);
  const fileHashes: string[] = [];
  const files: OutboxFile[] = [];
  for (const [i, field] of ['cover_image', 'photo_0', 'photo_1', 'photo_2'].entries()) {
    const hash = createHash('sha256');
    async function* bytes() {
      let left = partBytes;
      let n = 0;
      while (left > 0) {
        const chunk = Buffer.from(filler.subarray(0, Math.min(left, filler.length)));
        chunk.fill(i * 31 + (n++ % 251));
        hash.update(chunk);
        left -= chunk.length;
        yield chunk;
      }
    }
    const storageKey = `products/bench${i}`;
    await ctx.storage.put(storageKey, bytes(), 'image/png');
    fileHashes.push(hash.digest('hex'));
    files.push({
      field,
      fileName: `${field}.png`,
      contentType: 'image/png',
      storageKey,
      size: partBytes,
    });
  }
  await ctx.db.insert(schema.outbox).values({
    id: 'o_bench',
    kind: 'product_submission',
    payload: { fields: { id: 'p_bench', Product_Name: 'Benchmark' }, files },
  });

  const relay = createOutboxRelay({
    db: ctx.db,
    urls: ctx.config.automationUrls,
    storage: ctx.storage,
    maxAttempts: 1,
    pollMs: 1000,
  });
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let peakExternal = before.external + before.arrayBuffers;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakExternal = Math.max(peakExternal, now.external + now.arrayBuffers);
  }, 10);
  const started = Date.now();
  const result = await relay.runOnce();
  clearInterval(sampler);
  const received = (await nextMessage()) as {
    bytes: number;
    parts: Record<string, string>;
    length: string;
  };
  const exact = files.every((f, i) => received.parts[f.field] === fileHashes[i]);
  child.disconnect();

  const payloadBytes = partBytes * 4;
  console.log(
    `relay: one product_submission of ${(payloadBytes / MB).toFixed(0)} MB (4 files) ` +
      `delivered in ${Date.now() - started} ms: ${JSON.stringify(result)}`,
  );
  console.log(
    `webhook received ${received.bytes} bytes (Content-Length ${received.length}), ` +
      `files byte-exact (sha256 of each part): ${exact ? 'yes' : 'NO'}`,
  );
  console.log(
    `RSS before: ${mib(before.rss)}, peak: ${mib(peakRss)} (+${mib(peakRss - before.rss)})`,
  );
  console.log(
    `heap used before: ${mib(before.heapUsed)}, peak: +${mib(peakHeap - before.heapUsed)}`,
  );
  console.log(
    `external + array buffers peak: +${mib(peakExternal - before.external - before.arrayBuffers)}`,
  );
  await ctx.close();
  const ok =
    result.delivered === 1 &&
    received.bytes === Number(received.length) &&
    received.bytes > payloadBytes &&
    exact &&
    peakRss - before.rss < payloadBytes / 4;
  if (!ok) {
    console.error('FAILED: the body is incomplete or memory grew with the payload');
    process.exit(1);
  }
}
