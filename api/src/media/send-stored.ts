import type { ProductFileRow } from '../db/schema.js';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { StoredStream } from '../storage/storage-port.js';
import { z } from 'zod';
import { apiText } from '../error-text.js';
import { notFound } from '../http-error.js';

/**
 * Media URLs carry no credential (issue 18: the authenticateImage hook reads the media cookie or a
 * bearer header, never `?access_token=`); query keys (a cache buster) are ignored.
 */
export const imageQuery = z.object({}).loose();

/** A file may sit in the browser's cache (only its own) for an hour. */
const MEDIA_CACHE_CONTROL = 'private, max-age=3600';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/**
 * The download name of a product file for someone who is not its owner or an Admin: generic
 * (`photo-2.jpg`, `cover.png`), because an uploaded file name can identify the seller.
 */
export function genericFileName(file: {
  kind: ProductFileRow['kind'];
  position: number;
  contentType: string;
}): string {
  const ext = EXTENSIONS[file.contentType] ?? 'bin';
  // Issue 41: a file awaiting review goes by its live kind's name.
  if (file.kind.startsWith('pending_'))
    return genericFileName({ ...file, kind: file.kind.slice('pending_'.length) as 'photo' });
  if (file.kind === 'photo') return `photo-${file.position + 1}.${ext}`;
  if (file.kind === 'record_image') return `record-image.${ext}`;
  return `${file.kind}.${ext}`;
}

/** The headers of every file the API sends: its type, an hour's private caching, no sniffing. */
function mediaHeaders(reply: FastifyReply, contentType: string, disposition: string) {
  return reply
    .header('content-type', contentType)
    .header('cache-control', MEDIA_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', disposition);
}

/** A resized cover (issue 22): WebP, cached by the browser as the stored image is. */
export function sendVariant(reply: FastifyReply, webp: Buffer): FastifyReply {
  return mediaHeaders(reply, 'image/webp', 'inline; filename="cover.webp"').send(webp);
}

/**
 * Stored bytes with their content type, streamed (a video is never held whole in memory); images
 * may sit in the browser cache for an hour.
 */
export async function sendStored(
  reply: FastifyReply,
  stored: StoredStream | null,
  contentType: string,
  fileName: string,
): Promise<FastifyReply> {
  if (!stored) throw notFound(apiText('fileNotFound'));
  const disposition = /^(image|video)\//.test(contentType) ? 'inline' : 'attachment';
  const body = stored.stream instanceof Readable ? stored.stream : Readable.from(stored.stream);
  return mediaHeaders(
    reply,
    contentType,
    `${disposition}; filename="${fileName.replace(/"/g, '')}"`,
  )
    .header('content-length', String(stored.size))
    .send(body);
}
