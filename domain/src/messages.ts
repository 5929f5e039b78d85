// Spec §8, the error catalogue, plus the other user-facing texts of §2, §4 and §5 that both the
// UI and the API print — one spelling for every app. Issue 19: ICU messages (en-CA here verbatim
// from the spec, fr-CA in locales/fr-CA.json), read in the active locale each time they are used.
// A catalogue module: it imports only the i18n module (the extractor bundles it alone).
import { defineMessages, msg } from './i18n';

/**
 * §8 API fallbacks: thrown when a failed response has no `error` field. Those of one remote's own
 * calls are that remote's (issue 36); these are the kernel's and the API's, or several remotes'.
 */
export const API_FALLBACK = defineMessages('domain.apiFallback', {
  fetchUserData: 'Failed to fetch user data',
  fetchUserProfile: 'Failed to fetch user profile',
  fetchProducts: 'Failed to fetch products',
  fetchProduct: 'Failed to fetch product',
  updateProfile: 'Failed to update profile',
});

/** §8 "Other" and §5 "All API calls". */
export const API_ERRORS = defineMessages('domain.apiErrors', {
  userNotAuthenticated: 'User not authenticated',
  invalidResponseFormat: 'Invalid response format from server',
  maxRetryAttempts: 'Max retry attempts reached',
  authenticationTimeout: 'Authentication timeout',
  noAccessToken: 'No access token received',
  refreshTokenFailed: 'Failed to refresh token',
});

/** The templates of the functions below (one message each, never a sentence made of pieces). */
const TEMPLATES = defineMessages('domain.templates', {
  refreshTokenFailedWithStatus: msg(
    'Failed to refresh token: {statusText}',
    (statusText: string) => ({
      statusText,
    }),
  ),
  webhookFailed: msg('Failed to send request to {service} webhook.', (service: string) => ({
    service,
  })),
  editBidWebhookFailed: msg(
    'Zapier webhook failed: {status} {statusText}',
    (status: number, statusText: string) => ({
      status,
      statusText,
    }),
  ),
  submissionWebhookFailed: msg(
    'Webhook submission failed: {status} {statusText}',
    (status: number, statusText: string) => ({ status, statusText }),
  ),
});

/** 'Failed to refresh token' with the status text appended when the body is unreadable. */
export const refreshTokenFailed = (statusText?: string): string =>
  statusText ? TEMPLATES.refreshTokenFailedWithStatus(statusText) : API_ERRORS.refreshTokenFailed;

/**
 * §8 Requests and §5 support request: what the host's support popup says (the bid form's texts are
 * the marketplace remote's).
 */
export const REQUEST_MESSAGES = defineMessages('domain.request', {
  supportFailed: 'Failed to send request',
  mustBeLoggedIn: 'You must be logged in to submit a request.',
});

export const webhookFailed = (service: string): string => TEMPLATES.webhookFailed(service);
/** The edit-bid webhook error (§8 Requests). */
export const editBidWebhookFailed = (status: number, statusText: string): string =>
  TEMPLATES.editBidWebhookFailed(status, statusText);

/** §2 Dashboard / Orders: what the listings, marketplace and orders remotes all show. */
export const ORDER_MESSAGES = defineMessages('domain.order', {
  untitledProduct: 'Untitled Product',
  missingValue: '-',
});

/** §5 Settings and §8 Settings: the rule the API answers too (the page is the onboarding remote's). */
export const SETTINGS_MESSAGES = defineMessages('domain.settings', {
  namesRequired: 'First name and last name are required',
});

/** §2 Product popup / Product edit popup (the edit popup's own texts are the listings remote's). */
export const PRODUCT_MESSAGES = defineMessages('domain.product', {
  loading: 'Loading product information...',
  uncategorized: 'Uncategorized',
  notAvailable: 'N/A',
});

/** §5 Product submission and §8 Submit product: the file limits the API answers too. */
export const SUBMIT_PRODUCT_MESSAGES = defineMessages('domain.submitProduct', {
  tooManyPhotos: 'You can only upload up to 4 photos.',
  tooManyCertificates: 'You can only upload up to 2 certificates.',
});

export const submissionWebhookFailed = (status: number, statusText: string): string =>
  TEMPLATES.submissionWebhookFailed(status, statusText);

/** §5 Join and §8 Join: what the schemas and the API answer (the page is the onboarding remote's). */
export const JOIN_MESSAGES = defineMessages('domain.join', {
  acceptAgreements: 'Please accept all required agreements',
  emailRegistered: 'This email is already registered. Please login instead.',
});

/**
 * Issue 18: each Join field's own rule, in words — shown at the field when it is left, and the
 * API's answer to a POST /contacts/create that breaks it (never 'Invalid input', never 'field:').
 */
