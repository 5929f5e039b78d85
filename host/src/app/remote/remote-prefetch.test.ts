import { makeContact } from '@leafbid/domain/testing';
import { LISTINGS, ORDERS, PRODUCT_REMOTES } from '../../testing/remote-descriptions';
import { composePlatform, type RemoteState } from '../platform/compose-platform';
import { prefetchModules, prefetchRemoteData } from './remote-prefetch';
import { loadRemoteModule } from './remote-registry';

jest.mock('./remote-registry', () => ({
  ...jest.requireActual('./remote-registry'),
  loadRemoteModule: jest.fn(),
}));

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

describe("prefetchRemoteData: the page's remote first, the others at `later` (issue 22)", () => {
  it("starts the others at `later` even while the first remote's data are still on their way", async () => {
    const started: string[] = [];
    let answerFirst = () => {};
    jest.mocked(loadRemoteModule).mockImplementation(async (id) => {
      started.push(id);
      return {
        default: () =>
          id === 'orders/Prefetch'
            ? new Promise<void>((resolve) => (answerFirst = resolve))
            : Promise.resolve(),
      };
    });
    let showPage = () => {};
    const later = new Promise<void>((resolve) => (showPage = resolve));
    const seller = makeContact({ Contact_Type: ['Seller'] });
    let done = false;
    const prefetch = prefetchRemoteData(platformWithPrefetch(), seller, {
      first: (remote) => remote === ORDERS.name,
      later,
    }).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['orders/Prefetch']);
    showPage();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['orders/Prefetch', 'listings/ListingsPrefetch']);
    expect(done).toBe(false);
    answerFirst();
    await prefetch;
    expect(done).toBe(true);
  });
});
