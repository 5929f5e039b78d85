import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http-error.js';
import { str } from '../schemas/common.js';

/** `?access_token=` is read by the authenticateImage hook; other query keys are ignored. */
export const imageQuery = z.object({ access_token: str().optional() }).loose();

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/**
 * The download name of a product file for someone who is not its owner or an Admin: generic
 * (`photo-2.jpg`, `cover.png`), because an uploaded file name can identify the seller.
 */
export function genericFileName(file: {
  kind: 'cover' | 'photo' | 'certificate';
  position: number;
  contentType: string;
}): string {
  const ext = EXTENSIONS[file.contentType] ?? 'bin';
  if (file.kind === 'photo') return `photo-${file.position + 1}.${ext}`;
  return `${file.kind}.${ext}`;
}

/** Stored bytes with their content type; images may sit in the browser cache for an hour. */
export async function sendStored(
  reply: FastifyReply,
  bytes: Buffer | null,
  contentType: string,
  fileName: string,
): Promise<FastifyReply> {
  if (!bytes) throw notFound('File not found');
  const disposition = contentType.startsWith('image/') ? 'inline' : 'attachment';
  return reply
    .header('content-type', contentType)
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${disposition}; filename="${fileName.replace(/"/g, '')}"`)
    .send(bytes);
}
