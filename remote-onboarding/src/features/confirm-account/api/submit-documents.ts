// Spec §4 Account confirmation: upload the licence documents, then the confirm call, then refetch.
// Issue 36: a mutation like the other remotes' writes; its success refetches the profile's query.
import { useMutation } from '@tanstack/react-query';
import { useProfileStore } from '@leafbid/shared';
import { confirmAccount, uploadContactDocuments } from './account-documents';
import type { Contact } from '@leafbid/domain';
import { CONFIRM_ACCOUNT_PAGE_MESSAGES } from '../../../messages';
import { documentUploadError } from '../../../lib/document-upload-error';
import type { LicenceDetails } from '../../../lib/licence-details';

/** A failed step, carrying the text the page shows (§8 Confirm account). */
export class SubmitDocumentsError extends Error {
  override readonly name = 'SubmitDocumentsError';
}

/**
 * POST /contacts/{id}/attachments (cannabis_license + its licence_number and licence_expires_on +
 * cra_permit), then PUT
 * /contacts/{id}/confirm-account. Resolves with the confirmed contact; throws SubmitDocumentsError.
 */
export async function submitDocuments(
  contactId: string,
  files: { cannabisLicense: File; craPermit: File } & LicenceDetails,
): Promise<Contact> {
  try {
    await uploadContactDocuments(contactId, files);
  } catch (error) {
    throw new SubmitDocumentsError(
      documentUploadError(error, CONFIRM_ACCOUNT_PAGE_MESSAGES.uploadFailed),
    );
  }
  try {
    return await confirmAccount(contactId);
  } catch (error) {
    throw new SubmitDocumentsError(
      documentUploadError(error, CONFIRM_ACCOUNT_PAGE_MESSAGES.confirmFailed),
    );
  }
}

/**
 * Sends the documents and confirms the account (submitDocuments); then the profile is refetched
 * (spec §4: the guard reads it), or, when that fails, the confirmed contact takes its place.
 * Rejects with SubmitDocumentsError.
 */
export function useSubmitDocuments() {
  return useMutation({
    mutationFn: ({
      contactId,
      files,
    }: {
      contactId: string;
      files: Parameters<typeof submitDocuments>[1];
    }) => submitDocuments(contactId, files),
    onSuccess: async (confirmed) => {
      const { fetchProfile, setProfile } = useProfileStore.getState();
      const refreshed = await fetchProfile({ force: true });
      if (!refreshed) setProfile(confirmed);
    },
  });
}
