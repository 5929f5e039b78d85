// Issue 19: the language follows the user. Before sign-in it is kept in the browser; after, on
// the contact (`Language`), so another device opens in it. A contact without one takes the
// browser's explicit choice.
import { isLocale, type Contact, type Locale } from '@leafbid/domain';
import { updateContact } from '../api/contacts';
import { useProfileStore } from '../stores/profile-store';
import { storedLocale, switchLocale, useLocaleStore } from './locale-store';

const contactLocale = (contact: Contact | null): Locale | null =>
  isLocale(contact?.Language) ? contact.Language : null;

async function saveOnContact(contact: Contact, locale: Locale): Promise<void> {
  try {
    const saved = await updateContact(contact.id, { Language: locale });
    if (useProfileStore.getState().profile?.id === saved.id)
      useProfileStore.getState().setProfile(saved);
  } catch (error) {
    // Kept in this browser still; the next choice (or sign-in) tries again.
    console.warn('Leafbid: the language could not be saved on the contact', error);
  }
}

/**
 * The user's choice (the user menu, the public pages' switch): every open app switches at once,
 * the browser keeps it, and a signed-in user's contact too.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  const switched = switchLocale(locale);
  const { profile } = useProfileStore.getState();
  const saving =
    profile && contactLocale(profile) !== locale ? saveOnContact(profile, locale) : null;
  await Promise.all([switched, saving]);
}

/**
 * Follows the signed-in contact's language: a profile that arrives with one switches to it; one
 * without takes the browser's explicit choice. Returns a function that stops following.
 */
export function followContactLocale(): () => void {
  const apply = (profile: Contact | null) => {
    if (!profile) return;
    const wanted = contactLocale(profile);
    if (wanted) {
      if (wanted !== useLocaleStore.getState().locale) void switchLocale(wanted);
      return;
    }
    const chosen = storedLocale();
    if (chosen) void saveOnContact(profile, chosen);
  };
  apply(useProfileStore.getState().profile);
  // Another contact signed in, or this one's language changed (on another device, say).
  return useProfileStore.subscribe(({ profile }, previous) => {
    if (
      profile &&
      (profile.id !== previous.profile?.id ||
        contactLocale(profile) !== contactLocale(previous.profile))
    )
      apply(profile);
  });
}
