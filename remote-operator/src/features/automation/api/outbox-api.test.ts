import { installFakeApi, type FakeApi, signedInWithFakeApi } from '@leafbid/shared/testing';
import { getOutbox } from './get-outbox';
import { requeueOutbox } from './requeue-outbox';

let api: FakeApi;
signedInWithFakeApi(() => api);

describe('the automation calls (docs/api.md "Operator console")', () => {
  it('reads a page of webhook rows with its counts and endpoints (issue 18)', async () => {
    const endpoints = [
      { kind: 'purchase_request', configured: false, oldest_queued_at: '2026-11-24T09:00:00.000Z' },
      { kind: 'not_a_kind', configured: true, oldest_queued_at: null },
    ];
    api = installFakeApi({
      'GET /operator/outbox': { data: [], nextCursor: null, counts: [], endpoints },
    });
    await expect(getOutbox({ status: 'dead' })).resolves.toEqual({
      data: [],
      nextCursor: null,
      counts: [],
      endpoints: [endpoints[0]],
    });
    expect(api.callsTo('GET /operator/outbox')[0]?.query).toEqual({ status: 'dead' });
  });

  it('requeues all dead rows, or one, and says how many', async () => {
    api = installFakeApi({ 'POST /operator/outbox/requeue': [{ requeued: 2 }, { requeued: 1 }] });
    expect(await requeueOutbox()).toBe(2);
    expect(await requeueOutbox('o_1')).toBe(1);
    expect(api.callsTo('POST /operator/outbox/requeue').map((c) => c.body)).toEqual([
      {},
      { id: 'o_1' },
    ]);
  });
});
