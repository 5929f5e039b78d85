import { waitFor } from '@testing-library/react';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  reply,
  resetStoresForTest,
} from '../testing';
import { useAuthStore, logoutAndReload } from './auth-store';
import { useProfileStore } from './profile-store';
import { queryClient } from '../query/query-client';

beforeEach(() => resetStoresForTest());
afterEach(() => jest.useRealTimers());

describe('authentication state (spec §4, §8, §9)', () => {
  it("gives up after 10 s without an auth state: anonymous with 'Authentication timeout'", async () => {
    jest.useFakeTimers();
    createFakeIdentity({ emitsAuthState: false });
    const done = useAuthStore.getState().initialise();
    expect(useAuthStore.getState().status).toBe('loading');
    jest.advanceTimersByTime(9_999);
    expect(useAuthStore.getState().status).toBe('loading');
    jest.advanceTimersByTime(1);
    await done;
    expect(useAuthStore.getState()).toMatchObject({
      status: 'anonymous',
      user: null,
      error: 'Authentication timeout',
    });
  });

  it('becomes authenticated with the first auth state', async () => {
    createFakeIdentity({ user: { uid: 'u1', email: 'a@leafbid.test' } });
    await useAuthStore.getState().initialise();
    expect(useAuthStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { uid: 'u1', email: 'a@leafbid.test' },
      error: null,
    });
  });

  it('becomes anonymous when nobody is signed in', async () => {
    createFakeIdentity({ user: null });
    await useAuthStore.getState().initialise();
    expect(useAuthStore.getState().status).toBe('anonymous');
  });

  it('signIn failure keeps plain words as the error and rethrows', async () => {
    createFakeIdentity({ user: null, accounts: { 'a@leafbid.test': 'right' } });
    await useAuthStore.getState().initialise();
    await expect(useAuthStore.getState().signIn('a@leafbid.test', 'wrong')).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
    expect(useAuthStore.getState().error).toBe('Incorrect email or password.');
    await useAuthStore.getState().signIn('a@leafbid.test', 'right');
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', error: null });
  });

  it('logout signs out, clears the user and the other stores, then logoutAndReload goes to /login', async () => {
    const identity = createFakeIdentity();
    installFakeApi({});
    await useAuthStore.getState().initialise();
    useProfileStore.setState({ profile: makeContact(), fetchedAt: Date.now() });
    queryClient.setQueryData(['tasks', 'c_1'], [{ id: 't_1' }]);
    sessionStorage.setItem('leafbid.access_token', 'tok');
    const navigate = jest.fn();
    await logoutAndReload(navigate);
    expect(identity.currentUser()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'anonymous', user: null });
    expect(useProfileStore.getState().profile).toBeNull();
    expect(queryClient.getQueryData(['tasks', 'c_1'])).toBeUndefined();
    expect(sessionStorage.getItem('leafbid.access_token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('logoutAndReload keeps the page, then goes to /login, only once DELETE /token has been answered (a reload would cancel it)', async () => {
    createFakeIdentity();
    let answer: (() => void) | undefined;
    const api = installFakeApi({
      'DELETE /token': () =>
        new Promise((resolve) => {
          answer = () => resolve(reply(204, undefined, 'No Content'));
        }),
    });
    await useAuthStore.getState().initialise();
    const navigate = jest.fn();
    const done = logoutAndReload(navigate);
    await waitFor(() => expect(api.callsTo('DELETE /token')).toHaveLength(1));
    // The signed-in page stays until then: no login form shows before the reload.
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(navigate).not.toHaveBeenCalled();
    answer?.();
    await done;
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('holdAuthChanges keeps a sign-up from switching the app to authenticated until released', async () => {
    const identity = createFakeIdentity({ user: null });
    await useAuthStore.getState().initialise();
    const release = useAuthStore.getState().holdAuthChanges();
    await identity.signUp('new@leafbid.test', 'secret-1');
    expect(useAuthStore.getState().status).toBe('anonymous');
    await identity.signOut();
    release();
    expect(useAuthStore.getState()).toMatchObject({ status: 'anonymous', user: null });

    const releaseAgain = useAuthStore.getState().holdAuthChanges();
    await identity.signIn('new@leafbid.test', 'secret-1');
    expect(useAuthStore.getState().status).toBe('anonymous');
    releaseAgain();
    expect(useAuthStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { email: 'new@leafbid.test' },
    });
  });

  it('a held store sign-in applies on release, or is dropped when discarded', async () => {
    createFakeIdentity({ user: null, accounts: { 'a@leafbid.test': 'right' } });
    await useAuthStore.getState().initialise();
    let release = useAuthStore.getState().holdAuthChanges();
    await useAuthStore.getState().signIn('a@leafbid.test', 'right');
    expect(useAuthStore.getState().status).toBe('anonymous');
    release(true);
    expect(useAuthStore.getState().status).toBe('anonymous');

    release = useAuthStore.getState().holdAuthChanges();
    await useAuthStore.getState().signIn('a@leafbid.test', 'right');
    release();
    expect(useAuthStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { email: 'a@leafbid.test' },
    });
  });
});
