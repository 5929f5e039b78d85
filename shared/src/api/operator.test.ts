import {
  createFakeIdentity,
  installFakeApi,
  reply,
  resetStoresForTest,
  type FakeApi,
} from '../testing';
import {
  declineListing,
  fetchOperatorAccounts,
  fetchOperatorBids,
  fetchOutbox,
  fetchReviewListings,
  moveBid,
  requeueOutbox,
  suspendAccount,
} from './operator';

let api: FakeApi;
beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
});
afterEach(() => api.restore());

describe('the operator calls (docs/api.md "Operator console")', () => {
  it('GET /operator/bids sends each status filter as its own parameter', async () => {
    api = installFakeApi({ 'GET /operator/bids': { data: [], nextCursor: 'next' } });
    const page = await fetchOperatorBids({
      status: ['Pending', 'Not Started'],
      productId: 'p_1',
      includeDeleted: true,
      limit: 25,
    });
    expect(page).toEqual({ data: [], nextCursor: 'next' });
    const [call] = api.callsTo('GET /operator/bids');
    expect(new URL(call!.url).searchParams.getAll('status')).toEqual(['Pending', 'Not Started']);
    expect(call!.query).toMatchObject({ productId: 'p_1', includeDeleted: 'true', limit: '25' });
  });

  it('sends the decline note, the suspension reason and the next status as the API names them', async () => {
    api = installFakeApi({
      'POST /operator/listings/:id/decline': { product: { id: 'p_1' } },
      'POST /operator/accounts/:id/suspend': { data: { id: 'c_1' } },
      'PUT /operator/bids/:id/status': { data: { id: 't_1' } },
      'POST /operator/outbox/requeue': { requeued: 2 },
    });
    await declineListing('p_1', 'Blurry photos');
    await suspendAccount('c_1', 'Licence expired');
    await moveBid('t_1', 'Approved');
    expect(await requeueOutbox()).toBe(2);
    expect(api.callsTo('POST /operator/listings/:id/decline')[0]?.body).toEqual({
      note: 'Blurry photos',
    });
    expect(api.callsTo('POST /operator/accounts/:id/suspend')[0]?.body).toEqual({
      reason: 'Licence expired',
    });
    expect(api.callsTo('PUT /operator/bids/:id/status')[0]?.body).toEqual({ Status: 'Approved' });
  });

  it("throws the API's error text, else the console's fallback", async () => {
    api = installFakeApi({
      'GET /operator/listings': reply(403, { error: 'Only an Admin may use the operator console' }),
      'GET /operator/accounts': reply(500),
      'GET /operator/outbox': { data: [], nextCursor: null, counts: [] },
    });
    await expect(fetchReviewListings()).rejects.toThrow(
      'Only an Admin may use the operator console',
    );
    await expect(fetchOperatorAccounts()).rejects.toThrow('Failed to load the accounts.');
    await expect(fetchOutbox({ status: 'dead' })).resolves.toEqual({
      data: [],
      nextCursor: null,
      counts: [],
    });
  });
});
