// Display texts of a product shared by the card and the popup (spec §2).
import {
  ORDER_MESSAGES,
  PRODUCT_MESSAGES,
  productCategoryLabel,
  type Product,
} from '@leafbid/domain';
import { MARKETPLACE_MESSAGES } from '../../messages';

/** The product's name, or 'Untitled Product' when it has none. */
export function productName(product: Pick<Product, 'Product_Name'>): string {
  return product.Product_Name?.trim() || ORDER_MESSAGES.untitledProduct;
}

/**
 * The product popup's title: the product's name; while it loads 'Product information', and
 * 'Product not found' when its own URL names no listed product.
 */
export function popupTitle(
  product: Pick<Product, 'Product_Name'> | null,
  notFound = false,
): string {
  if (product) return productName(product);
  return notFound ? MARKETPLACE_MESSAGES.productNotFound : MARKETPLACE_MESSAGES.popupFallbackTitle;
}

/**
 * Product_Category is comma-separated types; each one becomes a tag, in the active locale (issue
 * 19: the stored value is the English one).
 */
export function productTypes(product: Pick<Product, 'Product_Category'>): string[] {
  return (product.Product_Category ?? '')
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean)
    .map(productCategoryLabel);
}

/** A text field, or 'N/A' when it is empty. */
export function orNotAvailable(value: string | null | undefined): string {
  return value?.trim() || PRODUCT_MESSAGES.notAvailable;
}
