// Live updates (issue 11): the host keeps the stream open while a confirmed, not suspended
// account is signed in, and closes it when the user signs out (or another user signs in).
// `onOpen` runs each time the stream is open (its `ready`): what the page fetched before that
// moment may miss an event sent before the stream was listening, so the host refetches what must
// not miss one (the bell).
import {
  startLiveUpdates,
  useAuthStore,
  useProfileStore,
  type LiveUpdatesOptions,
} from '@leafbid/shared';

export function keepLiveUpdates(
  start: (options?: LiveUpdatesOptions) => (forget?: boolean) => void = startLiveUpdates,
  onOpen: () => void = () => undefined,
): () => void {
  let stop: ((forget?: boolean) => void) | null = null;
  let openFor: string | null = null;
  const sync = (): void => {
    const { status } = useAuthStore.getState();
    const { profile } = useProfileStore.getState();
    const wanted =
      status === 'authenticated' &&
      profile?.Account_Confirmed === true &&
      profile.Account_Suspended !== true
        ? profile.id
        : null;
    if (wanted === openFor) return;
    // Signed out or someone else: the next stream must not resume this one's.
    stop?.(true);
    stop = null;
    openFor = wanted;
    if (wanted) stop = start({ onStatus: (live) => live === 'open' && onOpen() });
  };
  const stopAuth = useAuthStore.subscribe(sync);
  const stopProfile = useProfileStore.subscribe(sync);
  sync();
  return () => {
    stopAuth();
    stopProfile();
    stop?.(false);
    stop = null;
    openFor = null;
  };
}
