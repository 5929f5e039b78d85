// The contact calls of the Join flow (docs/api.md, spec §4 and §7), each with its §8 fallback.
import { type Contact } from '@leafbid/domain';
import type { AcceptedAgreementBody, NewContact } from '@leafbid/domain/schemas';
import { ApiError, apiRequest, requireField } from '@leafbid/shared';
import {
  contactIdMissing,
  createContactFailed,
  ONBOARDING_ERROR_MESSAGES,
} from '../../../messages';

const enc = encodeURIComponent;

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

/**
 * PUT /contacts/{id}/uid → links the identity account to an existing contact, with the agreements
 * accepted while joining. The API requires a verified email for it.
 */
export async function linkContactUid(
  id: string,
  uid: string,
  agreements?: AcceptedAgreementBody[],
): Promise<Contact> {
  const body = await apiRequest(`/contacts/${enc(id)}/uid`, {
    method: 'PUT',
    body: agreements ? { uid, Agreements: agreements } : { uid },
    fallback: ONBOARDING_ERROR_MESSAGES.updateUidFailed,
  });
  return requireField<Contact>(body, 'data');
}

/** POST /contacts/{id}/notes → adds a note ('Account Type: …'). */
export async function addContactNote(
  id: string,
  noteContent: string,
): Promise<{ id: string; note_content: string; Created_Time: string }> {
  const body = await apiRequest(`/contacts/${enc(id)}/notes`, {
    method: 'POST',
    body: { note_content: noteContent },
    fallback: ONBOARDING_ERROR_MESSAGES.addNoteFailed,
  });
  return requireField(body, 'data');
}
