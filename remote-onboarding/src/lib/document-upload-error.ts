// Issue 18: what a failed licence-document upload says — the API's own reason with the document
// named in words, or the page's fallback when the server never answered.
import { isApiError } from '@leafbid/shared';
import { DOCUMENT_LABELS, DOCUMENT_UPLOAD_MESSAGES } from '../messages';

const LABELS: Readonly<Record<string, string>> = DOCUMENT_LABELS;

export function documentUploadError(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.status === 0 || !error.message) return fallback;
  const label = error.field && Object.hasOwn(LABELS, error.field) ? LABELS[error.field] : null;
  return label ? DOCUMENT_UPLOAD_MESSAGES.problem(label, error.reason) : error.message;
}
