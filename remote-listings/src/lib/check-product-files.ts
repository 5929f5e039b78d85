// Issue 18: a file the API would refuse for its type or size is refused before it is sent, with
// what to do instead. The API checks again by content (magic bytes) and holds the quotas.
import { numberFormat } from '@leafbid/domain';
import { PRODUCT_FILES_MESSAGES as M } from '../messages';

const MB = 1024 * 1024;
/** The API's defaults (MAX_UPLOAD_BYTES, MAX_VIDEO_UPLOAD_BYTES). */
export const MAX_FILE_BYTES = 10 * MB;
export const MAX_VIDEO_BYTES = 100 * MB;

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];
const DOCUMENT_TYPES = ['application/pdf', ...IMAGE_TYPES];

/** What a file picker offers (spec §5: photos are images or videos; certificates PDF, JPG, PNG). */
export const PHOTO_ACCEPT = [...IMAGE_TYPES, ...VIDEO_TYPES].join(',');
export const CERTIFICATE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The browser's type, or the extension's when the browser gives none. */
function typeOf(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? '';
}

/** '10 MB' (fr-CA '10 Mo'), in the active locale's digits. */
const sizeLimit = (bytes: number) =>
  M.megabytes(numberFormat({ maximumFractionDigits: 1, useGrouping: false }).format(bytes / MB));

export type ProductFileKind = 'cover' | 'photo' | 'certificate';

const ACCEPTED: Record<ProductFileKind, readonly string[]> = {
  cover: IMAGE_TYPES,
  photo: [...IMAGE_TYPES, ...VIDEO_TYPES],
  certificate: DOCUMENT_TYPES,
};

/**
 * What to say when `file` is not a type the API takes as this kind of file, or null. With
 * `convertsImages` (Add Products re-encodes any image it can decode as a JPEG, spec §5), any image
 * may be a cover or a photo.
 */
export function wrongProductFileType(
  file: File,
  kind: ProductFileKind,
  { convertsImages = false } = {},
): string | null {
  const type = typeOf(file);
  if (ACCEPTED[kind].includes(type)) return null;
  if (convertsImages && kind !== 'certificate' && type.startsWith('image/')) return null;
  if (kind === 'cover') return M.wrongCoverType(file.name);
  return kind === 'photo' ? M.wrongPhotoType(file.name) : M.wrongCertificateType(file.name);
}

/** The first problem with `file` as a photo or a certificate, or null when it may be sent. */
export function checkProductFile(file: File, kind: ProductFileKind): string | null {
  const wrongType = wrongProductFileType(file, kind);
  if (wrongType) return wrongType;
  const limit = VIDEO_TYPES.includes(typeOf(file)) ? MAX_VIDEO_BYTES : MAX_FILE_BYTES;
  if (file.size > limit) return M.tooLarge(file.name, sizeLimit(limit));
  return null;
}
