import { randomBytes } from 'node:crypto';
import type { StoragePort } from '../storage/storage-port.js';
import type { MultipartWebhookPayload, OutboxFile } from './outbox-repository.js';

/** A text part's value: lists comma-separated (as §3 stores them), objects as JSON, null as ''. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => fieldText(v)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Field and file names in a part header: no quotes, no line breaks. */
const headerSafe = (text: string) => text.replace(/["\r\n\\]/g, '_');

export interface MultipartBody {
  contentType: string;
  contentLength: number;
  /** The body, the files read from storage as it is sent (never held whole in memory). */
  body: AsyncIterable<Uint8Array>;
  /** Files of the payload that are no longer stored (e.g. the listing was deleted since). */
  missing: OutboxFile[];
}

/** Accepts the old shape of a submission row (flat fields, files sent later) as text only. */
export function asMultipartPayload(payload: unknown): MultipartWebhookPayload {
  const p = (payload ?? {}) as Partial<MultipartWebhookPayload>;
  if (p.fields && typeof p.fields === 'object' && Array.isArray(p.files)) {
    return { fields: p.fields, files: p.files };
  }
  return { fields: (payload ?? {}) as Record<string, unknown>, files: [] };
}

/**
 * multipart/form-data of a webhook payload: its text fields, then its files streamed from storage.
 * The length is known up front (the stored sizes), so it is sent with a Content-Length.
 */
export async function multipartBody(
  payload: MultipartWebhookPayload,
  storage: StoragePort,
): Promise<MultipartBody> {
  const boundary = `----leafbid-${randomBytes(12).toString('hex')}`;
  const head: Buffer[] = [];
  for (const [name, value] of Object.entries(payload.fields)) {
    head.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${headerSafe(name)}"\r\n\r\n` +
          `${fieldText(value)}\r\n`,
      ),
    );
  }
  const files: Array<{ header: Buffer; file: OutboxFile; size: number }> = [];
  const opened: Array<AsyncIterable<Uint8Array>> = [];
  const missing: OutboxFile[] = [];
  for (const file of payload.files) {
    const stored = await storage.open(file.storageKey);
    if (!stored) {
      missing.push(file);
      continue;
    }
    opened.push(stored.stream);
    files.push({
      file,
      size: stored.size,
      header: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${headerSafe(file.field)}"; ` +
          `filename="${headerSafe(file.fileName)}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    });
  }
  const crlf = Buffer.from('\r\n');
  const end = Buffer.from(`--${boundary}--\r\n`);
  const contentLength =
    head.reduce((n, b) => n + b.length, 0) +
    files.reduce((n, f) => n + f.header.length + f.size + crlf.length, 0) +
    end.length;

  async function* body(): AsyncIterable<Uint8Array> {
    yield* head;
    for (const [i, f] of files.entries()) {
      yield f.header;
      yield* opened[i]!;
      yield crlf;
    }
    yield end;
  }
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    contentLength,
    body: body(),
    missing,
  };
}
