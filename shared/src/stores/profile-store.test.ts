import { bus } from '../bus';
import { queryClient } from '../query';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  reply,
  resetStoresForTest,
  type FakeApi,
} from '../testing';
import { selectCanAccessListing, useProfileStore } from './profile-store';
import { resetAllStores } from './reset-all-stores';

let api: FakeApi;

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity({ user: { uid: 'demo-buyer', email: 'buyer@leafbid.test' } });
});
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

describe('profile cache (spec §9: profile valid 5 minutes)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    api = installFakeApi({ 'GET /contact-by-email': { data: makeContact() } });
  });

  it('fetches by the signed-in email and does not refetch within 5 minutes', async () => {
    await useProfileStore.getState().fetchProfile();
    expect(useProfileStore.getState().profile).toMatchObject({
      id: 'c_1',
      Email: 'buyer@leafbid.test',
    });
    expect(api.calls[0]?.query).toEqual({ email: 'buyer@leafbid.test' });
    jest.setSystemTime(new Date('2026-11-22T10:04:59Z'));
    await useProfileStore.getState().fetchProfile();
    expect(api.calls).toHaveLength(1);
  });

  it('refetches when forced', async () => {
    await useProfileStore.getState().fetchProfile();
    await useProfileStore.getState().fetchProfile({ force: true });
    expect(api.calls).toHaveLength(2);
  });

  it('refetches once the 5 minutes have passed', async () => {
    await useProfileStore.getState().fetchProfile();
    jest.setSystemTime(new Date('2026-11-22T10:05:01Z'));
    await useProfileStore.getState().fetchProfile();
    expect(api.calls).toHaveLength(2);
  });

  it('keeps the error and offers clearError', async () => {
    api.on('GET /contact-by-email', reply(404, { error: 'Failed to fetch user data' }));
    await expect(useProfileStore.getState().fetchProfile()).resolves.toBeNull();
    expect(useProfileStore.getState().error).toBe('Failed to fetch user data');
    useProfileStore.getState().clearError();
    expect(useProfileStore.getState().error).toBeNull();
  });
});

describe('one data layer (issue 36): the profile is the query [profile, uid]', () => {
  it('keeps the answer in the query cache and shares one request between callers', async () => {
    api = installFakeApi({ 'GET /contact-by-email': { data: makeContact() } });
    const [first, second] = await Promise.all([
      useProfileStore.getState().fetchProfile(),
      useProfileStore.getState().fetchProfile({ force: true }),
    ]);
    expect(first).toBe(second);
    expect(api.calls).toHaveLength(1);
    expect(queryClient.getQueryData(['profile', 'demo-buyer'])).toMatchObject({ id: 'c_1' });
    expect(useProfileStore.getState()).toMatchObject({ loading: false, error: null });
  });

  it('follows what is written in the cache and serves it while fresh', async () => {
    api = installFakeApi({ 'GET /contact-by-email': { data: makeContact() } });
    await useProfileStore.getState().fetchProfile();
    queryClient.setQueryData(['profile', 'demo-buyer'], makeContact({ Company: 'Leaf Co.' }));
    expect(useProfileStore.getState().profile?.Company).toBe('Leaf Co.');
    await expect(useProfileStore.getState().fetchProfile()).resolves.toMatchObject({
      Company: 'Leaf Co.',
    });
    expect(api.calls).toHaveLength(1);
  });

  it('asks again when the store holds no profile', async () => {
    api = installFakeApi({ 'GET /contact-by-email': { data: makeContact() } });
    await useProfileStore.getState().fetchProfile();
    useProfileStore.setState({ profile: null, fetchedAt: null });
    await useProfileStore.getState().fetchProfile();
    expect(useProfileStore.getState().profile?.id).toBe('c_1');
    expect(api.calls).toHaveLength(2);
  });

  it('setProfile writes the cache too', () => {
    useProfileStore.getState().setProfile(makeContact({ id: 'c_9' }));
    expect(queryClient.getQueryData(['profile', 'demo-buyer'])).toMatchObject({ id: 'c_9' });
  });

  it('drops an answer that arrives after sign-out', async () => {
    let answer: () => void = () => undefined;
    api = installFakeApi({
      'GET /contact-by-email': () =>
        new Promise((resolve) => {
          answer = () => resolve({ data: makeContact() });
        }),
    });
    const fetching = useProfileStore.getState().fetchProfile();
    expect(useProfileStore.getState().loading).toBe(true);
    await Promise.resolve();
    await Promise.resolve();
    resetAllStores();
    answer();
    await expect(fetching).resolves.toBeNull();
    expect(useProfileStore.getState()).toMatchObject({ profile: null, loading: false });
    expect(queryClient.getQueryData(['profile', 'demo-buyer'])).toBeUndefined();
  });
});

