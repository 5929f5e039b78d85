// Issue 18: POST /contacts/{id}/attachments with the documents chosen (one or both) — the same
// streamed upload and per-contact quotas as the confirmation's, open to a suspended account.
// Issue 36: a mutation like the other remotes' writes.
import { useMutation } from '@tanstack/react-query';
import { apiRequest, requireField, useProfileStore } from '@leafbid/shared';
import { ACCOUNT_DOCUMENTS_MESSAGES } from '../../../messages';
import { appendLicenceDetails, type LicenceDetails } from '../../../lib/licence-details';

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
  /** Issue 20: the licence's number and expiry date, sent with a cannabis_license file. */
  licence: LicenceDetails | null = null,
): Promise<UploadedDocument[]> {
  const formData = new FormData();
  if (files.cannabisLicense) formData.append('cannabis_license', files.cannabisLicense);
  if (files.cannabisLicense && licence) appendLicenceDetails(formData, licence);
  if (files.craPermit) formData.append('cra_permit', files.craPermit);
  const body = await apiRequest(`/contacts/${encodeURIComponent(contactId)}/attachments`, {
    method: 'POST',
    formData,
    fallback: ACCOUNT_DOCUMENTS_MESSAGES.uploadFailed,
  });
  return requireField(body, 'data');
}

export interface DocumentsUpload {
  contactId: string;
  files: NewDocuments;
  licence: LicenceDetails | null;
}

/**
 * Uploads the chosen documents (uploadNewDocuments). With a new licence the contact carries its
 * number and expiry: the profile's query is refetched.
 */
export function useUploadNewDocuments() {
  return useMutation({
    mutationFn: ({ contactId, files, licence }: DocumentsUpload) =>
      uploadNewDocuments(contactId, files, licence),
    onSuccess: (_documents, { licence }) => {
      if (licence) void useProfileStore.getState().fetchProfile({ force: true });
    },
  });
}
