// The onboarding remote's texts (issue 17: each remote owns its catalogue; issue 19: ICU messages,
// en-CA here verbatim from the spec, fr-CA in locales/fr-CA.json): its pages' titles, Login, Reset,
// Settings, Confirm account, and the Join and Settings calls' fallbacks. Those the API or the
// domain's schemas also use (ONBOARDING_MESSAGES' labels and sign-in checks, JOIN_MESSAGES,
// SETTINGS_MESSAGES.namesRequired, CONFIRM_ACCOUNT_MESSAGES.bothRequired) stay in @leafbid/domain.
import { defineMessages, msg, type JoinRole, type NotificationKind } from '@leafbid/domain';

/** Spec §2 "Screens and routes": the '{Title}' of each of this remote's '{Title} - Leafbid'. */
export const ONBOARDING_PAGE_TITLES = defineMessages('onboarding.pages', {
  settings: 'Settings',
  login: 'Login',
  join: 'Join',
  reset: 'Reset Password',
  confirmAccount: 'Account Confirmation',
  accountDocuments: 'Licence documents',
});

/** §5 Reset and §8 Reset. */
export const RESET_MESSAGES = defineMessages('onboarding.reset', {
  invalidLink: 'Invalid password reset link.',
  success: 'Password has been reset. Redirecting to login...',
  newPassword: 'New Password',
  resetting: 'Resetting...',
  enterNewPassword: 'Please enter a new password.',
});

/**
 * §2 Confirm account, §5 and §8 Confirm account. The rule the API answers too ('Please upload both
 * required documents') is @leafbid/domain's CONFIRM_ACCOUNT_MESSAGES.
 */
export const CONFIRM_ACCOUNT_PAGE_MESSAGES = defineMessages('onboarding.confirmAccount', {
  title: 'Account Confirmation',
  intro: 'To confirm your account, please upload your Canada Cannabis License and CRA Permit.',
  submit: 'Submit Documents',
  uploading: 'Uploading documents...',
  uploadFailed: 'Failed to upload documents',
  confirmFailed: 'Failed to confirm account',
  contactIdNotFound: 'User contact ID not found',
});

/**
 * The licence documents by the API's multipart field names (issue 18: an upload error names the
 * document, 'CRA Permit: File must be a PDF, JPEG or PNG', never 'cra_permit: …').
 */
export const DOCUMENT_LABELS = defineMessages('onboarding.documentLabels', {
  cannabis_license: 'Canada Cannabis License',
  cra_permit: 'CRA Permit',
});

/** §8 Settings and Join: the calls' own failures (without the server's text). */
export const ONBOARDING_ERROR_MESSAGES = defineMessages('onboarding.errors', {
  /** §8 Settings: a failed save without the server's own text. */
  serverError: msg('Server error: {status} {statusText}', (status: number, statusText: string) => ({
    status,
    statusText,
  })),
  /** §8 Join: the CRM contact calls. */
  createContactFailed: msg('Failed to create {crm} contact.', (crm: string) => ({ crm })),
  contactIdMissing: msg('Failed to get contact ID from {crm} response', (crm: string) => ({ crm })),
  searchContactFailed: 'Failed to search contact',
  updateUidFailed: 'Failed to update contact UID',
  addNoteFailed: 'Failed to add note',
});

// The call sites' names (each reads the active locale when called).
export const serverError = ONBOARDING_ERROR_MESSAGES.serverError;
export const createContactFailed = ONBOARDING_ERROR_MESSAGES.createContactFailed;
export const contactIdMissing = ONBOARDING_ERROR_MESSAGES.contactIdMissing;

/**
 * Issue 18: an upload the API refused names the document in words — 'CRA Permit: File must be a
 * PDF, JPEG or PNG' (fr-CA puts a no-break space before the colon).
 */
export const DOCUMENT_UPLOAD_MESSAGES = defineMessages('onboarding.documentUpload', {
  problem: msg('{document}: {reason}', (document: string, reason: string) => ({
    document,
    reason,
  })),
});

