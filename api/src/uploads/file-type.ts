/**
 * The upload types the API accepts, recognised by their first bytes (magic numbers), never by
 * the file name or the client's Content-Type.
 */
export type AcceptedType =
  | 'application/pdf'
  | 'image/png'
  | 'image/jpeg'
  | 'video/mp4'
  | 'video/quicktime'
  | 'video/webm';

export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const satisfies readonly AcceptedType[];
export const DOCUMENT_TYPES = [
  'application/pdf',
  ...IMAGE_TYPES,
] as const satisfies readonly AcceptedType[];
export const VIDEO_TYPES = [
  'video/mp4',
  'video/quicktime',
  'video/webm',
] as const satisfies readonly AcceptedType[];

/** Spec §5: "Photo inputs accept images and videos." */
export const PHOTO_TYPES = [
  ...IMAGE_TYPES,
  ...VIDEO_TYPES,
] as const satisfies readonly AcceptedType[];

export const isVideo = (type: AcceptedType) => type.startsWith('video/');

/** How many leading bytes detectFileType looks at (an EBML header names its doc type early). */
export const SIGNATURE_BYTES = 64;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = Buffer.from('%PDF-', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** ISO base media `ftyp` major brands of MP4 video; `qt  ` is QuickTime (.mov). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VP',
  'dash',
  'mmp4',
  'f4v ',
  'MSNV',
]);

const startsWith = (bytes: Buffer, magic: Buffer) => bytes.subarray(0, magic.length).equals(magic);

export function detectFileType(head: Buffer): AcceptedType | null {
  if (startsWith(head, PDF)) return 'application/pdf';
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  // MP4 / QuickTime: a box of [size:4]['ftyp'][major brand:4] at offset 0.
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const brand = head.toString('latin1', 8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    if (MP4_BRANDS.has(brand)) return 'video/mp4';
    return null;
  }
  // WebM: an EBML header whose DocType element (0x42 0x82, then a size byte) says "webm".
  if (startsWith(head, EBML)) {
    const docType = head.indexOf(Buffer.from([0x42, 0x82]), 4);
    if (docType >= 0 && head.toString('latin1', docType + 3, docType + 7) === 'webm') {
      return 'video/webm';
    }
    return null;
  }
  return null;
}

const TYPE_NAMES: Record<AcceptedType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'video/mp4': 'MP4',
  'video/quicktime': 'MOV',
  'video/webm': 'WebM',
};

const list = (names: string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * "File must be …" for a field: 'a PDF, JPEG or PNG', 'a JPEG or PNG image',
 * 'a JPEG or PNG image, or an MP4, MOV or WebM video'.
 */
export function describeTypes(types: readonly AcceptedType[]): string {
  const images = types.filter((t) => t.startsWith('image/')).map((t) => TYPE_NAMES[t]);
  const videos = types.filter(isVideo).map((t) => TYPE_NAMES[t]);
  const others = types.filter((t) => t === 'application/pdf').map((t) => TYPE_NAMES[t]);
  if (others.length) return `a ${list([...others, ...images, ...videos])}`;
  const parts = [];
  if (images.length) parts.push(`a ${list(images)} image`);
  if (videos.length)
    parts.push(`${/^[AEFHILMNORSX]/.test(videos[0]!) ? 'an' : 'a'} ${list(videos)} video`);
  return parts.join(', or ');
}

/** A display name only (never a path): last path segment, safe characters, bounded length. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\w.\- ]+/g, '_')
    .slice(0, 120)
    .trim();
  return cleaned || fallback;
}
