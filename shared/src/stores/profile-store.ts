import { create } from 'zustand';
import { fetchContactByEmail, updateOwnProfile } from '../api/contacts';
import { bus } from '../bus/bus';
import {
  API_ERRORS,
  API_FALLBACK,
  PROFILE_TTL_MS,
  canAccessListing,
  type Contact,
} from '@leafbid/domain';
import { getCurrentUser } from '../identity/active-identity';
import type { ProfileFields } from '@leafbid/domain/schemas';
import { errorMessage } from './error-message';

export interface ProfileState {
  profile: Contact | null;
  loading: boolean;
  error: string | null;
  /** Date.now() of the last successful fetch; the profile is fresh for PROFILE_TTL_MS (spec §9). */
  fetchedAt: number | null;
  /** GET /contact-by-email for the signed-in email; served from memory while fresh unless forced. */
  fetchProfile(options?: { force?: boolean }): Promise<Contact | null>;
  /** Optimistic PUT /contacts: applied at once, rolled back and refetched on failure (spec §4). Rethrows. */
  updateProfile(fields: ProfileFields): Promise<Contact>;
  /** Replace the profile with a contact the server just returned (e.g. after confirm-account). */
  setProfile(profile: Contact): void;
  clearError(): void;
}

const initial = {
  profile: null,
  loading: false,
  error: null,
  fetchedAt: null,
} satisfies Partial<ProfileState>;

// Bumped by reset, so an answer that arrives after logout is dropped.
let generation = 0;
let inFlight: Promise<Contact | null> | null = null;

export const useProfileStore = create<ProfileState>()((set, get) => ({
  ...initial,

  fetchProfile: async ({ force = false } = {}) => {
    const { profile, fetchedAt } = get();
    if (!force && profile && fetchedAt !== null && Date.now() - fetchedAt < PROFILE_TTL_MS)
      return profile;
    if (inFlight) return inFlight;
    const email = getCurrentUser()?.email;
    if (!email) {
      set({ error: API_ERRORS.userNotAuthenticated, loading: false });
      return null;
    }
    const started = generation;
    set({ loading: true, error: null });
    inFlight = (async () => {
      try {
        const contact = await fetchContactByEmail(email);
        if (started !== generation) return null;
        set({ profile: contact, fetchedAt: Date.now(), loading: false });
        return contact;
      } catch (error) {
        if (started !== generation) return null;
        set({ loading: false, error: errorMessage(error, API_FALLBACK.fetchUserProfile) });
        return null;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  },

  updateProfile: async (fields) => {
    const previous = get().profile;
    const started = generation;
    if (previous) set({ profile: { ...previous, ...fields } });
    set({ error: null });
    try {
      const saved = await updateOwnProfile(fields);
      if (started === generation) {
        set({ profile: saved, fetchedAt: Date.now() });
        bus.emit('profile:updated', { profile: saved });
      }
      return saved;
    } catch (error) {
      const message = errorMessage(error, API_FALLBACK.updateProfile);
      if (started === generation) {
        set({ profile: previous, error: message });
        await get().fetchProfile({ force: true });
        // The refetch clears `error`; the failed save is what the user must see.
        if (started === generation) set({ error: message });
      }
      throw error;
    }
  },

  setProfile: (profile) => set({ profile, fetchedAt: Date.now(), error: null }),

  clearError: () => set({ error: null }),
}));

/** Spec §6: the My Listings link shows only when Contact_Type includes Seller or Admin. */
export const selectCanAccessListing = (state: ProfileState): boolean =>
  state.profile ? canAccessListing(state.profile.Contact_Type) : false;

export function resetProfileStore(): void {
  generation += 1;
  inFlight = null;
  useProfileStore.setState(initial);
}
