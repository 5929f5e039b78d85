import { Busboy, type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import { newId, type IdPrefix } from '../db/ids.js';
import { apiText, type CodedText } from '../error-text.js';
import { badRequest, HttpError, inputError } from '../http-error.js';

/** 48,999,999 px → 49 (megapixels, one decimal when under 10). */
const megapixels = (pixels: number) => {
  const mp = pixels / 1_000_000;
  return mp < 10 ? Math.round(mp * 10) / 10 : Math.round(mp);
};
import type { ByteSource } from '../storage/storage-port.js';
import {
  cleanFileName,
  describeTypes,
  detectFileType,
  isVideo,
  SIGNATURE_BYTES,
  type AcceptedType,
} from './file-type.js';
import { imageSizeReader, UNREADABLE } from './image-size.js';
import { PartQueue, type Part } from './part-queue.js';

/**
 * THE way an upload route reads a multipart body (issue 6). Every file is streamed straight to the
 * storage port: its type is checked on its first bytes, its size is counted as it flows and it is
 * stopped at the limit, an image's pixel size is read from its header on the way and checked
 * against MAX_IMAGE_DIMENSION (issue 18); nothing is held whole in memory. Every stream gets its error listener the
 * moment the parser creates it, so a truncated or malformed body (fastify-multipart #594) is a
 * 4xx, never a crash. Any failure — bad part, cut-off body, limit, quota, or `commit` throwing —
 * removes every file this request stored: no partial write.
 */

export interface UploadField {
  /** Types accepted in this field, checked on the file's first bytes. */
  accept: readonly AcceptedType[];
  /** Files of this field in one request (default 1; a second one is "Sent more than once"). */
  max?: number;
}

export interface ReceivedFile {
  /** The new id (also the last segment of storageKey). */
  id: string;
  field: string;
  fileName: string;
  contentType: AcceptedType;
  size: number;
  storageKey: string;
}

export interface ReceiveUploadsOptions<T> {
  fields: Readonly<Record<string, UploadField>>;
  /** Plain text parts allowed beside the files, with their maximum length. */
  textFields?: Readonly<Record<string, { maxLength: number }>>;
  /** Where files go: `${folder}/${newId(idPrefix)}`. */
  store: { folder: string; idPrefix: IdPrefix };
  /** A ceiling on the bytes of this request (what is left of a quota): 413 '<field>: message'. */
  maxTotalBytes?: { bytes: number; message: CodedText };
  /**
   * Called with each accepted text part as it arrives (before any later part is read); throw to
   * refuse the request early, e.g. when a JSON part is invalid, before its files are stored.
   */
  onText?: (field: string, value: string) => void | Promise<void>;
  /** Called when a file part starts, before its bytes are read; throw to refuse it. */
  beforeFile?: (field: string, received: readonly ReceivedFile[]) => void | Promise<void>;
  /** At least one file is required (default true). */
  requireFile?: boolean;
  /** Writes the rows for the stored files; if it throws, the files are removed again. */
  commit: (files: ReceivedFile[], text: Record<string, string>) => Promise<T>;
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** 10485760 → '10 MB', 1024 → '1 KB', 1073741824 → '1 GB'. */
export const formatBytes = (bytes: number) =>
  bytes >= GB
    ? `${Math.round((bytes / GB) * 10) / 10} GB`
    : bytes >= MB
      ? `${Math.round((bytes / MB) * 10) / 10} MB`
      : `${Math.round(bytes / 1024)} KB`;

const CUT_OFF = () => apiText('uploadCutOff');
/** Issue 18: an image must state its size where PNG and JPEG decoders read it. */
const UNREADABLE_IMAGE = () => apiText('imageUnreadable');

/** Parser ceilings well above what any route accepts; the real rules are checked per part. */
const PARSER_LIMITS = { files: 16, fields: 32, parts: 48, fieldSize: 64 * 1024, headerPairs: 16 };

function tooManyParts(): HttpError {
  return inputError(413, 'body', apiText('tooManyParts'));
}

function openParser(request: FastifyRequest, queue: PartQueue, maxFileBytes: number) {
  let parser: BusboyInstance;
  try {
    parser = new Busboy({
      headers: request.headers as BusboyHeaders,
      limits: { ...PARSER_LIMITS, fileSize: maxFileBytes + 1 },
    });
  } catch {
    throw badRequest('Content-Type', apiText('multipartBoundary'));
  }
  let current: Part | null = null;
  parser.on('file', (field, stream, fileName) => {
    const part: Part = { kind: 'file', field, fileName, stream, error: null };
    // The listener that fastify-multipart #594 lacks: attached before anything can await.
    stream.on('error', (error: Error) => (part.error = error));
    current = part;
    queue.push(part);
  });
  parser.on('field', (field, value, _nameTruncated, valueTruncated) => {
    queue.push({ kind: 'text', field, value, truncated: valueTruncated });
  });
  parser.on('finish', () => queue.end());
  parser.on('error', () => queue.fail(badRequest('body', apiText('multipartMalformed'))));
  for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
    parser.on(limit, () => queue.fail(tooManyParts()));
  }
  const raw = request.raw;
  const onClose = () => {
    if (raw.complete) return;
    const error = badRequest('body', apiText('uploadAborted'));
    queue.fail(error);
    if (current?.kind === 'file') current.stream.destroy(error);
  };
  raw.on('close', onClose);
  raw.on('error', onClose);
  raw.pipe(parser);
  return {
    stop() {
      raw.unpipe(parser);
      raw.off('close', onClose);
      raw.off('error', onClose);
      queue.drain();
      // Late parser events after we stopped reading must not throw either.
      parser.removeAllListeners('file');
      parser.on('file', (_field, stream) => stream.on('error', () => {}).resume());
      raw.resume();
    },
  };
}

/** Reads the first bytes of a stream (or all of it, when shorter). */
async function readHead(it: AsyncIterator<Buffer>): Promise<{ head: Buffer; done: boolean }> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < SIGNATURE_BYTES) {
    const next = await it.next();
    if (next.done) return { head: Buffer.concat(chunks), done: true };
    chunks.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(chunks), done: false };
}

