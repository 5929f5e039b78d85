// Issue 37: a remote whose release was refused for its integrity says so in its notice (in the
// user's language), and the boundaries around remote modules report render errors per release.
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import { render, screen } from '@testing-library/react';
import fr from '../../locales/fr-CA.json';
import { composePlatform } from '../platform/compose-platform';
import { RemoteNotices } from '../platform/remote-notices';
import { resetPlatformStore, usePlatformStore } from '../platform/platform-store';
import { forgetRemoteComponents } from './remote-boundary';
import { RemoteModule } from './remote-module';
import { reportRelease } from './release-reports';
import { RemoteLoadError, loadRemoteModule } from './remote-registry';

jest.mock('./remote-registry', () => ({
  ...jest.requireActual('./remote-registry'),
  loadRemoteModule: jest.fn(),
}));
jest.mock('./release-reports', () => ({
  ...jest.requireActual('./release-reports'),
  reportRelease: jest.fn(),
}));

const INTEGRITY = 'This part of Leafbid did not pass its integrity check and was not loaded.';

beforeEach(() => {
  resetPlatformStore();
  forgetRemoteComponents();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(resetTestLocale);

const refused = () =>
  new RemoteLoadError(
    'orders',
    'orders/OrdersPage',
    'integrity check failed for http://o.test/x/remoteEntry.js',
    { kind: 'integrity' },
  );

describe("a remote's notice when its release was refused for its integrity (issue 37)", () => {
  it('says so where the module would have been, and still offers Retry', async () => {
    jest.mocked(loadRemoteModule).mockRejectedValue(refused());
    render(<RemoteModule id="orders/OrdersPage" />);
    const notice = await screen.findByRole('alert', { name: 'orders unavailable' });
    expect(notice).toHaveTextContent(INTEGRITY);
    expect(notice).not.toHaveTextContent('Check your connection');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('in French for a French user', async () => {
    activateTestLocale('fr-CA', fr);
    jest.mocked(loadRemoteModule).mockRejectedValue(refused());
    render(<RemoteModule id="orders/OrdersPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Cette partie de Leafbid n'a pas réussi son contrôle d'intégrité et n'a pas été chargée.",
    );
  });

  it('a load that failed for the network keeps asking to check the connection', async () => {
    jest
      .mocked(loadRemoteModule)
      .mockRejectedValue(new RemoteLoadError('orders', 'orders/OrdersPage', 'down'));
    render(<RemoteModule id="orders/OrdersPage" />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Check your connection, then try again.');
    expect(notice).not.toHaveTextContent(INTEGRITY);
  });

  it("a remote whose manifest or description was refused: the shell's notice says so too", () => {
    const states = {
      orders: { status: 'failed' as const, reason: 'x', integrity: true },
      listings: { status: 'failed' as const, reason: 'y' },
    };
    usePlatformStore.setState({
      manifests: { orders: 'o', listings: 'l' },
      states,
      platform: composePlatform(['orders', 'listings'], states),
    });
    render(<RemoteNotices />);
    expect(screen.getByRole('alert', { name: 'orders unavailable' })).toHaveTextContent(INTEGRITY);
    expect(screen.getByRole('alert', { name: 'listings unavailable' })).not.toHaveTextContent(
      INTEGRITY,
    );
  });
});

describe('render errors are reported per release (issue 37)', () => {
  it("a remote's module that throws while rendering is reported as render-error", async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    jest.mocked(loadRemoteModule).mockResolvedValue({ default: Broken });
    render(<RemoteModule id="orders/OrdersPage" />);
    await screen.findByRole('alert');
    expect(reportRelease).toHaveBeenCalledWith('orders', 'render-error');
  });

  it('a failed load is not a render error (loadRemoteModule reports it)', async () => {
    jest.mocked(loadRemoteModule).mockRejectedValue(refused());
    render(<RemoteModule id="orders/OrdersPage" />);
    await screen.findByRole('alert');
    expect(reportRelease).not.toHaveBeenCalled();
  });
});
