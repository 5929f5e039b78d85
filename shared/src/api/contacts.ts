// The profile's contact calls of docs/api.md (spec §7), the kernel's profile store's: the sign-up
// and confirm-account calls are the onboarding remote's (issue 17).
import { API_FALLBACK, type Contact } from '@leafbid/domain';
import type { ProfileFields } from '@leafbid/domain/schemas';
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
