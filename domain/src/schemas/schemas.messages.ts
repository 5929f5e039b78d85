// Issue 19: the request schemas' own error texts (the rules' texts shared with the screens are in
// ../messages). Issue 36: a schema names its message (`says(() => describe(M, key, …))`), the
// screen words it (`issueText`, `formResolver`) and the API answers its id as `code`. A catalogue
// module: it imports only the i18n module.
import { defineMessages, msg } from '../i18n';

/** Request bodies of a bid (./bid). */
export const BID_MESSAGES = defineMessages('domain.bid', {
  quantityPositive: 'Quantity must be greater than 0',
  pricePositive: 'Price must be greater than $0',
  // Grams are counted whole (the spec's quantity inputs step by 1).
  quantityWhole: 'Quantity must be a whole number of grams',
  // The spec's price inputs step by $0.01 (EDIT_MIN_PRICE): anything smaller cannot be shown or billed.
  priceMinimum: 'Price per gram must be at least $0.01',
  // Money is whole cents: 0.015 $/g cannot be billed (it was stored rounded to 0.02).
  priceWholeCents: 'Price per gram must be a whole number of cents (e.g. 0.01, not 0.015)',
  productRequired: 'Product is required',
  // Issue 35: the sane bounds of ../bid-bounds (MAX_PRICE_PER_GRAM, MAX_BID_QUANTITY, MAX_BID_TOTAL).
  priceAtMost: 'Price per gram must be at most $10,000',
  quantityAtMost: 'Quantity must be at most 100 000 000 g',
  totalAtMost: 'The total of a bid must be at most $10,000,000',
});

/** Contact request bodies (./contact): the API's checks beyond the Join form's field rules. */
export const CONTACT_SCHEMA_MESSAGES = defineMessages('domain.contactSchema', {
  namesTooLong: 'Names are limited to 100 characters',
  limitedTo: msg('Limited to {max} characters', (max: number) => ({ max })),
  unknownAgreement: 'Unknown agreement',
  versionRequired: 'version is required',
  agreementVersion: msg('{id} is at version {current}', (id: string, current: string) => ({
    id,
    current,
  })),
  userUidRequired: 'User_UID is required',
  chooseBuyerOrSeller: 'Choose Buyer, Seller or both',
  contactTypeRepeats: 'Contact_Type repeats a value',
  uidRequired: 'uid is required',
  noteContentRequired: 'note_content is required',
});

/** §2 Join: the six steps' names (./join JOIN_STEPS). */
export const JOIN_STEP_MESSAGES = defineMessages('domain.joinSteps', {
  account: 'Account',
  personal: 'Personal',
  professional: 'Professional',
  address: 'Address',
  role: 'Role',
  agreements: 'Agreements',
});

/** POST /support-requests (./support-request). */
export const SUPPORT_REQUEST_MESSAGES = defineMessages('domain.supportRequest', {
  describeIssue: 'Please describe your issue',
  tooLong: msg('Please keep it under {max} characters', (max: number) => ({ max })),
});

/** GET /products query (./catalogue-query): each names the query parameter at fault. */
export const CATALOGUE_QUERY_MESSAGES = defineMessages('domain.catalogueQuery', {
  mustBeText: msg('{param} must be text', (param: string) => ({ param })),
  textTooLong: msg('{param} must be at most {max} characters', (param: string, max: number) => ({
    param,
    max,
  })),
  mustBeNumber: msg('{param} must be a number', (param: string) => ({ param })),
  numberRange: msg('{param} must be a number from 0 to {max}', (param: string, max: number) => ({
    param,
    max,
  })),
  tooLong: msg('{param} is too long', (param: string) => ({ param })),
  repeatsAtMost: msg('{param} may repeat at most {max} times', (param: string, max: number) => ({
    param,
    max,
  })),
  oneOf: msg('{param} must be one of {options}', (param: string, options: string) => ({
    param,
    options,
  })),
  statusActive: "status must be 'active'",
  ownerMe: "owner must be 'me'",
  unknownCursor: 'cursor is not one this API gave',
  wholeNumberRange: msg(
    '{param} must be a whole number from 1 to {max}',
    (param: string, max: number) => ({ param, max }),
  ),
  notAbove: msg('{low} must not exceed {high}', (low: string, high: string) => ({ low, high })),
});

/** PUT /products/:id (./product-update). */
export const PRODUCT_UPDATE_MESSAGES = defineMessages('domain.productUpdate', {
  minPriceNumber: 'Min. Request Price must be a number',
  minPriceAtLeast: 'Min. Request Price must be at least $0.01',
  minPriceAtMost: 'Min. Request Price must be at most $1,000,000',
  nothingToUpdate: 'Nothing to update',
});

/** Every text a request carries (./text). */
export const TEXT_MESSAGES = defineMessages('domain.text', {
  noNul: 'must not contain a NUL character',
});
