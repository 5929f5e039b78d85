// Issue 18: what a failed licence-document upload says — the API's own reason with the document
// named in words, or the page's fallback when the server never answered.
import { isApiError } from '@leafbid/shared';
import { DOCUMENT_LABELS, DOCUMENT_UPLOAD_MESSAGES, LICENCE_DETAILS_MESSAGES } from '../messages';

const LABELS: Readonly<Record<string, string>> = DOCUMENT_LABELS;

/** Issue 20: the licence's details sent beside its file, named as their fields are. */
function labelOf(field: string): string | null {
  if (Object.hasOwn(LABELS, field)) return LABELS[field] ?? null;
  if (field === 'licence_number') return LICENCE_DETAILS_MESSAGES.number;
  if (field === 'licence_expires_on') return LICENCE_DETAILS_MESSAGES.expiry;
  return null;
}

export function documentUploadError(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.status === 0 || !error.message) return fallback;
  const label = error.field ? labelOf(error.field) : null;
  return label ? DOCUMENT_UPLOAD_MESSAGES.problem(label, error.reason) : error.message;
}