export const JOIN_FIELD_MESSAGES = defineMessages('domain.joinField', {
  enterEmail: 'Please enter your email.',
  enterPassword: 'Please choose a password.',
  passwordTooShort: 'Your password must be at least 6 characters long.',
  enterFirstName: 'Please enter your first name.',
  enterLastName: 'Please enter your last name.',
  enterPhone: 'Please enter your phone number.',
  invalidPhone:
    'Please enter a 10-digit Canadian phone number with its area code, e.g. 416-555-0123.',
  enterCompany: 'Please enter your company name.',
  enterTitle: 'Please enter your job title.',
  enterStreet: 'Please enter your street address.',
  enterCity: 'Please enter your city.',
  chooseProvince: 'Please choose your province or territory.',
  enterPostalCode: 'Please enter your postal code.',
  invalidPostalCode: 'Please enter a Canadian postal code in the form A1A 1A1, e.g. K1A 0B1.',
  chooseRole: 'Please choose whether you join as a Buyer, a Seller or both.',
  tooLong: msg(
    '{label} is too long: please keep it to {max} characters or fewer.',
    (label: string, max: number) => ({ label, max }),
  ),
});

/** The identity service's password policy (its 'auth/weak-password' answer): 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * §5 and §8 Confirm account: the rule the confirm-account form checks and the API answers too
 * (PUT /contacts/{id}/confirm-account). The page's other texts are the onboarding remote's.
 */
export const CONFIRM_ACCOUNT_MESSAGES = defineMessages('domain.confirmAccount', {
  bothRequired: 'Please upload both required documents',
});

/** Issue 6: money is whole cents (a listing's price; a bid's is BID_MESSAGES.priceWholeCents). */
export const MONEY_MESSAGES = defineMessages('domain.money', {
  minPriceWholeCents: 'Min. Request Price must be a whole number of cents (e.g. 0.01, not 0.015)',
});

/** The Join form's field labels (ONBOARDING_MESSAGES.labels). */
const ONBOARDING_LABELS = defineMessages('domain.onboarding.labels', {
  email: 'Email',
  password: 'Password',
  firstName: 'First Name',
  lastName: 'Last Name',
  phone: 'Phone Number',
  company: 'Company Name',
  title: 'Job Title',
  street: 'Street Address',
  city: 'City',
  postalCode: 'Postal Code',
  province: 'Province/Territory',
  role: 'I am joining as',
});

/**
 * Issue 7: the Join form's labels and the sign-in checks the domain's schemas and the API use; the join, login and reset pages' own texts are the onboarding remote's (issue 36).
 */
export const ONBOARDING_MESSAGES = Object.assign(
  defineMessages('domain.onboarding', {
    invalidEmail: 'Please enter a valid email address.',
    // The sign-in form's own checks (before the identity service is asked).
    enterEmail: 'Please enter your email.',
    enterPassword: 'Please enter your password.',
    // API rule (issue 7): an existing contact is linked only to a verified email.
    emailNotVerified:
      'Please verify your email address before linking it to an existing company account.',
  }),
  {
    labels: ONBOARDING_LABELS,
    /** The hint under each role of the Join form, by role (read in the active locale). */
  },
);

/**
 * The API's bid rules (issue 8, spec §5 Edit bid): the API answers them and the Orders screen and
 * the purchase request show them as they come. The order-edit popup's own texts are the orders
 * remote's.
 */
export const ORDER_EDIT_MESSAGES = defineMessages('domain.orderEdit', {
  noLongerChangeable: 'This order request can no longer be changed.',
  /** Issue 35: PUT or DELETE of a bid whose counter-offer the buyer accepted. */
  agreed:
    'This order request is Agreed: you accepted the seller’s counter-offer, so its terms can no longer be changed.',
  ownProduct: 'This is your own listing: you cannot send a request for it.',
  requestIdReused: 'This request id was already used for a different request.',
  requestDeleted: 'This request was deleted.',
  notFound: 'Order request not found',
});

/** The submission form's field labels (SUBMISSION_MESSAGES.labels), also named in its rules. */
const SUBMISSION_LABELS = defineMessages('domain.submission.labels', {
  Product_Name: 'Product Name',
  Description: 'Description',
  Product_Category: 'Product Category',
  Categories: 'Type',
  Harvest_Date: 'Harvest Date',
  Manufacturer_name: 'Manufacturer Name',
  Lineage: 'Lineage',
  Aromas: 'Aromas',
  Highest_Terpenes: 'Terpenes',
  Total_Terpenes_Percentage: 'Total terpenes %',
  Certification: 'Certification',
  Min_QTY_Request: 'MOQ (g)',
  Min_Request_G_Including_5_markup: 'Bid minimum ($/g)',
  Grams_Available_When_submitted: 'Grams Available',
  Upcoming_QTY_3_Months: 'Upcoming QTY, next 3 months (g)',
  THC_Min: 'THC min %',
  THC_Max: 'THC max %',
  CBD_Min: 'CBD min %',
  CBD_Max: 'CBD max %',
  cover: 'Cover Image',
  photo: 'Photos or videos',
  certificate: 'Certificates',
});

