import { MIN_LOADING_MS } from '@leafbid/domain';
import { Button } from '@leafbid/shared/ui';
import { startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { LOADING_MESSAGES } from '../../../messages';
import { useMinimumDuration } from '../hooks/use-minimum-duration';
import { LoadingOverlay } from './loading-overlay';
// Its styles here, not in the feature's index: with "sideEffects": ["*.css"] webpack skips a
// re-exporting index, and the styles it imported went with it (issue 12).
import '../loading.css';

export interface StartGateProps {
  /** Settles when the app may render: runtime config loaded, identity installed, auth initialised. */
  starting: Promise<unknown>;
  /** Spec §9 "Minimum loading screen time: 2000 ms". */
  minimumMs?: number;
  /**
   * When the overlay first showed (Date.now() time): index.html's start screen shows from the
   * first paint (see startOverlayShownAt). Default: this component's first render.
   */
  shownAt?: number;
  children: ReactNode;
}

type StartState =
  | { status: 'starting' }
  | { status: 'ready' }
  | { status: 'failed'; message: string };

/**
 * The start overlay (spec §2): shows until start-up has finished AND at least `minimumMs` have
 * passed. The app mounts hidden as soon as start-up is done, so the guard can fetch
 * the profile and the first page's remote can load while the overlay is still up.
 */
export function StartGate({
  starting,
  minimumMs = MIN_LOADING_MS,
  shownAt,
  children,
}: StartGateProps) {
  const [state, setState] = useState<StartState>({ status: 'starting' });
  const minimumPassed = useMinimumDuration(minimumMs, shownAt);

  useEffect(() => {
    let live = true;
    starting.then(
      // A transition: React renders the app under the overlay in slices of a few milliseconds,
      // not one long task (issue 22), and the overlay stays while it does.
      () => live && startTransition(() => setState({ status: 'ready' })),
      (error: unknown) =>
        live &&
        setState({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [starting]);

  if (state.status === 'failed' && minimumPassed) return <StartFailure message={state.message} />;

  const covering = state.status !== 'ready' || !minimumPassed;
  return (
    <>
      {state.status === 'ready' ? (
        // `hidden`, not just covered or inert: nothing under the overlay can be found, focused or
        // typed into (input typed into an inert form would be silently lost).
        <div className="hs-app-root" hidden={covering}>
          {children}
        </div>
      ) : null}
      {covering ? <LoadingOverlay steady /> : null}
    </>
  );
}

function StartFailure({ message }: { message: string }) {
  return (
    <main className="hs-start-failure">
      <section className="hs-start-failure__panel" role="alert">
        <h1 className="hs-start-failure__title">{LOADING_MESSAGES.startFailedTitle}</h1>
        <p>{LOADING_MESSAGES.startFailedText}</p>
        <p className="hs-start-failure__detail">{message}</p>
        <Button onClick={() => window.location.reload()}>{LOADING_MESSAGES.reload}</Button>
      </section>
    </main>
  );
}
