// The UI kit's own texts (issue 19: ICU messages, en-CA here, fr-CA in ../locales/fr-CA.json):
// the accessible names and default labels its components carry when the app gives none.
import { defineMessages } from '@leafbid/domain';

export const UI_MESSAGES = defineMessages('kernel.ui', {
  /** Modal's × button (spec §2 popups). */
  close: 'Close',
  /** ErrorMessage's × button. */
  dismiss: 'Dismiss',
  /** Spinner's default accessible name. */
  loading: 'Loading',
  /** ConfirmModal's default buttons. */
  cancel: 'Cancel',
  proceed: 'Proceed',
});

/** Spec §2 Dashboard: the support call-to-action ('Get in touch' opens the Support Request popup). */
export const GET_IN_TOUCH_MESSAGES = defineMessages('kernel.getInTouch', {
  label: 'Support',
  title: 'Need help?',
  text: 'Questions about a listing, a bid or your account? Our team is here to help.',
  button: 'Get in touch',
});
