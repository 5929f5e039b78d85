import type { FastifyRequest } from 'fastify';
import { apiText, domainText } from '../error-text.js';
import { sharedDomain } from '../domain/shared-domain.js';
import { forbidden, notFound } from '../http-error.js';
import { requireVerifiedContact } from '../plugins/auth.js';
import { ownedProduct } from '../repositories/counter-offers.js';
import { canAccessListing } from '../schemas/contact.js';

/** Issue 20: the seller's calls need a confirmed, verified Seller (or Admin) account. */
export async function requireSeller(request: FastifyRequest) {
  const contact = await requireVerifiedContact(request);
  if (!canAccessListing(contact)) throw forbidden(apiText('sellerAccountNeeded'));
  return contact;
}

/**
 * The caller's own listing (Admin: any). Another seller's listing is 'not found', as a missing
 * one: a seller cannot learn which ids exist.
 */
export async function requireOwnedListing(request: FastifyRequest, productId: string) {
  const contact = await requireSeller(request);
  const product = await ownedProduct(request.server.db, productId, contact);
  if (!product) throw notFound(domainText(sharedDomain.COUNTER_OFFER_MESSAGES, 'listingNotFound'));
  return { contact, product };
}
