// Issue 19: the request core's own failure texts in fr-CA.
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import fr from '../locales/fr-CA.json';
import { createFakeIdentity, installFakeApi, networkError, reply, type FakeApi } from '../testing';
import { resetStoresForTest } from '../testing/reset-stores-for-test';
import { apiRequest } from './api-request';

let api: FakeApi | undefined;
const getTasks = () => apiRequest('/tasks', { fallback: 'Failed' });

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  activateTestLocale('fr-CA', fr);
});
afterEach(() => {
  api?.restore();
  api = undefined;
  resetTestLocale();
});

describe('request failures in fr-CA (issue 19)', () => {
  it('no answer: a network error in French', async () => {
    api = installFakeApi({ 'GET /tasks': networkError() });
    await expect(getTasks()).rejects.toThrow(
      'Erreur réseau. Veuillez vérifier votre connexion et réessayer.',
    );
  });

  it("a bare 'Internal Server Error' says what to do, in French", async () => {
    api = installFakeApi({ 'GET /tasks': reply(500, { error: 'Internal Server Error' }) });
    await expect(getTasks()).rejects.toThrow(
      "Une erreur s'est produite de notre côté (erreur 500). Veuillez réessayer dans un instant; si le problème persiste, communiquez avec le soutien.",
    );
  });
});
