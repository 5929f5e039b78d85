// The guards' own texts (issue 17: each part owns its catalogue; issue 19: ICU messages).
import { defineMessages } from '@leafbid/domain';

/** Spec §2 Guards: the signed-in user's profile could not be loaded (GET /contact-by-email). */
export const PROFILE_UNAVAILABLE_MESSAGES = defineMessages('host.profileUnavailable', {
  title: 'Your profile could not be loaded',
  retry: 'Retry',
});
