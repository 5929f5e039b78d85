import { installFakeApi, reply, type FakeApi, signedInWithFakeApi } from '@leafbid/shared/testing';
import { getBids } from './get-bids';
import { moveBid } from './move-bid';

let api: FakeApi;
signedInWithFakeApi(() => api);

describe('the bids calls (docs/api.md "Operator console")', () => {
  it('GET /operator/bids sends each status filter as its own parameter', async () => {
    api = installFakeApi({ 'GET /operator/bids': { data: [], nextCursor: 'next' } });
    const page = await getBids({
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

  it('PUT /operator/bids/{id}/status sends the next status as the API names it', async () => {
    api = installFakeApi({ 'PUT /operator/bids/:id/status': { data: { id: 't_1' } } });
    await moveBid('t_1', 'Approved');
    expect(api.callsTo('PUT /operator/bids/:id/status')[0]?.body).toEqual({ Status: 'Approved' });
  });

  it("throws the API's error text, else the board's fallback", async () => {
    api = installFakeApi({ 'PUT /operator/bids/:id/status': reply(500) });
    await expect(moveBid('t_1', 'Pending')).rejects.toThrow('Failed to move the bid.');
  });
});
