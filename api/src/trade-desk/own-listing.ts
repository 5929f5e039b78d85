import type { FastifyRequest } from 'fastify';
import { apiText, domainText } from '../error-text.js';
import { sharedDomain } from '../domain/shared-domain.js';
import { forbidden, notFound } from '../http-error.js';
import { requireConfirmedContact } from '../plugins/auth.js';
import { canSeeProduct } from '../repositories/products.js';
import { canAccessListing, isAdmin } from '../schemas/contact.js';

/**
 * Spec §6 / ARCHITECTURE: listing needs Seller or Admin, and users change only their own
 * listings (Admin: any). A product the caller may not even see is reported missing.
 */
export async function requireOwnListing(request: FastifyRequest, productId: string) {
  const contact = await requireConfirmedContact(request);
  const product = await request.server.productsRepository.findById(productId);
  if (!product || !canSeeProduct(product, contact))
    throw notFound(domainText(sharedDomain.API_FALLBACK, 'fetchProduct'));
  const owns = product.ownerContactId === contact.id && canAccessListing(contact);
  if (!owns && !isAdmin(contact)) throw forbidden(apiText('ownListingsOnly'));
  return { contact, product };
}
