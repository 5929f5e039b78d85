// Spec §4 "Product listing" and §6 (the My Listings link / canAccessListing).
import { isActiveFlag } from './active-flag';
import { describe, type MessageDescriptor } from './i18n';
import { LISTING_MESSAGES } from './rules.messages';
import type { Product } from './types';

const LISTING_ROLES = new Set(['seller', 'admin']);

/** Allowed only when Contact_Type includes Seller or Admin. A string may list types with , or ;. */
export function canAccessListing(
  contactType: readonly string[] | string | null | undefined,
): boolean {
  if (contactType == null) return false;
  const types = typeof contactType === 'string' ? contactType.split(/[,;]/) : contactType;
  return types.some((t) => LISTING_ROLES.has(t.trim().toLowerCase()));
}

type ListingState = Pick<Product, 'Product_Active' | 'Request_pending'>;

export interface ListingStatus {
  /** 'Active' or 'Pending' (a descriptor: the screen words it). */
  label: MessageDescriptor;
  tone: 'success' | 'warning' | 'danger';
}

export function listingStatus(product: ListingState): ListingStatus {
  if (isActiveFlag(product.Product_Active))
    return { label: describe(LISTING_MESSAGES, 'active'), tone: 'success' };
  return isActiveFlag(product.Request_pending)
    ? { label: describe(LISTING_MESSAGES, 'pending'), tone: 'warning' }
    : { label: describe(LISTING_MESSAGES, 'pending'), tone: 'danger' };
}

export type ListingAction = 'archive' | 'request-publish' | 'cancel-request';

export interface ListingToggle {
  /** 'Archive Product', 'Request Publish' or 'Cancel Request' (a descriptor). */
  label: MessageDescriptor;
  action: ListingAction;
}

export function listingToggle(product: ListingState): ListingToggle {
  if (isActiveFlag(product.Product_Active)) {
    return { label: describe(LISTING_MESSAGES, 'archive'), action: 'archive' };
  }
  return isActiveFlag(product.Request_pending)
    ? { label: describe(LISTING_MESSAGES, 'cancelRequest'), action: 'cancel-request' }
    : { label: describe(LISTING_MESSAGES, 'requestPublish'), action: 'request-publish' };
}

/**
 * The state change of each transition, for the optimistic local update and the server:
 * archive → inactive, pending cleared; request publish → pending; cancel → not pending;
 * publish (operator side) → active, pending cleared.
 */
export function listingTransition(action: ListingAction | 'publish'): {
  Product_Active?: boolean;
  Request_pending: boolean;
} {
  switch (action) {
    case 'archive':
      return { Product_Active: false, Request_pending: false };
    case 'request-publish':
      return { Request_pending: true };
    case 'cancel-request':
      return { Request_pending: false };
    case 'publish':
      return { Product_Active: true, Request_pending: false };
  }
}

/** A new submission starts inactive and without a pending request. */
export const NEW_SUBMISSION_STATE = { Product_Active: false, Request_pending: false } as const;

/** My Products: those whose Contact_Name id equals the user's contact id. */
export function ownProducts<T extends Pick<Product, 'Contact_Name'>>(
  products: readonly T[],
  contactId: string | null | undefined,
): T[] {
  if (!contactId) return [];
  return products.filter((p) => p.Contact_Name?.id === contactId);
}

/** The seller's own product (the API names the owner only to the owner and Admin). */
export function isOwnProduct(
  product: Pick<Product, 'Contact_Name'>,
  contactId: string | null | undefined,
): boolean {
  return Boolean(contactId) && product.Contact_Name?.id === contactId;
}
