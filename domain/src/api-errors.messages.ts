// Issue 19: the API's own error texts (docs/api.md "Errors"). The API answers every error with
// {error, code, params?, field?}: `code` is a message id of this package's catalogue — one of
// these for the API's generic errors, the rule's own id for a domain rule (ORDER_EDIT_MESSAGES,
// OPERATOR_API_MESSAGES, …) — so the browser can show the text in the user's language. en-CA is
// what the API has always answered, verbatim; an input error's `error` reads '<field>: <text>',
// the field given apart in `field`, never inside these texts.
import { defineMessages, msg } from './i18n';

export const API_ERROR_MESSAGES = defineMessages('domain.api', {
  // 401, 403, 404, 500
  notAuthenticated: 'User not authenticated',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  internalError: 'Internal server error',
  /** Issue 41: 503 with Retry-After when the database cannot be reached. */
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  /** A text the catalogue does not hold (a framework's own 4xx, a text computed elsewhere). */
  plainText: msg('{message}', (message: string) => ({ message })),

  // Who may do what
  noContact: 'No contact for this user',
  accountNotConfirmed: 'Account not confirmed',
  ownContactOnly: 'You may only access your own contact',
  ownContactReadOnly: 'You may only read your own contact',
  ownEmailSearchOnly: 'You may only search for your own email',
  ownTasksOnly: 'You may only read your own tasks',
  ownListingsOnly: 'You may only change your own listings',
  uidNotCaller: 'uid must be the signed-in user’s uid',
  emailNotCaller: 'Email must be the signed-in user’s email',
  userUidNotCaller: 'User_UID must be the signed-in user’s uid',
  sellerAccountNeeded: 'Listing products needs a Seller account',
  publishAdminOnly: 'Only an Admin may publish products',
  /** Issue 41: whether buyers read a listing's manufacturer is the operator's decision. */
  manufacturerSharedAdminOnly: 'Only the operator decides whether buyers see the manufacturer',
  requeueAdminOnly: 'Only an Admin may re-queue webhooks',
  /** Issue 20: bids and listings stop from the day after the cannabis licence's expiry. */
  licenceExpired: msg(
    'Your cannabis licence expired on {date}. Upload your renewed licence in Settings to bid and list again.',
    (date: string) => ({ date }),
  ),
  /** Issue 41: a renewed licence counts once the operator has reviewed it. */
  licenceRenewalPending: msg(
    'Your cannabis licence expired on {date}. Your renewed licence awaits the operator’s review: you may bid and list again once it is approved.',
    (date: string) => ({ date }),
  ),

  // Not found and rules
  fileNotFound: 'File not found',
  certificateNotFound: 'Certificate not found',
  noCoverImage: 'This product has no cover image',
  productNotActive: 'Product is not active',
  recordImageOnlyOne: 'Only one record image',

  // Input (400, 413, 415): '<field>: <text>'
  /** A URL the router cannot read (a malformed percent-encoding): the framework's own words. */
  badRequest: 'Bad Request',
  /** A validation message the catalogue does not hold (a schema's generic one). */
  invalidInput: msg('{message}', (message: string) => ({ message })),
  invalidJson: 'Invalid JSON',
  jsonTooDeep: msg('JSON nested deeper than {max} levels', (max: number) => ({ max })),
  illFormedText: 'must be valid Unicode text (it contains a lone UTF-16 surrogate)',
  nulCharacter: 'must not contain a NUL character',
  invalidValue: 'Invalid value',
  cursorUnknown: 'cursor is not one this API gave',
  productFieldsNotObject: 'Expected a JSON object of product fields',
  unsupportedContentType: 'Unsupported content type',
  expectedMultipart: 'Expected multipart/form-data',
  multipartBoundary: 'multipart/form-data needs a boundary parameter',
  /** A contact's Language (schemas/contact.ts). */
  languageUnknown: 'Language must be en-CA or fr-CA',
  /** Issue 20: the cannabis licence's details, sent with its file at Confirm account. */
  licenceNumberRequired: 'is required with the cannabis licence (1 to 64 characters)',
  licenceExpiryRequired: 'is required with the cannabis licence (a date, YYYY-MM-DD)',
  licenceExpiryInvalid: 'must be a real date, YYYY-MM-DD',
  licenceExpiryPast: 'is already past: upload a licence that is still valid',
  licenceWithoutFile: 'goes with a cannabis_license file',
  /** PUT /operator/accounts/:id/licence on an account without a cannabis licence on file (409). */
  licenceNoDocument: 'This account has no cannabis licence on file to correct',

  // Uploads
  fileTooLarge: 'File is too large',
  fileLargerThan: msg('File is larger than {size}', (size: string) => ({ size })),
  tooManyParts: 'Too many parts',
  multipartMalformed: 'The multipart body is malformed or cut off',
  uploadAborted: 'The client closed the connection during the upload',
  uploadCutOff: 'The upload was cut off before the end of the file',
  unexpectedFileField: msg('Unexpected field; expected {expected}', (expected: string) => ({
    expected,
  })),
  unexpectedField: 'Unexpected field',
  expectedFile: 'Expected a file',
  atMostFiles: msg(
    '{max, plural, one {At most # file} other {At most # files}}',
    (max: number) => ({
      max,
    }),
  ),
  sentTwice: 'Sent more than once',
  fileEmpty: 'File is empty',
  fileType: msg('File must be {types}', (types: string) => ({ types })),
  imageUnreadable:
    'The image cannot be read: its header gives no size. Export it again as a PNG or JPEG',
  imageTooLarge: msg(
    'Image is {width} × {height} px, larger than {max} × {max} px',
    (width: number, height: number, max: number) => ({ width, height, max }),
  ),
  /** Issue 41: decoding costs by the pixel (422). */
  imageTooManyPixels: msg(
    'Image is {width} × {height} px ({pixels} megapixels), more than the {max} megapixels an image may have. Export it smaller (a photo needs no more than 1,280 px on its longer side)',
    (width: number, height: number, pixels: number, max: number) => ({ width, height, pixels, max }),
  ),
  textTooLong: msg('must be at most {max} characters', (max: number) => ({ max })),
  noFileUploaded: 'No file uploaded',
  tooManyDocuments: msg('You can store at most {max} documents', (max: number) => ({ max })),
  tooManyProductFiles: msg('You can store at most {max} product files', (max: number) => ({ max })),
  documentStorageFull: msg(
    'Storage quota reached: your documents may take at most {max} in total ({used} stored)',
    (max: string, used: string) => ({ max, used }),
  ),
  productFileStorageFull: msg(
    'Storage quota reached: your product files may take at most {max} in total ({used} stored)',
    (max: string, used: string) => ({ max, used }),
  ),

  // 429
  rateLimited: msg(
    'Too many requests: at most {max} per minute. Retry in {seconds, plural, one {# second} other {# seconds}}.',
    (max: number, seconds: number) => ({ max, seconds }),
  ),
  supportRateLimited: msg(
    'Too many support requests: at most {perHour} per hour. Retry in {minutes, plural, one {# minute} other {# minutes}}.',
    (perHour: number, minutes: number) => ({ perHour, minutes }),
  ),
});
