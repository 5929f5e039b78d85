// Mounts one exposed module of a remote ('<remote>/<module>') inside its own boundary.
import './remote.css';
import { useCallback } from 'react';
import type { ComponentType } from 'react';
import { REMOTE_MESSAGES } from '../platform/messages';
import { remoteCatalogueSettled, remoteCataloguesSettled } from '../platform/platform-store';
import { RoutePending } from '../../features/loading';
import { RemoteBoundary } from './remote-boundary';
import { reportRelease } from './release-reports';
import {
  RemoteLoadError,
  loadRemoteModule,
  peekRemoteModule,
  remoteGeneration,
  remoteNameOf,
  resetRemote,
} from './remote-registry';
import type { RemoteModuleId } from './remote-registry';

export interface RemoteModuleProps {
  id: RemoteModuleId;
  componentProps?: Record<string, unknown>;
}

type Exposed = { default: ComponentType<Record<string, unknown>> };

const integrityReason = (error: unknown) =>
  error instanceof RemoteLoadError && error.kind === 'integrity'
    ? REMOTE_MESSAGES.integrity
    : undefined;

export function RemoteModule({ id, componentProps }: RemoteModuleProps) {
  const remote = remoteNameOf(id);
  // The module and its remote's texts in the active locale: a user who signs in before a remote's
  // catalogue has come (the start waits only for the public pages' remotes) sees its parts in
  // their language, not in en-CA until they happen to re-render.
  const load = useCallback(async () => {
    const [module] = await Promise.all([
      loadRemoteModule<Exposed>(id),
      remoteCataloguesSettled([remote]),
    ]);
    return module;
  }, [id, remote]);
  const loaded = useCallback(
    () => (remoteCatalogueSettled(remote) ? peekRemoteModule<Exposed>(id) : undefined),
    [id, remote],
  );
  const retry = useCallback(() => resetRemote(remote), [remote]);
  // Issue 37: a refused file says so; an error of the remote's own render is reported (its
  // failed loads are, by loadRemoteModule).
  const onError = useCallback(
    (error: unknown) => {
      if (!(error instanceof RemoteLoadError)) reportRelease(remote, 'render-error');
    },
    [remote],
  );
  return (
    <RemoteBoundary
      remote={remote}
      moduleId={`${id}#${remoteGeneration(remote)}`}
      load={load}
      loaded={loaded}
      onRetry={retry}
      onError={onError}
      reasonOf={integrityReason}
      {...(componentProps ? { componentProps } : {})}
      loading={
        // Keeps a route change's loading overlay up until the remote has rendered (or failed).
        <RoutePending>
          <div className="hs-remote-loading" role="status" aria-live="polite">
            <span className="hs-remote-loading__spinner" aria-hidden="true" />
            {REMOTE_MESSAGES.loading(remote)}
          </div>
        </RoutePending>
      }
    />
  );
}
