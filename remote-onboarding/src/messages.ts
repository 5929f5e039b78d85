// The onboarding remote's texts (issue 17: each remote owns its catalogue), en-CA: its pages'
// titles, Reset, Confirm account, and the Join and Settings calls' fallbacks. Those the API or the
// domain's schemas also use (ONBOARDING_MESSAGES, JOIN_MESSAGES, SETTINGS_MESSAGES,
// CONFIRM_ACCOUNT_MESSAGES.bothRequired) stay in @leafbid/domain.

/** Spec §2 "Screens and routes": the '{Title}' of each of this remote's '{Title} - Leafbid'. */
export const ONBOARDING_PAGE_TITLES = {
  settings: 'Settings',
  login: 'Login',
  join: 'Join',
  reset: 'Reset Password',
  confirmAccount: 'Account Confirmation',
  accountDocuments: 'Licence documents',
} as const;

/** §5 Reset and §8 Reset. */
export const RESET_MESSAGES = {
  invalidLink: 'Invalid password reset link.',
  success: 'Password has been reset. Redirecting to login...',
} as const;

/**
 * §2 Confirm account, §5 and §8 Confirm account. The rule the API answers too ('Please upload both
 * required documents') is @leafbid/domain's CONFIRM_ACCOUNT_MESSAGES.
 */
export const CONFIRM_ACCOUNT_PAGE_MESSAGES = {
  title: 'Account Confirmation',
  intro: 'To confirm your account, please upload your Canada Cannabis License and CRA Permit.',
  submit: 'Submit Documents',
  uploading: 'Uploading documents...',
  uploadFailed: 'Failed to upload documents',
  confirmFailed: 'Failed to confirm account',
  contactIdNotFound: 'User contact ID not found',
} as const;

/**
 * The licence documents by the API's multipart field names (issue 18: an upload error names the
 * document, 'CRA Permit: File must be a PDF, JPEG or PNG', never 'cra_permit: …').
 */
export const DOCUMENT_LABELS = {
  cannabis_license: 'Canada Cannabis License',
  cra_permit: 'CRA Permit',
} as const;

/** §8 Settings: a failed save without the server's own text. */
export const serverError = (status: number, statusText: string): string =>
  `Server error: ${status} ${statusText}`;

/** §8 Join: the CRM contact calls. */
export const createContactFailed = (crm: string): string => `Failed to create ${crm} contact.`;
export const contactIdMissing = (crm: string): string =>
  `Failed to get contact ID from ${crm} response`;

/**
 * Issue 18, Join: each field's rule, shown under the field from the start (the checks are the
 * domain's JOIN_FIELD_MESSAGES), the province list's prompt and the agreement text's name.
 */
export const JOIN_FIELD_HINTS = {
  password: 'At least 6 characters.',
  phone: 'A 10-digit Canadian number with its area code, e.g. 416-555-0123.',
  postalCode: 'In the form A1A 1A1, e.g. K1A 0B1.',
  provincePrompt: 'Choose a province or territory',
} as const;

/** The agreement modal's scrolling text, a named region reachable by keyboard. */
export const agreementTextLabel = (title: string): string => `Full text of the ${title}`;

/**
 * Issue 18 (spec §6: eligibility is limited to licensed entities; the operator may refuse):
 * /confirm-account once the documents are in — where the account stands in the operator's review.
 */
export const ACCOUNT_STANDING_MESSAGES = {
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
} as const;

/** Issue 18: /account-documents — a current licence or permit, from a suspended account too. */
export const ACCOUNT_DOCUMENTS_MESSAGES = {
  title: 'Licence documents',
  introSuspended:
    'Your account is suspended. Upload a current Canada Cannabis License, CRA Permit or both: the Leafbid operator team reviews them and can then reinstate your account.',
  intro:
    'Upload a current Canada Cannabis License, CRA Permit or both, for example when one is renewed. The Leafbid operator team reviews them.',
  licence: 'Canada Cannabis License',
  permit: 'CRA Permit',
  fileHint: (maxMb: number) => `Optional. A PDF, JPG or PNG file of ${maxMb} MB or less.`,
  submit: 'Upload documents',
  uploading: 'Uploading documents...',
  uploadFailed: 'Failed to upload documents. Check your connection and try again.',
  contactIdNotFound: 'User contact ID not found',
  receivedTitle: 'Documents received',
  received: (when: string, names: string) => `Received ${when}: ${names}.`,
  receivedNext:
    'The Leafbid operator team reviews new documents on business days; we aim to review yours within one business day.',
  uploadMore: 'Upload other documents',
} as const;
