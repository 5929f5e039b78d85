import { KERNEL_VERSION } from '@leafbid/shared/platform';
import { LISTINGS, MARKETPLACE, ORDERS, manifestUrlOf } from '../../testing/remote-descriptions';
import { fetchKernelRanges } from '../remote/kernel-requirement';
import { RemoteDescriptionError, fetchRemoteDescription } from '../remote/remote-descriptions';
import { resetRemote, setUpRemotes } from '../remote/remote-registry';
import { reportRelease } from '../remote/release-reports';
import { integrityRefusal } from '../remote/releases';
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

jest.mock('../remote/releases', () => ({
  ...jest.requireActual('../remote/releases'),
  integrityRefusal: jest.fn(),
}));
jest.mock('../remote/release-reports', () => ({
  ...jest.requireActual('../remote/release-reports'),
  reportRelease: jest.fn(),
}));

jest.mock('../remote/kernel-requirement', () => ({
  ...jest.requireActual('../remote/kernel-requirement'),
  fetchKernelRanges: jest.fn(),
}));

const describeRemote = jest.mocked(fetchRemoteDescription);
const kernelRanges = jest.mocked(fetchKernelRanges);
let error: jest.SpyInstance;

beforeEach(() => {
  resetPlatformStore();
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
  // Every remote built against the kernel the host runs, unless a test says otherwise.
  kernelRanges.mockReset();
  kernelRanges.mockResolvedValue([`^${KERNEL_VERSION}`]);
  jest.mocked(integrityRefusal).mockResolvedValue(null);
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

  it("reads each remote's kernel range from its manifest and refuses, with both versions, a remote built for a kernel it does not run (issue 17)", async () => {
    describeRemote.mockImplementation(
      async (name) => [MARKETPLACE, ORDERS, LISTINGS].find((d) => d.name === name)!,
    );
    kernelRanges.mockImplementation(async (name) =>
      name === 'orders' ? ['^9.0.0'] : [`^${KERNEL_VERSION}`],
    );
    await usePlatformStore.getState().loadRemotes();
    expect(kernelRanges.mock.calls).toEqual([
      ['marketplace', 'http://marketplace.test/mf-manifest.json'],
      ['orders', 'http://orders.test/mf-manifest.json'],
      ['listings', 'http://listings.test/mf-manifest.json'],
    ]);
    const { platform } = usePlatformStore.getState();
    // Not mounted: no route, link or widget; the others are.
    expect(paths()).toEqual(['/marketplace', '/listings']);
    expect(platform.navigation.map((link) => link.label)).toEqual(['Marketplace', 'My Listings']);
    expect(platform.widgets['dashboard-aside']).toEqual([]);
    const kernel = { needs: '^9.0.0', runs: KERNEL_VERSION, newer: true };
    const reason = `Remote "orders" is not mounted: it was built for @leafbid/shared ^9.0.0, and this host runs ${KERNEL_VERSION}`;
    expect(platform.problems).toEqual([{ remote: 'orders', reason, retrying: false, kernel }]);
    expect(platform.refusedRoutes).toEqual([{ remote: 'orders', path: '/orders', kernel }]);
    expect(error).toHaveBeenCalledWith(`Leafbid: ${reason}`);

    // Its new deploy is built for this kernel: Retry reads the manifest again and mounts it.
    kernelRanges.mockResolvedValue([`^${KERNEL_VERSION}`]);
    await usePlatformStore.getState().retryRemote('orders');
    expect(paths()).toEqual(['/marketplace', '/orders', '/listings']);
    expect(usePlatformStore.getState().platform.refusedRoutes).toEqual([]);
  });

  it('a remote whose manifest cannot be read is skipped like one without a description', async () => {
    describeRemote.mockImplementation(
      async (name) => [MARKETPLACE, ORDERS, LISTINGS].find((d) => d.name === name)!,
    );
    kernelRanges.mockImplementation(async (name) => {
      if (name === 'orders')
        throw new Error('Remote "orders" is skipped: its manifest could not be read');
      return [`^${KERNEL_VERSION}`];
    });
    await usePlatformStore.getState().loadRemotes();
    expect(paths()).toEqual(['/marketplace', '/listings']);
    expect(usePlatformStore.getState().platform.problems).toEqual([
      {
        remote: 'orders',
        reason: 'Remote "orders" is skipped: its manifest could not be read',
        retrying: false,
      },
    ]);
  });

  it("a remote whose release's manifest or description the browser refused for its digest: failed for integrity, and reported so (issue 37)", async () => {
    const refusedUrl = 'http://localhost:3002/r1/leafbid-remote.json';
    describeRemote.mockImplementation(async (name) => {
      if (name === 'orders')
        throw new RemoteDescriptionError('orders', [`${refusedUrl} could not be loaded`]);
      return [MARKETPLACE, LISTINGS].find((d) => d.name === name)!;
    });
    jest
      .mocked(integrityRefusal)
      .mockImplementation(async (remote) => (remote === 'orders' ? refusedUrl : null));
    await usePlatformStore.getState().loadRemotes();
    expect(paths()).toEqual(['/marketplace', '/listings']);
    const [problem] = usePlatformStore.getState().platform.problems;
    expect(problem).toMatchObject({ remote: 'orders', integrity: true, retrying: false });
    expect(problem?.reason).toContain(`integrity check failed for ${refusedUrl}`);
    expect(reportRelease).toHaveBeenCalledWith('orders', 'integrity');
    expect(reportRelease).not.toHaveBeenCalledWith('orders', 'load-failed');
  });

  it('a remote that cannot be described for the network is reported load-failed, without the integrity mark', async () => {
    describeRemote.mockImplementation(async (name) => {
      if (name === 'orders') throw new RemoteDescriptionError('orders', ['down']);
      return [MARKETPLACE, LISTINGS].find((d) => d.name === name)!;
    });
    await usePlatformStore.getState().loadRemotes();
    expect(usePlatformStore.getState().platform.problems[0]).not.toHaveProperty('integrity');
    expect(reportRelease).toHaveBeenCalledWith('orders', 'load-failed');
  });
});
