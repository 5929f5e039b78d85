import {
  createFakeIdentity,
  installFakeApi,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import { getOutbox } from './get-outbox';
import { requeueOutbox } from './requeue-outbox';

let api: FakeApi;
beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
});
afterEach(() => api.restore());

describe('the automation calls (docs/api.md "Operator console")', () => {
  it('reads a page of webhook rows with its counts', async () => {
    api = installFakeApi({ 'GET /operator/outbox': { data: [], nextCursor: null, counts: [] } });
    await expect(getOutbox({ status: 'dead' })).resolves.toEqual({
      data: [],
      nextCursor: null,
      counts: [],
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