describe('profile edit (spec §4: applied locally first, rolled back when the call fails, then refetched)', () => {
  it('applies the change at once, keeps the server answer and emits profile:updated', async () => {
    let release: () => void = () => undefined;
    api = installFakeApi({
      'GET /contact-by-email': { data: makeContact() },
      'PUT /contacts': (request) =>
        new Promise((resolve) => {
          release = () =>
            resolve({ data: makeContact({ First_Name: 'Adele', Full_Name: 'Adele Buyer' }) });
          expect(request.body).toEqual({ data: [{ First_Name: 'Adele', Last_Name: 'Buyer' }] });
        }),
    });
    const seen = jest.fn();
    bus.on('profile:updated', seen);
    await useProfileStore.getState().fetchProfile();
    const saving = useProfileStore
      .getState()
      .updateProfile({ First_Name: 'Adele', Last_Name: 'Buyer' });
    expect(useProfileStore.getState().profile?.First_Name).toBe('Adele');
    await Promise.resolve();
    await Promise.resolve();
    release();
    await saving;
    expect(useProfileStore.getState().profile?.Full_Name).toBe('Adele Buyer');
    expect(seen).toHaveBeenCalledWith({
      profile: expect.objectContaining({ First_Name: 'Adele' }),
    });
    bus.off('profile:updated', seen);
  });

  it('rolls back, sets the error and refetches when the save fails', async () => {
    api = installFakeApi({
      'GET /contact-by-email': [
        { data: makeContact() },
        { data: makeContact({ Phone: '514-555-0199' }) },
      ],
      'PUT /contacts': reply(400, { error: 'First name and last name are required' }),
    });
    await useProfileStore.getState().fetchProfile();
    await expect(
      useProfileStore.getState().updateProfile({ First_Name: '', Last_Name: 'Buyer' }),
    ).rejects.toThrow('First name and last name are required');
    const state = useProfileStore.getState();
    expect(state.profile?.First_Name).toBe('Ada');
    expect(state.profile?.Phone).toBe('514-555-0199'); // the refetched record
    expect(state.error).toBe('First name and last name are required');
    expect(api.callsTo('GET /contact-by-email')).toHaveLength(2);
  });

  it("uses the §8 fallback 'Failed to update profile' when the body has no error", async () => {
    api = installFakeApi({
      'GET /contact-by-email': { data: makeContact() },
      'PUT /contacts': reply(500),
    });
    await useProfileStore.getState().fetchProfile();
    await expect(
      useProfileStore
        .getState()
        .updateProfile({ First_Name: 'Ada', Last_Name: 'Buyer', Phone: '1' }),
    ).rejects.toThrow('Failed to update profile');
    expect(useProfileStore.getState().error).toBe('Failed to update profile');
  });
});

describe('selectCanAccessListing (spec §6: Seller or Admin)', () => {
  it.each([
    [['Buyer'], false],
    [['Seller'], true],
    [['Buyer', 'Admin'], true],
  ])('%j → %s', (types, expected) => {
    useProfileStore.setState({ profile: makeContact({ Contact_Type: types }) });
    expect(selectCanAccessListing(useProfileStore.getState())).toBe(expected);
  });

  it('is false without a profile', () => {
    expect(selectCanAccessListing(useProfileStore.getState())).toBe(false);
  });
});
