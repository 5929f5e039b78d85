import { useProfileStore } from '@leafbid/shared';
import { fullName } from '@leafbid/domain';
import { USER_MENU_MESSAGES } from '../../../messages';

/**
 * The name the header shows: the profile's full name, or spec §2's fallback 'Current User' for a
 * profile without one; null while the profile is still on its way (issue 35: the fallback had
 * shown for a second after every sign-in).
 */
export function useHeaderName(): string | null {
  const profile = useProfileStore((state) => state.profile);
  return profile ? fullName(profile) : null;
}

/** The account button's accessible name, starting with the name it shows (WCAG 2.5.3). */
export function accountMenuLabel(name: string | null): string {
  return name === null
    ? USER_MENU_MESSAGES.accountMenuLoading
    : USER_MENU_MESSAGES.accountMenu(name);
}
