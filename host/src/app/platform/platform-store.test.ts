import { LISTINGS, MARKETPLACE, ORDERS, manifestUrlOf } from '../../testing/remote-descriptions';
import { RemoteDescriptionError, fetchRemoteDescription } from '../remote/remote-descriptions';
import { resetRemote, setUpRemotes } from '../remote/remote-registry';
import { resetPlatformStore, usePlatformStore } from './platform-store';

jest.mock('../remote/remote-registry', () => ({
  ...jest.requireActual('../remote/remote-registry'),
  setUpRemotes: jest.fn(),
  resetRemote: jest.fn(),
}));
jest.mock('../remote/remote-descriptions', () => ({
  ...jest.requireActual('../remote/remote-descriptions'),
  fetchRemoteDescription: jest.fn(),
}));

const describeRemote = jest.mocked(fetchRemoteDescription);
let error: jest.SpyInstance;

beforeEach(() => {
  resetPlatformStore();
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest
    .mocked(setUpRemotes)
    .mockResolvedValue(
      Object.fromEntries(
        ['marketplace', 'orders', 'listings'].map((name) => [name, manifestUrlOf(name)]),
      ),
    );
});

const paths = () => usePlatformStore.getState().platform.routes.map((route) => route.path);

describe('the platform store: remotes.json, then every description (issue 11)', () => {
  it('mounts what every remote describes', async () => {
    describeRemote.mockImplementation(
      async (name) => [MARKETPLACE, ORDERS, LISTINGS].find((d) => d.name === name)!,
    );
    await usePlatformStore.getState().loadRemotes();
    expect(describeRemote.mock.calls).toEqual([
      ['marketplace', 'http://marketplace.test/mf-manifest.json'],
      ['orders', 'http://orders.test/mf-manifest.json'],
      ['listings', 'http://listings.test/mf-manifest.json'],
    ]);
    expect(paths()).toEqual(['/marketplace', '/orders', '/listings']);
    expect(error).not.toHaveBeenCalled();
  });

  it('reports a remote it cannot describe (console) and skips it; Retry reads it again and mounts it', async () => {
    describeRemote.mockImplementation(async (name) => {
      if (name === 'orders') throw new RemoteDescriptionError('orders', ['answered 404']);
      return [MARKETPLACE, LISTINGS].find((d) => d.name === name)!;
    });
    await usePlatformStore.getState().loadRemotes();
    expect(paths()).toEqual(['/marketplace', '/listings']);
    expect(error).toHaveBeenCalledWith(
      'Leafbid: Remote "orders" is skipped: answered 404',
      expect.any(RemoteDescriptionError),
    );
    expect(usePlatformStore.getState().platform.problems).toEqual([
      { remote: 'orders', reason: 'Remote "orders" is skipped: answered 404', retrying: false },
    ]);

    describeRemote.mockResolvedValue(ORDERS);
    const retrying = usePlatformStore.getState().retryRemote('orders');
    expect(usePlatformStore.getState().platform.problems).toEqual([
      { remote: 'orders', reason: 'loading', retrying: true },
    ]);
    await retrying;
    expect(resetRemote).toHaveBeenCalledWith('orders');
    expect(paths()).toEqual(['/marketplace', '/orders', '/listings']);
    expect(usePlatformStore.getState().platform.problems).toEqual([]);
  });

  it('an unreadable remotes.json is reported, not fatal, and can be read again', async () => {
    jest.mocked(setUpRemotes).mockRejectedValueOnce(new Error('/remotes.json answered 500'));
    await usePlatformStore.getState().loadRemotes();
    expect(usePlatformStore.getState().listProblem).toBe('/remotes.json answered 500');
    expect(paths()).toEqual([]);

    describeRemote.mockImplementation(
      async (name) => [MARKETPLACE, ORDERS, LISTINGS].find((d) => d.name === name)!,
    );
    await usePlatformStore.getState().loadRemotes();
    expect(usePlatformStore.getState().listProblem).toBeNull();
    expect(paths()).toEqual(['/marketplace', '/orders', '/listings']);
  });
});
