// The signed-in user's contact (spec §7 GET /contact-by-email). Issue 36, one data layer: the
// profile is server state like every other, so it lives in the page's one query cache under
// ['profile', uid] (TanStack Query fetches it, shares a request in flight, keeps it fresh for
// PROFILE_TTL_MS and forgets it on sign-out with the rest of the cache). This store is that
// query's synchronous view — the same names as before for the host's guard and start, the
// selectors and subscribers of the host and the remotes — and its calls go through the cache.
import { create } from 'zustand';
import type { Query, QueryKey } from '@tanstack/react-query';
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
import { queryClient } from '../query/query-client';
import { errorMessage } from './error-message';

export interface ProfileState {
  profile: Contact | null;
  loading: boolean;
  error: string | null;
  /** Date.now() of the last successful fetch; the profile is fresh for PROFILE_TTL_MS (spec §9). */
  fetchedAt: number | null;
  /** GET /contact-by-email for the signed-in email; served from the cache while fresh unless forced. */
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

/** The profile's query: ['profile', uid] in the page's query cache. */
const PROFILE_KEY = 'profile';
const profileKey = (uid: string) => [PROFILE_KEY, uid] as const;

/** The signed-in user's profile query key, or null when nobody (with an email) is signed in. */
function signedInKey(): { key: QueryKey; email: string } | null {
  const user = getCurrentUser();
  return user?.email ? { key: profileKey(user.uid), email: user.email } : null;
}

// Bumped by reset, so an answer that arrives after logout is dropped.
let generation = 0;

export const useProfileStore = create<ProfileState>()((set, get) => ({
  ...initial,

  fetchProfile: async ({ force = false } = {}) => {
    const { profile, fetchedAt } = get();
    // The store mirrors the query: while it holds a fresh profile there is nothing to ask.
    if (!force && profile && fetchedAt !== null && Date.now() - fetchedAt < PROFILE_TTL_MS)
      return profile;
    const signedIn = signedInKey();
    if (!signedIn) {
      set({ error: API_ERRORS.userNotAuthenticated, loading: false });
      return null;
    }
    const started = generation;
    try {
      // A request in flight is shared (forced or not). Without a profile in the store there is
      // none to serve: it is asked for.
      const contact = await queryClient.fetchQuery({
        queryKey: signedIn.key,
        queryFn: () => fetchContactByEmail(signedIn.email),
        staleTime: force || !profile ? 0 : PROFILE_TTL_MS,
        // The session's profile: kept until sign-out empties the cache.
        gcTime: Infinity,
      });
      if (started !== generation) return null;
      // An answer served from the cache makes no fetch for the mirror to follow.
      if (get().profile !== contact)
        set({
          profile: contact,
          fetchedAt: queryClient.getQueryState(signedIn.key)?.dataUpdatedAt ?? Date.now(),
        });
      return contact;
    } catch {
      // The error is in the store already (the cache's failed fetch, mirrored below).
      return null;
    } finally {
      if (started === generation && get().loading) set({ loading: false });
    }
  },

  updateProfile: async (fields) => {
    const previous = get().profile;
    const signedIn = signedInKey();
    const started = generation;
    const put = (contact: Contact | null) => {
      if (contact && signedIn) queryClient.setQueryData<Contact>(signedIn.key, contact);
      else set({ profile: contact });
    };
    if (previous) put({ ...previous, ...fields });
    set({ error: null });
    try {
      const saved = await updateOwnProfile(fields);
      if (started === generation) {
        put(saved);
        bus.emit('profile:updated', { profile: saved });
      }
      return saved;
    } catch (error) {
      const message = errorMessage(error, API_FALLBACK.updateProfile);
      if (started === generation) {
        put(previous);
        set({ error: message });
        await get().fetchProfile({ force: true });
        // The refetch clears `error`; the failed save is what the user must see.
        if (started === generation) set({ error: message });
      }
      throw error;
    }
  },

  setProfile: (profile) => {
    const signedIn = signedInKey();
    if (signedIn) queryClient.setQueryData<Contact>(signedIn.key, profile);
    set({ profile, fetchedAt: Date.now(), error: null });
  },

  clearError: () => set({ error: null }),
}));

/** The signed-in user's profile query, still in the cache (not one a sign-out dropped). */
function isCurrentProfile(query: Query): boolean {
  const signedIn = signedInKey();
  return (
    query.queryKey[0] === PROFILE_KEY &&
    signedIn !== null &&
    query.queryKey[1] === signedIn.key[1] &&
    queryClient.getQueryCache().get(query.queryHash) === query
  );
}

// The store follows the query: its fetch, its answer (fetched or written with setQueryData) and
// its failure.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || !isCurrentProfile(event.query)) return;
  const { action, query } = event;
  const state = query.state as Query<Contact>['state'];
  if (action.type === 'fetch') useProfileStore.setState({ loading: true, error: null });
  else if (action.type === 'success' && state.data)
    useProfileStore.setState({
      profile: state.data,
      fetchedAt: state.dataUpdatedAt,
      loading: state.fetchStatus === 'fetching',
      ...(action.manual ? {} : { error: null }),
    });
  else if (action.type === 'error')
    useProfileStore.setState({
      loading: false,
      error: errorMessage(action.error, API_FALLBACK.fetchUserProfile),
    });
});

/** Spec §6: the My Listings link shows only when Contact_Type includes Seller or Admin. */
export const selectCanAccessListing = (state: ProfileState): boolean =>
  state.profile ? canAccessListing(state.profile.Contact_Type) : false;

/** The store back to its first state; the caller empties the query cache (resetDataStores). */
export function resetProfileStore(): void {
  generation += 1;
  useProfileStore.setState(initial);
}
