import { useAuthStore } from '@leafbid/shared';
import { resetStoresForTest } from '@leafbid/shared/testing';
import { SIGNED_IN_HINT_KEY, keepSignedInHint } from './signed-in-hint';

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

describe('the signed-in hint for the next start (issue 22)', () => {
  it('is set while a user is signed in and cleared when nobody is; the first auth state still loading leaves it', () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    useAuthStore.setState({ status: 'loading' });
    stop = keepSignedInHint();
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');

    useAuthStore.setState({ status: 'anonymous' });
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
    useAuthStore.setState({ status: 'authenticated' });
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
    useAuthStore.setState({ status: 'anonymous' });
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });

  it('follows no change once stopped', () => {
    useAuthStore.setState({ status: 'authenticated' });
    keepSignedInHint()();
    useAuthStore.setState({ status: 'anonymous' });
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
  });

  it('a browser refusing storage gets no hint and no error', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      useAuthStore.setState({ status: 'authenticated' });
      expect(() => (stop = keepSignedInHint())).not.toThrow();
      expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });
});
