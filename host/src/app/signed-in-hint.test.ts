import { useAuthStore, useProfileStore } from '@leafbid/shared';
import { makeContact, resetStoresForTest } from '@leafbid/shared/testing';
import {
  SIGNED_IN_HINT_KEY,
  keepSignedInHint,
  readSignedInHint,
  readSignedInUid,
} from './signed-in-hint';

const realAuthStore = useAuthStore.getState();
let stop: () => void = () => {};
beforeEach(() => {
  resetStoresForTest();
  localStorage.clear();
});
afterEach(() => {
  stop();
  useAuthStore.setState(realAuthStore, true);
});

const hint = () => localStorage.getItem(SIGNED_IN_HINT_KEY);

describe('the signed-in hint for the next start (issue 22)', () => {
  it("is the signed-in user's roles ([] until the profile has come), cleared when nobody is; the first auth state still loading leaves it", () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '["Seller"]');
    useAuthStore.setState({ status: 'loading' });
    stop = keepSignedInHint();
    expect(hint()).toBe('["Seller"]');

    useAuthStore.setState({ status: 'anonymous' });
    expect(hint()).toBeNull();
    useAuthStore.setState({ status: 'authenticated' });
    expect(hint()).toBe('[]');
    useProfileStore.setState({ profile: makeContact({ Contact_Type: ['Buyer', 'Admin'] }) });
    expect(hint()).toBe('["Buyer","Admin"]');
    useAuthStore.setState({ status: 'anonymous' });
    expect(hint()).toBeNull();
  });

  it("a start signed in from the last session keeps the roles it had until the profile comes (the dashboard's widgets stay preloaded)", () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '["Seller"]');
    useAuthStore.setState({ status: 'loading' });
    stop = keepSignedInHint();
    useAuthStore.setState({ status: 'authenticated' });
    expect(hint()).toBe('["Seller"]');
    useProfileStore.setState({ profile: makeContact({ Contact_Type: ['Buyer'] }) });
    expect(hint()).toBe('["Buyer"]');
    // A hint that is not a list of roles is replaced by [] (the pages for any signed-in user).
    stop();
    localStorage.setItem(SIGNED_IN_HINT_KEY, '{');
    resetStoresForTest();
    useAuthStore.setState({ status: 'authenticated' });
    stop = keepSignedInHint();
    expect(hint()).toBe('[]');
  });

  it('follows no change once stopped', () => {
    useAuthStore.setState({ status: 'authenticated' });
    keepSignedInHint()();
    useAuthStore.setState({ status: 'anonymous' });
    expect(hint()).toBe('[]');
  });

  it("reads back as the roles, or null for nobody, a hint that is not a list, or storage that refuses (the page script's reading)", () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '["Buyer"]');
    expect(readSignedInHint()).toEqual(['Buyer']);
    localStorage.setItem(SIGNED_IN_HINT_KEY, '[]');
    expect(readSignedInHint()).toEqual([]);
    for (const stored of ['1', '{"Buyer":true}', 'not json']) {
      localStorage.setItem(SIGNED_IN_HINT_KEY, stored);
      expect(readSignedInHint()).toBeNull();
    }
    localStorage.removeItem(SIGNED_IN_HINT_KEY);
    expect(readSignedInHint()).toBeNull();
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(readSignedInHint()).toBeNull();
    } finally {
      getItem.mockRestore();
    }
  });

  it('a browser refusing storage gets no hint and no error', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      useAuthStore.setState({ status: 'authenticated' });
      expect(() => (stop = keepSignedInHint())).not.toThrow();
      expect(hint()).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });

  it("keeps the account's uid beside its roles, for the next start's choice of releases (issue 37)", () => {
    useAuthStore.setState({
      status: 'authenticated',
      user: { uid: 'demo-buyer', email: 'buyer@leafbid.test' } as never,
    });
    stop = keepSignedInHint();
    expect(JSON.parse(hint()!)).toEqual({ uid: 'demo-buyer', roles: [] });
    useProfileStore.setState({ profile: makeContact({ Contact_Type: ['Buyer'] }) });
    expect(JSON.parse(hint()!)).toEqual({ uid: 'demo-buyer', roles: ['Buyer'] });
    expect(readSignedInUid()).toBe('demo-buyer');
    expect(readSignedInHint()).toEqual(['Buyer']);
    useAuthStore.setState({ status: 'anonymous', user: null });
    expect(readSignedInUid()).toBeNull();
  });

  it("another account signing in does not inherit the last one's roles before its profile comes", () => {
    localStorage.setItem(
      SIGNED_IN_HINT_KEY,
      JSON.stringify({ uid: 'demo-admin', roles: ['Admin'] }),
    );
    useAuthStore.setState({
      status: 'authenticated',
      user: { uid: 'demo-buyer', email: 'buyer@leafbid.test' } as never,
    });
    stop = keepSignedInHint();
    expect(JSON.parse(hint()!)).toEqual({ uid: 'demo-buyer', roles: [] });
  });

  it('reads a hint written before the uid was kept (the roles alone): its roles, no uid', () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '["Seller"]');
    expect(readSignedInHint()).toEqual(['Seller']);
    expect(readSignedInUid()).toBeNull();
    localStorage.setItem(SIGNED_IN_HINT_KEY, '{"uid":42,"roles":["Seller"]}');
    expect(readSignedInHint()).toEqual(['Seller']);
    expect(readSignedInUid()).toBeNull();
    localStorage.setItem(SIGNED_IN_HINT_KEY, '{"uid":"u1"}');
    expect(readSignedInHint()).toBeNull();
    expect(readSignedInUid()).toBeNull();
  });
});