export async function receiveUploads<T>(
  request: FastifyRequest,
  options: ReceiveUploadsOptions<T>,
): Promise<T> {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw badRequest('body', apiText('expectedMultipart'));
  }
  const config = request.server.config;
  const storage = request.server.storage;
  const fieldNames = Object.keys(options.fields);
  const queue = new PartQueue();
  const parser = openParser(
    request,
    queue,
    Math.max(config.maxUploadBytes, config.maxVideoUploadBytes),
  );
  const stored: ReceivedFile[] = [];
  // Field names are the client's: `__proto__` or `toString` must not find Object.prototype's.
  const text: Record<string, string> = Object.create(null) as Record<string, string>;
  const ruleOf = <R>(rules: Readonly<Record<string, R>> | undefined, field: string) =>
    rules && Object.hasOwn(rules, field) ? rules[field] : undefined;
  let totalBytes = 0;

  const receiveFile = async (part: Extract<Part, { kind: 'file' }>) => {
    const rule = ruleOf(options.fields, part.field);
    if (!rule) {
      throw badRequest(
        part.field || 'file',
        apiText('unexpectedFileField', fieldNames.join(' or ')),
      );
    }
    if (stored.filter((f) => f.field === part.field).length >= (rule.max ?? 1)) {
      throw badRequest(
        part.field,
        rule.max && rule.max > 1 ? apiText('atMostFiles', rule.max) : apiText('sentTwice'),
      );
    }
    await options.beforeFile?.(part.field, stored);

    const it = part.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    let finished = false;
    try {
      const { head, done } = await readHead(it);
      finished = done;
      if (head.length === 0) throw badRequest(part.field, apiText('fileEmpty'));
      const type = detectFileType(head.subarray(0, SIGNATURE_BYTES));
      if (!type || !rule.accept.includes(type)) {
        throw badRequest(part.field, apiText('fileType', describeTypes(rule.accept)));
      }
      const limit = isVideo(type) ? config.maxVideoUploadBytes : config.maxUploadBytes;
      const quota = options.maxTotalBytes;
      const maxSide = config.maxImageDimension;
      const sizeReader = imageSizeReader(type);
      let size = 0;
      const count = (chunk: Buffer) => {
        const image = sizeReader?.push(chunk);
        if (image === UNREADABLE) throw badRequest(part.field, UNREADABLE_IMAGE());
        if (image && (image.width > maxSide || image.height > maxSide)) {
          throw badRequest(
            part.field,
            apiText('imageTooLarge', image.width, image.height, maxSide),
          );
        }
        // Issue 41: decoding costs by the pixel; the count is bounded as well as each side.
        if (image && image.width * image.height > config.maxImagePixels) {
          throw inputError(
            422,
            part.field,
            apiText(
              'imageTooManyPixels',
              image.width,
              image.height,
              megapixels(image.width * image.height),
              megapixels(config.maxImagePixels),
            ),
          );
        }
        size += chunk.length;
        if (size > limit) {
          throw inputError(413, part.field, apiText('fileLargerThan', formatBytes(limit)));
        }
        if (quota && totalBytes + size > quota.bytes) {
          throw inputError(413, part.field, quota.message);
        }
        return chunk;
      };
      async function* checked(): ByteSource {
        yield count(head);
        while (!finished) {
          const next = await it.next();
          if (next.done) finished = true;
          else yield count(next.value);
        }
        // A file that ends before its header states a size (a cut-off or bogus header).
        if (sizeReader && !sizeReader.found) throw badRequest(part.field, UNREADABLE_IMAGE());
      }
      const id = newId(options.store.idPrefix);
      const storageKey = `${options.store.folder}/${id}`;
      await storage.put(storageKey, checked(), type);
      // The parser reports a cut-off part with an 'error' event and then ends it normally.
      if (part.error) {
        await storage.delete(storageKey);
        throw badRequest(part.field, CUT_OFF());
      }
      totalBytes += size;
      stored.push({
        id,
        field: part.field,
        fileName: cleanFileName(part.fileName, part.field),
        contentType: type,
        size,
        storageKey,
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // The stream failed, not the storage: the body ended (or the client left) mid-file.
      if (part.error || part.stream.errored) throw badRequest(part.field, CUT_OFF());
      throw error;
    } finally {
      if (!finished) await it.return?.();
    }
    // busboy marks a file it cut at its own ceiling; never store such a file.
    if ((part.stream as { truncated?: boolean }).truncated) {
      throw inputError(413, part.field, apiText('fileTooLarge'));
    }
  };

  try {
    for (let part = await queue.next(); part; part = await queue.next()) {
      if (part.kind === 'file') {
        await receiveFile(part);
        continue;
      }
      const rule = ruleOf(options.textFields, part.field);
      if (!rule) {
        throw badRequest(
          part.field || 'body',
          fieldNames.includes(part.field) ? apiText('expectedFile') : apiText('unexpectedField'),
        );
      }
      if (part.truncated || part.value.length > rule.maxLength) {
        throw badRequest(part.field, apiText('textTooLong', rule.maxLength));
      }
      if (part.field in text) throw badRequest(part.field, apiText('sentTwice'));
      text[part.field] = part.value;
      await options.onText?.(part.field, part.value);
    }
    if (stored.length === 0 && options.requireFile !== false) {
      throw badRequest(fieldNames.join(', '), apiText('noFileUploaded'));
    }
    return await options.commit(stored, text);
  } catch (error) {
    await Promise.allSettled(stored.map((f) => storage.delete(f.storageKey)));
    throw error;
  } finally {
    // Whatever of the body is still unread is read and dropped, so the answer reaches the client.
    parser.stop();
  }
}