/**
 * Issue 18, Join: each field's rule, shown under the field from the start (the checks are the
 * domain's JOIN_FIELD_MESSAGES), the province list's prompt and the agreement text's name.
 */
export const JOIN_FIELD_HINTS = defineMessages('onboarding.joinHints', {
  password: 'At least 6 characters.',
  phone: 'A 10-digit Canadian number with its area code, e.g. 416-555-0123.',
  postalCode: 'In the form A1A 1A1, e.g. K1A 0B1.',
  provincePrompt: 'Choose a province or territory',
});

/** §2 Join: the steps, the agreement modals and the verify-email wait (the labels are the domain's). */
export const JOIN_PAGE_MESSAGES = defineMessages('onboarding.join', {
  /** The agreement modal's scrolling text, a named region reachable by keyboard. */
  agreementTextLabel: msg('Full text of the {title}', (title: string) => ({ title })),
  /** The progress bar's value: 'Step 1 of 6: Account'. */
  progressValue: msg(
    'Step {step} of {total}: {name}',
    (step: number, total: number, name: string) => ({
      step,
      total,
      name,
    }),
  ),
  fillRequired: 'Please fill in all required fields',
  joinHeading: 'Join Leafbid',
  stepOf: msg('Step {step} of {total}', (step: number, total: number) => ({ step, total })),
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit',
  submitting: 'Creating your account...',
  agreementsIntro: 'Read and accept the agreement for your role:',
  readAgreement: msg('Read the {title}', (title: string) => ({ title })),
  accepted: 'Accepted',
  notAccepted: 'Not accepted yet',
  version: msg('Version {version}', (version: string) => ({ version })),
  cancel: 'Cancel',
  agree: 'I Agree',
  alreadyHaveAccount: 'Already have an account?',
  verifyHeading: 'Check your inbox',
  verifyText: msg(
    'This email already belongs to a company on Leafbid. To link your new sign-in to it, we sent a verification link to {email}. Open it, then come back and press Continue.',
    (email: string) => ({ email }),
  ),
  verifyContinue: 'Continue',
  verifyResend: 'Resend email',
  verifyResent: 'Verification email sent again.',
  verifyStillPending: 'Your email is not verified yet. Please open the link in the email we sent.',
  unfinishedSignUp:
    'Your sign-up was not finished. Please join again with the same email and password to complete it.',
});

export const agreementTextLabel = JOIN_PAGE_MESSAGES.agreementTextLabel;

/** §5 Join step 5: the hint under each role (ids by role: buyer, seller, both). */
export const ROLE_HINT_MESSAGES = defineMessages('onboarding.roleHints', {
  buyer: 'View listings and place non-binding bids.',
  seller: 'List your products for review and receive bids.',
  both: 'Both: bid on listings and list your own products.',
});

/** The hint under a role of the Join form, in the active locale. */
export function roleHint(role: JoinRole): string {
  if (role === 'Buyer & Seller') return ROLE_HINT_MESSAGES.both;
  return role === 'Buyer' ? ROLE_HINT_MESSAGES.buyer : ROLE_HINT_MESSAGES.seller;
}

/**
 * Issue 18 (spec §6: eligibility is limited to licensed entities; the operator may refuse):
 * /confirm-account once the documents are in — where the account stands in the operator's review.
 */
export const ACCOUNT_STANDING_MESSAGES = defineMessages('onboarding.accountStanding', {
  receivedTitle: 'Documents received',
  receivedText:
    'Thank you: we received your Canada Cannabis License and CRA Permit. The Leafbid operator team reviews licence documents on business days; we aim to review yours within one business day.',
  receivedNext:
    'Meanwhile you can browse the marketplace. Placing bids and listing products open once your account is verified.',
  verifiedTitle: 'Your account is verified',
  verifiedText:
    'The Leafbid operator team has checked your licence documents: you can place bids and list products.',
  suspendedTitle: 'Your account is suspended',
  suspendedText:
    'To have it reinstated, upload a current Canada Cannabis License or CRA Permit: the Leafbid operator team reviews new documents and can then reinstate your account.',
  browseMarketplace: 'Browse the marketplace',
  goToDashboard: 'Go to the dashboard',
  uploadNewDocuments: 'Upload new documents',
});

