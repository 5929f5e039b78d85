// The confirm-account calls (docs/api.md, spec §4 Account confirmation), each with its §8 fallback.
import type { Contact } from '@leafbid/domain';
import { apiRequest, requireField } from '@leafbid/shared';
import { CONFIRM_ACCOUNT_PAGE_MESSAGES } from '../../../messages';
import { appendLicenceDetails, type LicenceDetails } from '../../../lib/licence-details';

const enc = encodeURIComponent;

/**
 * POST /contacts/{id}/attachments: the two licence documents (multipart), with the cannabis
 * licence's licence_number and licence_expires_on (issue 20).
 */
export async function uploadContactDocuments(
  id: string,
  files: { cannabisLicense: Blob; craPermit: Blob } & LicenceDetails,
): Promise<Array<{ id: string; kind: string; file_name: string }>> {
  const formData = new FormData();
  formData.append('cannabis_license', files.cannabisLicense);
  appendLicenceDetails(formData, files);
  formData.append('cra_permit', files.craPermit);
  const body = await apiRequest(`/contacts/${enc(id)}/attachments`, {
    method: 'POST',
    formData,
    fallback: CONFIRM_ACCOUNT_PAGE_MESSAGES.uploadFailed,
  });
  return requireField(body, 'data');
}

/** PUT /contacts/{id}/confirm-account → the confirmed contact (refetch the profile after). */
export async function confirmAccount(id: string): Promise<Contact> {
  const body = await apiRequest(`/contacts/${enc(id)}/confirm-account`, {
    method: 'PUT',
    fallback: CONFIRM_ACCOUNT_PAGE_MESSAGES.confirmFailed,
  });
  return requireField<Contact>(body, 'data');
}
