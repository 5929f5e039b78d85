// A remote that fails to load or render takes down only the place where it is mounted
// (ARCHITECTURE.md "Run-time composition"): header, navigation and other remotes keep working.
import { Component, Suspense, lazy, useMemo, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';

type AnyProps = Record<string, unknown>;

export interface RemoteBoundaryProps<P extends AnyProps = AnyProps> {
  /** The remote's name, shown in the fallback ("marketplace"). */
  remote: string;
  /** Loads the exposed module; called again on Retry. */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** Runs before a retry, e.g. to drop the federation runtime's cached failure. */
  onRetry?: () => void | Promise<void>;
  componentProps?: P;
  /** Shown while the remote loads. */
  loading?: ReactNode;
}

interface CatcherProps {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface CatcherState {
  error: Error | null;
}

class RemoteErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { error: null };

  static getDerivedStateFromError(error: Error): CatcherState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <RemoteFallback remote={this.props.remote} onRetry={this.props.onRetry} />;
  }
}

export function RemoteFallback({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <section role="alert" aria-label={`${remote} unavailable`} data-remote-fallback={remote}>
      <p>This part of Leafbid could not be loaded.</p>
      <p>
        Part: <strong>{remote}</strong>
      </p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}

export function RemoteBoundary<P extends AnyProps = AnyProps>({
  remote,
  load,
  onRetry,
  componentProps,
  loading = null,
}: RemoteBoundaryProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // A fresh lazy component per attempt: React.lazy caches its first result, including a failure.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the retry trigger
  const RemoteComponent = useMemo(() => lazy(load), [load, attempt]);

  const retry = async () => {
    try {
      await onRetry?.();
    } finally {
      setAttempt((count) => count + 1);
    }
  };

  return (
    <RemoteErrorCatcher key={attempt} remote={remote} onRetry={() => void retry()}>
      <Suspense fallback={loading}>
        <RemoteComponent {...((componentProps ?? {}) as P)} />
      </Suspense>
    </RemoteErrorCatcher>
  );
}
