// The remotes the host knows at run time (issue 11): remotes.json, then each remote's description
// and the kernel range its manifest needs (issue 17), composed into the routes, navigation and
// dashboard widgets the shell mounts. A remote built for a kernel the host does not run is refused. A remote that
// cannot be described is reported (console, and a notice in the shell) and can be retried
// without a reload.
import { KERNEL_VERSION } from '@leafbid/shared/platform';
import { create } from 'zustand';
import { fetchKernelRanges, kernelMismatch } from '../remote/kernel-requirement';
import { fetchRemoteDescription } from '../remote/remote-descriptions';
import { reportRelease } from '../remote/release-reports';
import { integrityRefusal } from '../remote/releases';
import {
  resetRemote,
  setUpRemotes,
  type RemoteManifests,
  type RemoteName,
} from '../remote/remote-registry';
import { composePlatform, kernelReason, type Platform, type RemoteState } from './compose-platform';
import { addRemoteCatalogue } from './remote-catalogue';

export const REMOTES_URL = '/remotes.json';

export interface PlatformState {
  /** remotes.json as read at start: remote name → mf-manifest.json URL. */
  manifests: RemoteManifests;
  states: Record<RemoteName, RemoteState>;
  /** Why remotes.json itself could not be read, or null. */
  listProblem: string | null;
  /** What the shell mounts, recomputed whenever a description arrives or fails. */
  platform: Platform;
  /** Reads remotes.json, registers every remote and reads all their descriptions in parallel. */
  loadRemotes(url?: string): Promise<void>;
  /** Reads a skipped remote's description again (after resetting its runtime state). */
  retryRemote(remote: RemoteName): Promise<void>;
}

const initial = {
  manifests: {},
  states: {},
  listProblem: null,
  platform: composePlatform([], {}),
} satisfies Partial<PlatformState>;

/** Each described remote's catalogue in the active locale, as it loads (issue 22). */
const catalogueLoads = new Map<RemoteName, Promise<void>>();
/** The remotes whose catalogue of `catalogueLoads` has loaded or failed. */
const settledCatalogues = new Set<RemoteName>();

/**
 * Whether a remote's texts can be read now: its catalogue has loaded or failed, or it has none
 * to wait for. A remote's module mounts only then, so nothing of it renders in en-CA first and
 * stays so (memoised parts do not re-render when a late catalogue arrives).
 */
export function remoteCatalogueSettled(remote: RemoteName): boolean {
  return !catalogueLoads.has(remote) || settledCatalogues.has(remote);
}

/**
 * Resolves when the catalogues of `remotes` have loaded or failed (a remote not described yet, or
 * without a catalogue, is not waited for). The start waits only for the texts its first page shows.
 */
export async function remoteCataloguesSettled(remotes: readonly RemoteName[]): Promise<void> {
  await Promise.allSettled(remotes.map((remote) => catalogueLoads.get(remote)));
}

export const usePlatformStore = create<PlatformState>()((set, get) => {
  const setRemoteState = (remote: RemoteName, state: RemoteState) => {
    const states = { ...get().states, [remote]: state };
    set({ states, platform: composePlatform(Object.keys(get().manifests), states) });
  };

  const describe = async (remote: RemoteName, manifestUrl: string) => {
    try {
      // The description and the kernel range its manifest records, both before anything mounts.
      const [description, kernelRanges] = await Promise.all([
        fetchRemoteDescription(remote, manifestUrl),
        fetchKernelRanges(remote, manifestUrl),
      ]);
      const kernel = kernelMismatch(kernelRanges, KERNEL_VERSION);
      if (kernel) {
        console.error(`Leafbid: ${kernelReason(remote, kernel)}`);
        reportRelease(remote, 'load-failed');
        setRemoteState(remote, { status: 'refused', description, kernel });
      } else {
        setRemoteState(remote, { status: 'ready', description });
        // Its titles and links in the active locale: the start waits for those its first page
        // shows (start.ts, firstPageTexts); the others show once they arrive.
        const texts = addRemoteCatalogue(remote, manifestUrl, description);
        settledCatalogues.delete(remote);
        catalogueLoads.set(remote, texts);
        void texts.then(() => {
          if (catalogueLoads.get(remote) === texts) settledCatalogues.add(remote);
          const state = get().states[remote];
          if (state?.status === 'ready') setRemoteState(remote, { ...state });
        });
      }
    } catch (error) {
      // Its manifest or description refused for its digest (issue 37), or a network failure.
      const refused = await integrityRefusal(remote);
      reportRelease(remote, refused ? 'integrity' : 'load-failed');
      const problem = error instanceof Error ? error.message : String(error);
      const reason = refused ? `${problem} (integrity check failed for ${refused})` : problem;
      console.error(`Leafbid: ${reason}`, error);
      setRemoteState(remote, { status: 'failed', reason, ...(refused ? { integrity: true } : {}) });
    }
  };

  return {
    ...initial,

    loadRemotes: async (url = REMOTES_URL) => {
      let manifests: RemoteManifests;
      try {
        manifests = await setUpRemotes(url);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // The shell still works (dashboard, header): it says what is missing.
        console.error(`Leafbid: could not read ${url}`, error);
        set({ listProblem: reason });
        return;
      }
      const states = Object.fromEntries(
        Object.keys(manifests).map((remote): [RemoteName, RemoteState] => [
          remote,
          { status: 'loading' },
        ]),
      );
      set({
        manifests,
        states,
        listProblem: null,
        platform: composePlatform(Object.keys(manifests), states),
      });
      await Promise.all(
        Object.entries(manifests).map(([remote, manifestUrl]) => describe(remote, manifestUrl)),
      );
    },

    retryRemote: async (remote) => {
      const manifestUrl = get().manifests[remote];
      if (manifestUrl === undefined || get().states[remote]?.status === 'loading') return;
      setRemoteState(remote, { status: 'loading' });
      // Drops the runtime's cached manifest and container too: a redeployed remote is read afresh.
      resetRemote(remote);
      await describe(remote, manifestUrl);
    },
  };
});

export function resetPlatformStore(): void {
  catalogueLoads.clear();
  settledCatalogues.clear();
  usePlatformStore.setState(initial);
}
