// Issue 19: the texts of the domain's rules (bid quality, availability, minimum order, listing
// states, roles, provinces, the product lists' labels) as ICU messages; en-CA verbatim from the
// spec, fr-CA in locales/fr-CA.json. The rule modules read them when they are called, so they
// answer in the active locale. A catalogue module: it imports only the i18n module.
import { defineMessages, msg } from './i18n';

/** Spec §5 "Price check": the bid bands' texts (./bid-quality). */
export const BID_QUALITY_MESSAGES = defineMessages('domain.bidQuality', {
  low: '⚠️ This bid is unlikely to get accepted',
  lowTitle: 'Low Bid Warning',
  lowText: 'This bid is unlikely to get accepted – would you still like to proceed?',
  medium: '💡 Consider going higher to secure your bid',
  mediumTitle: 'Bid Suggestion',
  mediumText:
    'If you would like to secure your bid, we would suggest going higher – would you still like to proceed?',
  excellent: '✓ Excellent bid!',
});

/** Spec §5 "Purchase request availability check" (./availability); numbers plain, as the spec's. */
export const AVAILABILITY_MESSAGES = defineMessages('domain.availability', {
  now: msg('✓ {quantity}g available now', (quantity: number) => ({ quantity })),
  within3Months: msg(
    'Available within 3 months ({now}g now + {upcoming}g upcoming)',
    (now: number, upcoming: number) => ({ now, upcoming }),
  ),
  insufficient: msg('❌ Insufficient quantity. Max available: {max}g', (max: number) => ({ max })),
});

/** Spec §3 Min_QTY_Request (./minimum-order): grams already formatted ('1 000'). */
export const MINIMUM_ORDER_MESSAGES = defineMessages('domain.minimumOrder', {
  belowMinimum: msg('The minimum order for this product is {minimum} g', (minimum: string) => ({
    minimum,
  })),
  aboveStock: msg(
    'The minimum order ({minimum} g) cannot be more than the grams available now and upcoming ({stock} g)',
    (minimum: string, stock: string) => ({ minimum, stock }),
  ),
});

/** Spec §4 "Product listing" (./listing): the status tag and the toggle button. */
export const LISTING_MESSAGES = defineMessages('domain.listing', {
  active: 'Active',
  pending: 'Pending',
  archive: 'Archive Product',
  requestPublish: 'Request Publish',
  cancelRequest: 'Cancel Request',
});

/** Spec §2 header (./format). */
export const DISPLAY_MESSAGES = defineMessages('domain.display', {
  currentUser: 'Current User',
});

/** Spec §6 roles (./roles): each role's name as a person reads it (the stored value stays English). */
export const ROLE_MESSAGES = defineMessages('domain.roles', {
  buyer: 'Buyer',
  seller: 'Seller',
  both: 'Buyer & Seller',
});

/** Spec §6 the agreements' titles (./roles AGREEMENTS); each agreement document has the same title. */
export const AGREEMENTS = defineMessages('domain.agreements', {
  buyer: 'Service Confidentiality Agreement',
  seller: 'Consulting & Services Agreement',
});

/** Issue 18: the 13 provinces and territories by their Canada Post code (./canada). */
export const PROVINCE_MESSAGES = defineMessages('domain.provinces', {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NT: 'Northwest Territories',
  NS: 'Nova Scotia',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
});

/**
 * Spec §3 product categories as a person reads them (./constants PRODUCT_CATEGORIES holds the
 * stored values, which stay English: filters and the API match on them).
 */
export const PRODUCT_CATEGORY_MESSAGES = defineMessages('domain.productCategories', {
  flowersMixSizes: 'Cannabis flowers (mix sizes)',
  flowersSmallsOnly: 'Cannabis flowers (smalls only)',
  flowersFreshFrozen: 'Cannabis flowers (fresh frozen)',
  flowersOutdoorGrown: 'Cannabis flowers (outdoor grown)',
  trimmings: 'Cannabis trimmings',
  kief: 'Cannabis kief',
  hash: 'Cannabis hash',
  curedRosinsAndResins: 'Cannabis cured rosins and cured resins',
  hashish: 'Cannabis hashish',
  liveRosinAndResin: 'Cannabis live rosin and live resin',
  isolates: 'Cannabinoid isolates',
  distillates: 'Cannabinoid distillates',
  crudeOils: "Cannabis crude oils ('resins')",
  genetics: 'Genetics',
  chocolates: 'Chocolates',
  gummies: 'Gummies',
  ediblesOthers: 'Edibles (others)',
});

/** The Categories field's types as a person reads them (stored values: Indica, Sativa, Hybrid). */
export const CANNABIS_TYPE_MESSAGES = defineMessages('domain.cannabisTypes', {
  Indica: 'Indica',
  Sativa: 'Sativa',
  Hybrid: 'Hybrid',
});
