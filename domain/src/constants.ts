// Spec §3 (lists) and §9 (business constants and limits).
import { CANNABIS_TYPE_MESSAGES, PRODUCT_CATEGORY_MESSAGES } from './rules.messages';

export const BRAND_NAME = 'Leafbid';

/** §2: "All page titles have the form '{Title} - {product}'." */
export function pageTitle(title: string): string {
  return `${title} - ${BRAND_NAME}`;
}

/** §3 "Product categories (selectable list)" — stored comma-separated in Product_Category. */
export const PRODUCT_CATEGORIES = [
  'Cannabis flowers (mix sizes)',
  'Cannabis flowers (smalls only)',
  'Cannabis flowers (fresh frozen)',
  'Cannabis flowers (outdoor grown)',
  'Cannabis trimmings',
  'Cannabis kief',
  'Cannabis hash',
  'Cannabis cured rosins and cured resins',
  'Cannabis hashish',
  'Cannabis live rosin and live resin',
  'Cannabinoid isolates',
  'Cannabinoid distillates',
  "Cannabis crude oils ('resins')",
  'Genetics',
  'Chocolates',
  'Gummies',
  'Edibles (others)',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Each category's message key (PRODUCT_CATEGORY_MESSAGES), in PRODUCT_CATEGORIES' order. */
const CATEGORY_KEYS: Record<ProductCategory, keyof typeof PRODUCT_CATEGORY_MESSAGES> = {
  'Cannabis flowers (mix sizes)': 'flowersMixSizes',
  'Cannabis flowers (smalls only)': 'flowersSmallsOnly',
  'Cannabis flowers (fresh frozen)': 'flowersFreshFrozen',
  'Cannabis flowers (outdoor grown)': 'flowersOutdoorGrown',
  'Cannabis trimmings': 'trimmings',
  'Cannabis kief': 'kief',
  'Cannabis hash': 'hash',
  'Cannabis cured rosins and cured resins': 'curedRosinsAndResins',
  'Cannabis hashish': 'hashish',
  'Cannabis live rosin and live resin': 'liveRosinAndResin',
  'Cannabinoid isolates': 'isolates',
  'Cannabinoid distillates': 'distillates',
  "Cannabis crude oils ('resins')": 'crudeOils',
  Genetics: 'genetics',
  Chocolates: 'chocolates',
  Gummies: 'gummies',
  'Edibles (others)': 'ediblesOthers',
};

/**
 * A stored product category as a person reads it, in the active locale (issue 19); a value outside
 * the list (old or imported data) as it is. The stored value stays the English one.
 */
export function productCategoryLabel(category: string): string {
  const key = (CATEGORY_KEYS as Record<string, keyof typeof PRODUCT_CATEGORY_MESSAGES | undefined>)[
    category.trim()
  ];
  return key ? PRODUCT_CATEGORY_MESSAGES[key] : category;
}

export const CERTIFICATIONS = ['GACP', 'GMP1', 'GMP2', 'GPP'] as const;
export type Certification = (typeof CERTIFICATIONS)[number];

/** The Categories field; the first is the main one. */
export const CANNABIS_TYPES = ['Indica', 'Sativa', 'Hybrid'] as const;
export type CannabisType = (typeof CANNABIS_TYPES)[number];

/** A stored type (Indica, Sativa, Hybrid) in the active locale; any other value as it is. */
export function cannabisTypeLabel(type: string): string {
  const value = type.trim();
  return (CANNABIS_TYPES as readonly string[]).includes(value)
    ? CANNABIS_TYPE_MESSAGES[value as CannabisType]
    : type;
}

/** §3 "Terpene suggestion list: about 60 names". Free entry is also allowed. */
export const TERPENE_SUGGESTIONS = [
  'Myrcene',
  'Limonene',
  'Beta-Caryophyllene',
  'Linalool',
  'Humulene',
  'Terpinolene',
  'Alpha-Pinene',
  'Beta-Pinene',
  'Ocimene',
  'Beta-Ocimene',
  'Alpha-Bisabolol',
  'Bisabolene',
  'Camphene',
  'Caryophyllene Oxide',
  'Delta-3-Carene',
  'Eucalyptol',
  'Farnesene',
  'Beta-Farnesene',
  'Fenchol',
  'Fenchone',
  'Geraniol',
  'Geranyl Acetate',
  'Guaiol',
  'Isopulegol',
  'Nerolidol',
  'Trans-Nerolidol',
  'Cis-Nerolidol',
  'Alpha-Phellandrene',
  'Pulegone',
  'Sabinene',
  'Sabinene Hydrate',
  'Alpha-Terpineol',
  'Terpinen-4-ol',
  'Alpha-Terpinene',
  'Gamma-Terpinene',
  'Valencene',
  'Borneol',
  'Isoborneol',
  'Camphor',
  'Cedrene',
  'Cedrol',
  'Citral',
  'Citronellol',
  'p-Cymene',
  'Menthol',
  'Nerol',
  'Thymol',
  'Carvacrol',
  'Carvone',
  'Eugenol',
  'Beta-Eudesmol',
  'Elemene',
  'Germacrene B',
  'Germacrene D',
  'Selinene',
  'Bergamotene',
  'Cadinene',
  'Guaiene',
  'Phytol',
  'Linalyl Acetate',
] as const;

/** §9 limits and steps. */
export const QUANTITY_SLIDER_MAX = 1_000_000; // the upper end means unlimited
export const PERCENT_MIN = 0;
export const PERCENT_MAX = 100;
export const PERCENT_STEP = 0.01;
export const PRICE_STEP = 0.01;
export const EDIT_MIN_QUANTITY = 1;
export const EDIT_MIN_PRICE = 0.01;
export const NEW_ARRIVALS_COUNT = 4;
export const DESCRIPTION_PREVIEW_LENGTH = 100;
export const MAX_PHOTOS = 4;
export const MAX_CERTIFICATES = 2;
export const IMAGE_MAX_SIDE_PX = 1280;
export const IMAGE_QUALITY = 0.8;
export const IMAGE_SIZE_THRESHOLD_BYTES = 2 * 1024 * 1024;
/**
 * Issue 22: the widths (px) GET /product-image/{id}?w= resizes a cover to, as WebP, for a card's
 * `srcset`. A fixed few, so every variant can be cached and no caller can make the API resize an
 * image to every width in turn.
 */
export const COVER_WIDTHS = [320, 640, 960] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];
export const TERPENE_SUGGESTION_LIMIT = 6;
/** §2 Confirm account and §5 certificates. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';

/** §9 timings. */
export const MIN_LOADING_MS = 2000;
export const PURCHASE_CLOSE_MS = 3000;
export const SUPPORT_CLOSE_MS = 2500;
export const EDIT_CLOSE_MS = 1500;
export const RESET_REDIRECT_MS = 3000;
export const PROFILE_TTL_MS = 5 * 60 * 1000;
export const PRODUCTS_TTL_MS = 10 * 60 * 1000;
export const AUTH_TIMEOUT_MS = 10_000;
export const MAX_API_ATTEMPTS = 2;
