import { makeContact } from '@leafbid/domain/testing';
import { LISTINGS, ORDERS, PRODUCT_REMOTES } from '../../testing/remote-descriptions';
import { composePlatform, type RemoteState } from '../platform/compose-platform';
import { prefetchModules } from './remote-prefetch';

/** The product's remotes, the orders' and the listings' naming their start-data modules. */
function platformWithPrefetch() {
  const descriptions = PRODUCT_REMOTES.map((description) => {
    if (description.name === ORDERS.name) return { ...description, prefetch: 'Prefetch' };
    if (description.name === LISTINGS.name)
      return {
        ...description,
        prefetch: 'ListingsPrefetch',
        prefetchRoles: ['Seller' as const, 'Admin' as const],
      };
    return description;
  });
  const states = Object.fromEntries(
    descriptions.map((description): [string, RemoteState] => [
      description.name,
      { status: 'ready', description },
    ]),
  );
  return composePlatform(
    descriptions.map((description) => description.name),
    states,
  );
}

describe('prefetchModules: the start data a signed-in user downloads (spec §7, issue 17)', () => {
  it("skips a remote's prefetch for a role it does not name (a buyer never loads the seller's products)", () => {
    const buyer = makeContact({ Contact_Type: ['Buyer'] });
    expect(prefetchModules(platformWithPrefetch(), buyer)).toEqual(['orders/Prefetch']);
  });

  it('runs it for the roles it names', () => {
    const seller = makeContact({ Contact_Type: ['Seller'] });
    expect(prefetchModules(platformWithPrefetch(), seller)).toEqual([
      'orders/Prefetch',
      'listings/ListingsPrefetch',
    ]);
  });
});
