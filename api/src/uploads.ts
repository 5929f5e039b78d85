import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './http-error.js';
import { cleanFileName, detectFileType, type AcceptedType } from './storage/file-type.js';

export interface UploadedFile {
  field: string;
  fileName: string;
  contentType: AcceptedType;
  bytes: Buffer;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Reads every part of a multipart body into memory before anything is stored, so a bad part
 * rejects the whole upload (no partial write). Types are decided by content, never by name.
 */
export async function readUploads(
  request: FastifyRequest,
  allowedFields: readonly string[],
  maxBytes: number,
  options: { repeatable?: readonly string[] } = {},
): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new HttpError(400, 'body: Expected multipart/form-data');
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (!allowedFields.includes(part.fieldname)) {
      throw badRequest(
        part.fieldname || 'file',
        `Unexpected field; expected ${allowedFields.join(' or ')}`,
      );
    }
    if (part.type !== 'file') throw badRequest(part.fieldname, 'Expected a file');
    const repeatable = options.repeatable?.includes(part.fieldname) ?? false;
    if (!repeatable && files.some((f) => f.field === part.fieldname)) {
      throw badRequest(part.fieldname, 'Sent more than once');
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, `${part.fieldname}: File is larger than ${megabytes(maxBytes)}`);
      }
      throw error;
    }
    if (bytes.length === 0) throw badRequest(part.fieldname, 'File is empty');
    const contentType = detectFileType(bytes);
    if (!contentType) throw badRequest(part.fieldname, 'File must be a PDF, JPEG or PNG');
    files.push({
      field: part.fieldname,
      fileName: cleanFileName(part.filename, part.fieldname),
      contentType,
      bytes,
    });
  }
  if (files.length === 0) throw badRequest(allowedFields.join(', '), 'No file uploaded');
  return files;
}
