// Spec §7 GET /file/{fileId}: "the file id is read from several field spellings or from the
// fileId or id query parameter of a URL".
const ID_FIELDS = ['file_Id', 'fileId', 'file_id', 'FileId', 'id'] as const;
const URL_FIELDS = [
  'download_Url',
  'downloadUrl',
  'download_url',
  'preview_Url',
  'previewUrl',
  'preview_url',
  'url',
] as const;

function fromUrlText(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed, 'http://leafbid.invalid');
  } catch {
    return null;
  }
  const param = url.searchParams.get('fileId') ?? url.searchParams.get('id');
  if (param) return param;
  const match = /\/file\/([^/?#]+)/.exec(url.pathname);
  if (match?.[1]) return decodeURIComponent(match[1]);
  // A bare id: no path, no query.
  if (!/[/?#=]/.test(trimmed)) return trimmed;
  return null;
}

/** The file id of a product file object (`file_Id`, `fileId`, `id`, …) or of a file URL / bare id. */
export function fileIdOf(value: unknown): string | null {
  if (typeof value === 'string') return fromUrlText(value);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const field of ID_FIELDS) {
      const id = record[field];
      if (typeof id === 'string' && id.trim()) return id.trim();
      if (typeof id === 'number') return String(id);
    }
    for (const field of URL_FIELDS) {
      const url = record[field];
      if (typeof url === 'string') {
        const id = fromUrlText(url);
        if (id) return id;
      }
    }
  }
  return null;
}
