// The UI kit's own texts (issue 19: ICU messages, en-CA here, fr-CA in ../locales/fr-CA.json):
// the accessible names and default labels its components carry when the app gives none.
import { defineMessages, msg } from '@leafbid/domain';

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
  /** Kernel 2.5.0: DownloadLink while the file comes, and when it could not. */
  downloading: 'Downloading…',
  downloadFailed: msg('The download failed: {reason}', (reason: string) => ({ reason })),
  /** The §8 fallback of a failed download whose answer says nothing. */
  downloadFallback: 'the file could not be fetched. Please try again.',
  /** Kernel 2.5.0: DialogLoadFailed, in the place of a dialog whose code could not be loaded. */
  dialogLoadFailed: 'This window could not be loaded. Check your connection and try again.',
  retry: 'Retry',
});

/** Spec §2 Dashboard: the support call-to-action ('Get in touch' opens the Support Request popup). */
export const GET_IN_TOUCH_MESSAGES = defineMessages('kernel.getInTouch', {
  label: 'Support',
  title: 'Need help?',
  text: 'Questions about a listing, a bid or your account? Our team is here to help.',
  button: 'Get in touch',
});