/**
 * Spec §5 Product submission: the fields' labels and the rules' messages (form and API); the Add
 * Products form's own texts are the listings remote's.
 */
export const SUBMISSION_MESSAGES = Object.assign(
  defineMessages('domain.submission', {
    // Rules (the API answers the same texts, prefixed with the field).
    nameRequired: 'Product name is required',
    descriptionRequired: 'Description is required',
    categoryRequired: 'Choose at least one product category',
    categoryUnknown: 'Choose product categories from the list',
    typeRequired: 'Choose at least one type',
    harvestDateRequired: 'Harvest date is required',
    harvestDateInvalid: 'Harvest date must be a date (YYYY-MM-DD)',
    manufacturerRequired: 'Manufacturer name is required',
    lineageRequired: 'Lineage is required',
    terpenesRequired: 'Add at least one terpene',
    certificationRequired: 'Choose at least one certification',
    tooLong: msg('Must be at most {max} characters', (max: number) => ({ max })),
    tooMany: msg('At most {max} entries', (max: number) => ({ max })),
    required: msg('{label} is required', (label: string) => ({ label })),
    percentRange: msg('{label} must be between 0 and 100', (label: string) => ({ label })),
    percentStep: msg('{label} must have at most 2 decimals', (label: string) => ({ label })),
    wholeGrams: msg('{label} must be a whole number of grams', (label: string) => ({ label })),
    notNegative: msg('{label} must not be negative', (label: string) => ({ label })),
    atLeastOneGram: msg('{label} must be at least 1 g', (label: string) => ({ label })),
    tooLarge: msg('{label} is too large', (label: string) => ({ label })),
    bidMinimum: 'Bid minimum must be at least $0.01',
    bidMinimumCents: 'Bid minimum must be a whole number of cents (e.g. 0.01, not 0.015)',
    maxBelowMin: msg('{label} must not be below the minimum', (label: string) => ({ label })),
    coverRequired: 'Please add a cover image.',
    photoRequired: 'Please add at least one photo or video.',
    certificateRequired: 'Please add at least one certificate.',
    coverOnlyOne: 'Only one cover image',
    productFirst: 'Send the product fields before the files',
    productMissing: 'The product fields are missing',
  }),
  { labels: SUBMISSION_LABELS },
);

/** Photos may be videos (spec §5): the mark a gallery and a picker show on one. */
export const MEDIA_MESSAGES = defineMessages('domain.media', {
  videoMark: '▶',
});

/**
 * The operator's side (issue 11): what the API answers on the operator calls and to a suspended
 * account (spec §6 "the operator may refuse, suspend or terminate access").
 */
export const OPERATOR_API_MESSAGES = defineMessages('domain.operatorApi', {
  adminOnly: 'Only an Admin may use the operator console',
  accountSuspended:
    'Your account is suspended: you can still update your profile. Please contact the Leafbid operator team.',
  notAwaitingReview: 'This listing is no longer awaiting review.',
  bidDeleted: 'The buyer deleted this bid: it cannot be moved.',
  bidCompleted: 'This bid is Completed: it cannot be moved any further.',
  bidOneStep: msg(
    'A bid moves forward one step at a time: from {from} only to {next}.',
    (from: string, next: string) => ({ from, next }),
  ),
  bidChanged: 'This bid changed in the meantime. Reload the board and try again.',
  bidNotFound: 'Order request not found',
  accountNotFound: 'Account not found',
  verifyNeedsDocuments: 'This account has not confirmed its licence documents yet.',
  verifySuspended: 'This account is suspended: reinstate it before verifying it.',
  suspendSelf: 'You cannot suspend your own account.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  noteRequired: 'Write a note for the seller',
  reasonRequired: 'Write the reason for the suspension',
});

/**
 * Issue 18 (spec §6): what the API answers before the operator has verified an account, or when a
 * seller is suspended, and what the licence-document picker says (./verification's rules).
 */
export const VERIFICATION_MESSAGES = defineMessages('domain.verification', {
  /** 403 on a bid, a bid change, a new listing or a publication request before verification. */
  awaitingVerification:
    'Your licence documents are with the Leafbid operator team for review. You can browse the marketplace now; placing bids and listing products open once your account is verified.',
  /** 409 on a bid on the listing of a suspended seller (hidden from the marketplace meanwhile). */
  sellerUnavailable:
    'This listing is not available at the moment: its seller cannot take bids. Please choose another listing.',
  /** Before upload: the file's type. */
  documentType: msg(
    '{name} is not a PDF, JPG or PNG file. Please choose a PDF, JPG or PNG file.',
    (name: string) => ({ name }),
  ),
  /** Before upload: the file's size. */
  documentTooLarge: msg(
    '{name} is larger than {maxMb} MB. Please choose a file of {maxMb} MB or less.',
    (name: string, maxMb: number) => ({ name, maxMb }),
  ),
});
