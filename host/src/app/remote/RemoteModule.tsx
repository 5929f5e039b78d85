// Mounts one exposed module of a remote ('<remote>/<module>') inside its own boundary.
import './remote.css';
import { useCallback } from 'react';
import type { ComponentType } from 'react';
import { REMOTE_MESSAGES } from '../platform/messages';
import { RoutePending } from '../../features/loading';
import { RemoteBoundary } from './RemoteBoundary';
import {
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

export function RemoteModule({ id, componentProps }: RemoteModuleProps) {
  const remote = remoteNameOf(id);
  const load = useCallback(() => loadRemoteModule<Exposed>(id), [id]);
  const loaded = useCallback(() => peekRemoteModule<Exposed>(id), [id]);
  const retry = useCallback(() => resetRemote(remote), [remote]);
  return (
    <RemoteBoundary
      remote={remote}
      moduleId={`${id}#${remoteGeneration(remote)}`}
      load={load}
      loaded={loaded}
      onRetry={retry}
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
