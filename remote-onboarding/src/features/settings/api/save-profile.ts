// PUT /contacts — the profile form's save (spec §2 Settings, §4), a mutation like the other
// remotes' writes (issue 36). The kernel's profile store makes the change in the profile's query
// ['profile', uid] at once, keeps the server's contact, and on failure rolls back and refetches it.
import { useMutation } from '@tanstack/react-query';
import { useProfileStore } from '@leafbid/shared';
import type { ProfileFields } from '@leafbid/domain/schemas';

export function useSaveProfile() {
  return useMutation({
    mutationFn: (fields: ProfileFields) => useProfileStore.getState().updateProfile(fields),
  });
}
