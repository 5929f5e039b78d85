// GET /contact-search-by-email (docs/api.md): is this email already a contact, and is an identity
// linked to it? Sign-in (an unfinished sign-up) and Join both ask.
import { apiRequest, requireField } from '@leafbid/shared';
import { ONBOARDING_ERROR_MESSAGES } from '../messages';

/** What sign-up learns about an existing contact: its id and whether an identity is linked. */
export interface ContactSearchResult {
  id: string;
  User_UID: string | null;
}

/** {id, User_UID} of the contact with this email, or null. */
export async function searchContactByEmail(email: string): Promise<ContactSearchResult | null> {
  const body = await apiRequest('/contact-search-by-email', {
    query: { email },
    fallback: ONBOARDING_ERROR_MESSAGES.searchContactFailed,
  });
  return requireField<ContactSearchResult | null>(body, 'data', { allowNull: true });
}
