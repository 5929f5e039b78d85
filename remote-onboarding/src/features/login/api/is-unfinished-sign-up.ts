// Issue 7: a sign-up can stop half-way (identity created, contact not, or an existing contact
// never linked because the email was not verified). Signing in then leads back to /join.
import type { AuthUser } from '@leafbid/shared';
import { searchContactByEmail } from '../../../lib/search-contact-by-email';

export async function isUnfinishedSignUp(user: AuthUser): Promise<boolean> {
  if (!user.email) return false;
  try {
    const found = await searchContactByEmail(user.email);
    if (!found) return true;
    return !found.User_UID && !user.emailVerified;
  } catch {
    // The check is a convenience: when it cannot run, sign-in goes on and the guard decides.
    return false;
  }
}
