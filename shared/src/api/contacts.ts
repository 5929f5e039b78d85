// Contact calls of docs/api.md (spec §7).
import {
  API_FALLBACK,
  CONFIRM_ACCOUNT_MESSAGES,
  JOIN_MESSAGES,
  createContactFailed,
  contactIdMissing,
  type Contact,
} from '@leafbid/domain';
import type { AcceptedAgreementBody, NewContact, ProfileFields } from '@leafbid/domain/schemas';
import { ApiError } from './api-error';
import { apiRequest, requireField } from './api-request';

const enc = encodeURIComponent;

/** GET /contact-by-email → the signed-in user's contact (`data`). */
export async function fetchContactByEmail(email: string): Promise<Contact> {
  const body = await apiRequest('/contact-by-email', {
    query: { email },
    fallback: API_FALLBACK.fetchUserData,
  });
  return requireField<Contact>(body, 'data');
}

/** What sign-up learns about an existing contact: its id and whether an identity is linked. */
export interface ContactSearchResult {
  id: string;
  User_UID: string | null;
}

/** GET /contact-search-by-email → {id, User_UID} or null (sign-up: is this email already linked?). */
export async function searchContactByEmail(email: string): Promise<ContactSearchResult | null> {
  const body = await apiRequest('/contact-search-by-email', {
    query: { email },
    fallback: JOIN_MESSAGES.searchContactFailed,
  });
  return requireField<ContactSearchResult | null>(body, 'data', { allowNull: true });
}

/** PUT /contacts → saves the caller's own profile, answers the saved contact. */
export async function updateOwnProfile(fields: ProfileFields): Promise<Contact> {
  const body = await apiRequest('/contacts', {
    method: 'PUT',
    body: { data: [fields] },
    fallback: API_FALLBACK.updateProfile,
  });
  return requireField<Contact>(body, 'data');
}

/** PUT /contacts/{id} with the changed fields. */
export async function updateContact(id: string, fields: Partial<ProfileFields>): Promise<Contact> {
  const body = await apiRequest(`/contacts/${enc(id)}`, {
    method: 'PUT',
    body: { data: [fields] },
    fallback: API_FALLBACK.updateProfile,
  });
  return requireField<Contact>(body, 'data');
}

/**
 * PUT /contacts/{id}/uid → links the identity account to an existing contact (sign-up), with the
 * agreements accepted while joining. The API requires a verified email for it.
 */
export async function linkContactUid(
  id: string,
  uid: string,
  agreements?: AcceptedAgreementBody[],
): Promise<Contact> {
  const body = await apiRequest(`/contacts/${enc(id)}/uid`, {
    method: 'PUT',
    body: agreements ? { uid, Agreements: agreements } : { uid },
    fallback: JOIN_MESSAGES.updateUidFailed,
  });
  return requireField<Contact>(body, 'data');
}

/** POST /contacts/{id}/notes → adds a note (sign-up: 'Account Type: …'). */
export async function addContactNote(
  id: string,
  noteContent: string,
): Promise<{ id: string; note_content: string; Created_Time: string }> {
  const body = await apiRequest(`/contacts/${enc(id)}/notes`, {
    method: 'POST',
    body: { note_content: noteContent },
    fallback: JOIN_MESSAGES.addNoteFailed,
  });
  return requireField(body, 'data');
}

/** POST /contacts/create → the new contact's id (read at data[0].details.id). */
export async function createContact(fields: NewContact): Promise<string> {
  const body = await apiRequest('/contacts/create', {
    method: 'POST',
    body: { data: [fields] },
    fallback: createContactFailed('CRM'),
  });
  const data = requireField<unknown>(body, 'data');
  const id = Array.isArray(data)
    ? (data[0] as { details?: { id?: unknown } } | undefined)?.details?.id
    : undefined;
  if (typeof id !== 'string' || !id) throw new ApiError(200, contactIdMissing('CRM'));
  return id;
}

/** POST /contacts/{id}/attachments: the two licence documents (multipart). */
export async function uploadContactDocuments(
  id: string,
  files: { cannabisLicense: Blob; craPermit: Blob },
): Promise<Array<{ id: string; kind: string; file_name: string }>> {
  const formData = new FormData();
  formData.append('cannabis_license', files.cannabisLicense);
  formData.append('cra_permit', files.craPermit);
  const body = await apiRequest(`/contacts/${enc(id)}/attachments`, {
    method: 'POST',
    formData,
    fallback: CONFIRM_ACCOUNT_MESSAGES.uploadFailed,
  });
  return requireField(body, 'data');
}

/** PUT /contacts/{id}/confirm-account → the confirmed contact (refetch the profile after). */
export async function confirmAccount(id: string): Promise<Contact> {
  const body = await apiRequest(`/contacts/${enc(id)}/confirm-account`, {
    method: 'PUT',
    fallback: CONFIRM_ACCOUNT_MESSAGES.confirmFailed,
  });
  return requireField<Contact>(body, 'data');
}