/** Issue 18: /account-documents — a current licence or permit, from a suspended account too. */
export const ACCOUNT_DOCUMENTS_MESSAGES = defineMessages('onboarding.accountDocuments', {
  title: 'Licence documents',
  introSuspended:
    'Your account is suspended. Upload a current Canada Cannabis License, CRA Permit or both: the Leafbid operator team reviews them and can then reinstate your account.',
  intro:
    'Upload a current Canada Cannabis License, CRA Permit or both, for example when one is renewed. The Leafbid operator team reviews them.',
  licence: 'Canada Cannabis License',
  permit: 'CRA Permit',
  fileHint: msg('Optional. A PDF, JPG or PNG file of {maxMb} MB or less.', (maxMb: number) => ({
    maxMb,
  })),
  submit: 'Upload documents',
  uploading: 'Uploading documents...',
  uploadFailed: 'Failed to upload documents. Check your connection and try again.',
  contactIdNotFound: 'User contact ID not found',
  receivedTitle: 'Documents received',
  received: msg('Received {when}: {names}.', (when: string, names: string) => ({ when, names })),
  receivedNext:
    'The Leafbid operator team reviews new documents on business days; we aim to review yours within one business day.',
  uploadMore: 'Upload other documents',
  /** The new documents call: at least one file. */
  documentRequired: 'Choose a Canada Cannabis License, a CRA Permit or both to upload.',
});

/** Spec §2 /login: the sign-in card. */
export const LOGIN_PAGE_MESSAGES = defineMessages('onboarding.login', {
  title: msg('Sign in to {brand}', (brand: string) => ({ brand })),
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  // Login page: 'Forgot password?' (never tells whether the address has an account) and Join.
  forgotPassword: 'Forgot password?',
  forgotHeading: 'Reset your password',
  forgotText: 'Enter your email and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  sendingResetLink: 'Sending...',
  resetLinkSent: msg(
    'If an account exists for {email}, we sent it a link to reset the password. Check your inbox.',
    (email: string) => ({ email }),
  ),
  noAccount: 'New to Leafbid?',
  joinLink: 'Join',
  backToSignIn: 'Back to sign in',
});

/** Spec §2 Settings: the page, its sections and its fields' labels. */
export const SETTINGS_PAGE_MESSAGES = defineMessages('onboarding.settings', {
  title: 'Settings',
  loadingProfile: 'Loading profile',
  general: 'GENERAL',
  companyInformation: 'Company information',
  contactInformation: 'Contact information',
  addressInformation: 'Address information',
  firstName: 'First Name',
  lastName: 'Last Name',
  companyName: 'Company Name',
  jobTitle: 'Job Title',
  email: 'Email',
  phone: 'Phone Number',
  street: 'Street Address',
  city: 'City',
  postalCode: 'Postal Code',
  /** Issue 20: where a verified account uploads a renewed licence (/account-documents). */
  licenceDocuments: 'Licence documents',
  licenceDocumentsText:
    'Upload a renewed Canada Cannabis License or CRA Permit, for example when your licence is renewed.',
  licenceDocumentsLink: 'Upload renewed licence documents',
  loadFailed: 'Failed to load user data. Please try refreshing the page.',
  updateFailedRetry: 'Failed to update profile. Please try again.',
  updated: 'Profile updated successfully',
  update: 'Update Profile',
  updating: 'Updating...',
});

/** Issue 20: the cannabis licence's number and expiry date, asked for beside its file. */
export const LICENCE_DETAILS_MESSAGES = defineMessages('onboarding.licence', {
  number: 'Licence number',
  expiry: 'Licence expiry date',
  /** /account-documents: the two fields are asked for only with a new licence file. */
  requiredWithFile: 'Required with a new Canada Cannabis License file.',
  numberRequired: 'Enter the licence number.',
  numberTooLong: msg('The licence number is limited to {max} characters.', (max: number) => ({
    max,
  })),
  expiryRequired: 'Enter the licence expiry date.',
  expiryInvalid: 'Enter the licence expiry date as a real date (YYYY-MM-DD).',
  expiryPast: 'The licence expiry date cannot be in the past.',
  current: 'Current licence',
  notGiven: 'Not given',
  expired: msg(
    'Your cannabis licence expired on {date}. Upload your renewed licence to bid and list again.',
    (date: string) => ({ date }),
  ),
  /** Issue 41: a renewal counts once the operator has reviewed it. */
  reviewPending:
    'The operator reviews this renewed licence before it counts. Until it is approved, bids and listings go by the licence it last verified.',
});

