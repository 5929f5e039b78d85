import { installFakeApi, reply, type FakeApi, signedInWithFakeApi } from '@leafbid/shared/testing';
import { getAccounts } from './get-accounts';
import { suspendAccount } from './review-account';

let api: FakeApi;
signedInWithFakeApi(() => api);

describe('the accounts calls (docs/api.md "Operator console")', () => {
  it('sends the suspension reason as the API names it', async () => {
    api = installFakeApi({ 'POST /operator/accounts/:id/suspend': { data: { id: 'c_1' } } });
    await suspendAccount('c_1', 'Licence expired');
    expect(api.callsTo('POST /operator/accounts/:id/suspend')[0]?.body).toEqual({
      reason: 'Licence expired',
    });
  });

  it("throws the console's fallback when the API gives no text", async () => {
    api = installFakeApi({ 'GET /operator/accounts': reply(500) });
    await expect(getAccounts()).rejects.toThrow('Failed to load the accounts.');
  });
});
