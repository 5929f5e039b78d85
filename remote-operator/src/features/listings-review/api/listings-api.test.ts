import { installFakeApi, reply, type FakeApi, signedInWithFakeApi } from '@leafbid/shared/testing';
import { declineListing } from './decline-listing';
import { getReviewListings } from './get-review-listings';

let api: FakeApi;
signedInWithFakeApi(() => api);

describe('the listings review calls (docs/api.md "Operator console")', () => {
  it('sends the decline note as the API names it', async () => {
    api = installFakeApi({ 'POST /operator/listings/:id/decline': { product: { id: 'p_1' } } });
    await declineListing('p_1', 'Blurry photos');
    expect(api.callsTo('POST /operator/listings/:id/decline')[0]?.body).toEqual({
      note: 'Blurry photos',
    });
  });

  it("keys each listing by its product, and throws the API's error text", async () => {
    api = installFakeApi({
      'GET /operator/listings': [
        { data: [{ product: { id: 'p_1' }, owner: null, files: [], requested_at: null }] },
        reply(403, { error: 'Only an Admin may use the operator console' }),
      ],
    });
    const queue = await getReviewListings();
    expect(queue.total).toBe(1);
    expect(queue.data[0]?.id).toBe('p_1');
    await expect(getReviewListings()).rejects.toThrow('Only an Admin may use the operator console');
  });
});
