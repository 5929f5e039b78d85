// Issue 18: POST /contacts/{id}/attachments with the documents chosen (one or both) — the same
// streamed upload and per-contact quotas as the confirmation's, open to a suspended account.
import { apiRequest, requireField } from '@leafbid/shared';
import { ACCOUNT_DOCUMENTS_MESSAGES } from '../../../messages';

export interface UploadedDocument {
  id: string;
  kind: string;
  file_name: string;
}

export interface NewDocuments {
  cannabisLicense?: File | undefined;
  craPermit?: File | undefined;
}

export async function uploadNewDocuments(
  contactId: string,
  files: NewDocuments,
): Promise<UploadedDocument[]> {
  const formData = new FormData();
  if (files.cannabisLicense) formData.append('cannabis_license', files.cannabisLicense);
  if (files.craPermit) formData.append('cra_permit', files.craPermit);
  const body = await apiRequest(`/contacts/${encodeURIComponent(contactId)}/attachments`, {
    method: 'POST',
    formData,
    fallback: ACCOUNT_DOCUMENTS_MESSAGES.uploadFailed,
  });
  return requireField(body, 'data');
}