/** Issue 20: /settings' Notifications section — per kind, in the app only or also by email. */
export const NOTIFICATION_SETTINGS_MESSAGES = defineMessages('onboarding.notifications', {
  title: 'Notifications',
  intro:
    'Every notification appears in the app. Choose for each kind whether Leafbid also emails it to you.',
  bids: 'Bids',
  listings: 'Listings',
  account: 'Account',
  operator: 'Operator',
  inApp: 'In the app only',
  email: 'In the app and by email',
  save: 'Save notification settings',
  saving: 'Saving...',
  saved: 'Notification settings saved',
  saveFailed: 'Failed to save notification settings. Please try again.',
  loading: 'Loading notification settings',
  loadFailed: 'Failed to load notification settings.',
  retry: 'Retry',
  none: 'There are no notifications to choose for this account.',
});

/** Issue 20: each notification kind's name (@leafbid/domain NOTIFICATION_KINDS_BY_AUDIENCE). */
export const NOTIFICATION_KIND_LABELS = defineMessages('onboarding.notificationKinds', {
  bid_approved: 'Bid approved',
  bid_countered: 'Counter-offer on your bid',
  bid_completed: 'Bid completed',
  bid_declined: 'Bid declined',
  listing_deleted: 'Listing of an approved bid deleted',
  listing_published: 'Listing published',
  listing_declined: 'Listing declined',
  bid_received: 'New bid on your listing',
  counter_answered: 'Counter-offer answered',
  account_verified: 'Account verified',
  account_suspended: 'Account suspended',
  account_reinstated: 'Account reinstated',
  listing_review: 'Listing awaiting review',
  counter_to_relay: 'Counter-offer to relay',
  account_to_verify: 'Account awaiting verification',
  bid_to_move: 'New bid to move',
  release_rolled_back: 'Canary release rolled back',
} satisfies Record<NotificationKind, string>);

/** Issue 20: one line on when each kind is sent. */
export const NOTIFICATION_KIND_DESCRIPTIONS = defineMessages('onboarding.notificationKindTexts', {
  bid_approved: 'The operator approved one of your bids.',
  bid_countered: "The operator relayed a seller's counter-offer on one of your bids.",
  bid_completed: 'One of your bids was completed.',
  bid_declined: 'The operator declined one of your bids, with the reason.',
  listing_deleted: 'A seller deleted a listing on which one of your bids was approved.',
  listing_published: 'The operator published one of your listings.',
  listing_declined: "The operator declined one of your listings, with the operator's note.",
  bid_received: 'A buyer placed a bid on one of your listings.',
  counter_answered: 'A buyer accepted or declined your counter-offer.',
  account_verified: 'The operator verified your licence documents.',
  account_suspended: 'The operator suspended your account, with the reason.',
  account_reinstated: 'The operator reinstated your account.',
  listing_review: 'A seller submitted a listing or asked to publish one: it awaits your review.',
  counter_to_relay: 'A seller proposed a counter-offer: relay it to the buyer or withdraw it.',
  account_to_verify:
    'A company confirmed its account with its licence documents: it awaits your Verify.',
  bid_to_move: 'A buyer placed a bid: it stays Not Started until you move it.',
  release_rolled_back:
    "A remote's canary release failed more often than its stable release: Leafbid switched it off.",
} satisfies Record<NotificationKind, string>);

/** The standalone development page's links (src/bootstrap.tsx; the host has its own navigation). */
export const STANDALONE_MESSAGES = defineMessages('onboarding.standalone', {
  login: 'Login',
  confirmAccount: 'Confirm account',
  settings: 'Settings',
});
