// A remote's module mounts once its texts in the active locale can be read (issue 22): the start
// waits only for the public pages' catalogues, so a visitor who signs in at once can reach a
// remote whose catalogue is still on its way. Its parts must not render in en-CA meanwhile and stay
// so: memoised ones (the marketplace's cards) do not re-render when a late catalogue arrives.
import { defineMessages } from '@leafbid/domain';
import { startLocale } from '@leafbid/shared';
import { KERNEL_VERSION } from '@leafbid/shared/platform';
import { render, screen } from '@testing-library/react';
import { act, memo } from 'react';
import { ORDERS, manifestUrlOf } from '../../testing/remote-descriptions';
import { resetPlatformStore, usePlatformStore } from '../platform/platform-store';
import { fetchKernelRanges } from './kernel-requirement';
import { fetchRemoteDescription } from './remote-descriptions';
import { forgetRemoteComponents } from './remote-boundary';
import { RemoteModule } from './remote-module';
import { loadRemoteModule, peekRemoteModule, setUpRemotes } from './remote-registry';

jest.mock('./remote-registry', () => ({
  ...jest.requireActual('./remote-registry'),
  setUpRemotes: jest.fn(),
  loadRemoteModule: jest.fn(),
  peekRemoteModule: jest.fn(),
}));
jest.mock('./remote-descriptions', () => ({
  ...jest.requireActual('./remote-descriptions'),
  fetchRemoteDescription: jest.fn(),
}));
jest.mock('./kernel-requirement', () => ({
  ...jest.requireActual('./kernel-requirement'),
  fetchKernelRanges: jest.fn(),
}));

const TEXTS = defineMessages('remotemoduletest.widget', { title: 'Pending orders' });
/** Memoised, as the marketplace's cards are: it renders once unless its props change. */
const Widget = memo(function Widget() {
  return <h2>{TEXTS.title}</h2>;
});
const loaded = { default: Widget };

/** Describes `remote` with an fr-CA catalogue whose answer the test gives (or refuses). */
async function describeWithCatalogue(remote: string) {
  jest.mocked(setUpRemotes).mockResolvedValue({ [remote]: manifestUrlOf(remote) });
  jest.mocked(fetchKernelRanges).mockResolvedValue([`^${KERNEL_VERSION}`]);
  jest.mocked(fetchRemoteDescription).mockResolvedValue({
    ...ORDERS,
    name: remote,
    messages: { 'fr-CA': 'locales/fr-CA.json' },
  });
  let answer: (ok: boolean) => void = () => {};
  global.fetch = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (ok) =>
          resolve({
            ok,
            status: ok ? 200 : 503,
            json: async () => ({ 'remotemoduletest.widget.title': 'Commandes en attente' }),
          } as Response);
      }),
  );
  await usePlatformStore.getState().loadRemotes();
  return (ok: boolean) => act(async () => answer(ok));
}

beforeEach(() => {
  resetPlatformStore();
  forgetRemoteComponents();
  startLocale('fr-CA');
  jest.mocked(loadRemoteModule).mockResolvedValue(loaded);
});

afterEach(() => {
  startLocale('en-CA');
  // jsdom has no fetch of its own.
  Reflect.deleteProperty(global, 'fetch');
  jest.restoreAllMocks();
});

describe('RemoteModule: a remote mounts with its texts (issue 22)', () => {
  it.each([
    ['loaded on mounting', undefined, 'ordersfr1'],
    ['already loaded (warmed under the start overlay)', loaded, 'ordersfr2'],
  ] as const)(
    'a module %s waits for its catalogue, then renders in the active locale',
    async (_how, warmed, remote) => {
      jest.mocked(peekRemoteModule).mockReturnValue(warmed);
      const answer = await describeWithCatalogue(remote);
      render(<RemoteModule id={`${remote}/PendingOrders`} />);
      expect(await screen.findByRole('status')).toBeInTheDocument();
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();

      await answer(true);
      expect(
        await screen.findByRole('heading', { name: 'Commandes en attente' }),
      ).toBeInTheDocument();
    },
  );

  it('a catalogue that cannot be loaded leaves the module in en-CA rather than unmounted', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    // Its own text: the runtime keeps what earlier tests' catalogues gave their ids.
    const UNTRANSLATED = defineMessages('remotemoduletest.untranslated', {
      title: 'Pending orders',
    });
    const untranslated = { default: () => <h2>{UNTRANSLATED.title}</h2> };
    jest.mocked(loadRemoteModule).mockResolvedValue(untranslated);
    jest.mocked(peekRemoteModule).mockReturnValue(untranslated);
    const answer = await describeWithCatalogue('ordersfr3');
    render(<RemoteModule id="ordersfr3/PendingOrders" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await answer(false);
    expect(await screen.findByRole('heading', { name: 'Pending orders' })).toBeInTheDocument();
  });

  it('a remote whose catalogue has come mounts a loaded module at once', async () => {
    jest.mocked(peekRemoteModule).mockReturnValue(loaded);
    const answer = await describeWithCatalogue('ordersfr4');
    await answer(true);
    render(<RemoteModule id="ordersfr4/PendingOrders" />);
    // Synchronously: no loading state in between.
    expect(screen.getByRole('heading', { name: 'Commandes en attente' })).toBeInTheDocument();
  });
});
