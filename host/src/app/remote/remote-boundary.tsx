// A remote that fails to load or render takes down only the place where it is mounted
// (ARCHITECTURE.md "Run-time composition"): header, navigation and other remotes keep working.
import { Button } from '@leafbid/shared/ui';
import { Suspense, lazy, useState } from 'react';
import { REMOTE_MESSAGES } from '../platform/messages';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

type AnyProps = Record<string, unknown>;

export interface RemoteBoundaryProps<P extends AnyProps = AnyProps> {
  /** The remote's name, shown in the fallback. */
  remote: string;
  /** What is mounted ('<remote>/<module>'): the key of the loaded component. */
  moduleId: string;
  /** Loads the exposed module; called again on Retry. */
  load: () => Promise<{ default: ComponentType<P> }>;
  /**
   * The module when it is already loaded (warmed during the start overlay): rendered at once,
   * without suspending (a Suspense fallback, once shown, stays ~300 ms).
   */
  loaded?: () => { default: ComponentType<P> } | undefined;
  /** Runs before a retry, e.g. to drop the federation runtime's cached failure. */
  onRetry?: () => void | Promise<void>;
  componentProps?: P;
  /** Shown while the remote loads. */
  loading?: ReactNode;
  /** Why it failed, in words for the notice (a refused integrity check, issue 37), if known. */
  reasonOf?: (error: unknown) => string | undefined;
  /** Every error the boundary catches, a failed load or a render's (the health reports). */
  onError?: (error: unknown) => void;
}

export interface RemoteFallbackProps {
  remote: string;
  onRetry: () => void;
  /** A retry is under way: the button waits. */
  retrying?: boolean;
  /** Why the part is missing, when the host knows (a kernel it does not run, issue 17). */
  reason?: string;
}

// Marks where the remote's name goes in the translated sentence, so the name can be bold.
const NAME_MARK = '\u0000';

/** 'Part: <strong>orders</strong>.' — the one message, with the name set in bold. */
function PartNamed({ remote }: { remote: string }) {
  const [before = '', after = ''] = REMOTE_MESSAGES.part(NAME_MARK).split(NAME_MARK);
  return (
    <>
      {before}
      <strong>{remote}</strong>
      {after}
    </>
  );
}

export function RemoteFallback({ remote, onRetry, retrying = false, reason }: RemoteFallbackProps) {
  return (
    <section
      role="alert"
      aria-label={REMOTE_MESSAGES.unavailableLabel(remote)}
      data-remote-fallback={remote}
      className="hs-remote-fallback"
    >
      <p className="hs-remote-fallback__title">{REMOTE_MESSAGES.unavailable}</p>
      <p className="hs-remote-fallback__detail">
        <PartNamed remote={remote} /> {reason ?? REMOTE_MESSAGES.checkConnection}
      </p>
      <Button variant="secondary" size="small" onClick={onRetry} disabled={retrying}>
        {retrying ? REMOTE_MESSAGES.retrying : REMOTE_MESSAGES.retry}
      </Button>
    </section>
  );
}

// Loaded components live outside React state, keyed by module id. Made in render (useMemo), a
// remote first mounted by a client-side route change (a transition) never left suspense in
// Chromium: React keeps no hooks for a tree that suspends before its first commit, so every
// attempt made a new lazy(). React.lazy also keeps its first result, a failure included, so
// Retry drops the entry to load again.
type RemoteComponentType = ComponentType<AnyProps> | LazyExoticComponent<ComponentType<AnyProps>>;
const remoteComponents = new Map<string, RemoteComponentType>();

// Decided once per module id (until Retry): switching a mounted lazy() for the loaded component
// later would remount the remote and lose its state.
function remoteComponent<P extends AnyProps>(
  moduleId: string,
  load: RemoteBoundaryProps<P>['load'],
  loaded: RemoteBoundaryProps<P>['loaded'],
) {
  let component = remoteComponents.get(moduleId);
  if (!component) {
    const ready = loaded?.();
    component = (ready ? ready.default : lazy(load)) as unknown as RemoteComponentType;
    remoteComponents.set(moduleId, component);
  }
  return component as unknown as ComponentType<P>;
}

/** Forgets every loaded remote component (tests that load the same module id differently). */
export function forgetRemoteComponents(): void {
  remoteComponents.clear();
}

export function RemoteBoundary<P extends AnyProps = AnyProps>({
  remote,
  moduleId,
  load,
  loaded,
  onRetry,
  componentProps,
  loading = null,
  reasonOf,
  onError,
}: RemoteBoundaryProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const RemoteComponent = remoteComponent(moduleId, load, loaded);

  const retry = async () => {
    try {
      await onRetry?.();
    } finally {
      remoteComponents.delete(moduleId);
      setAttempt((count) => count + 1);
    }
  };

  // The boundary resets whenever what it shows changes (another module id: a route change
  // reuses this element) or a Retry starts a new attempt; its error never follows navigation.
  return (
    <ErrorBoundary
      resetKeys={[moduleId, attempt]}
      onError={(error, info) => {
        console.error(`Remote "${remote}" failed`, error, info.componentStack);
        onError?.(error);
      }}
      fallbackRender={({ error }) => {
        const reason = reasonOf?.(error);
        return (
          <RemoteFallback
            remote={remote}
            onRetry={() => void retry()}
            {...(reason ? { reason } : {})}
          />
        );
      }}
    >
      <Suspense fallback={loading}>
        <RemoteComponent {...((componentProps ?? {}) as P)} />
      </Suspense>
    </ErrorBoundary>
  );
}
