import { useState } from 'react';
import { formatPercent } from '@leafbid/domain';
import type { PlatformRemoteJson } from '@leafbid/domain/schemas';
import { ConfirmModal, ErrorMessage } from '@leafbid/shared/ui';
import { ListState } from '../../../components/list-state';
import { messageOf } from '../../../components/format';
import { Notice } from '../../../components/notice';
import { listStatus } from '../../../lib/list-status';
import { OPERATOR_MESSAGES } from '../../../messages';
import { useChangeRelease, type ReleaseChange } from '../api/change-release';
import { usePlatform } from '../api/get-platform';
import { readReleasePins, reloadTab, writeReleasePin } from '../release-pins';
import { RemoteReleases } from './remote-releases';

const M = OPERATOR_MESSAGES;
const P = OPERATOR_MESSAGES.platform;

/** The question a change asks before it is made, and its button. */
function question(change: ReleaseChange, remote: PlatformRemoteJson | undefined) {
  const stable = remote?.stable?.id ?? M.missing;
  switch (change.action) {
    case 'promote':
      return {
        title: P.promoteTitle(change.release),
        text: P.promoteText(change.remote, change.release),
        confirm: P.promote,
        busy: P.promoting,
      };
    case 'rollback':
      return {
        title: P.rollBackTitle(change.remote),
        text: P.rollBackText(change.remote, stable),
        confirm: P.rollBack,
        busy: P.rollingBack,
      };
    case 'end-canary':
      return {
        title: P.endCanaryTitle(change.remote),
        text: P.endCanaryText(remote?.canary?.release.id ?? M.missing),
        confirm: P.endCanary,
        busy: P.endingCanary,
      };
  }
}

/** What the view says once a change is made, from the registry as it now is. */
function done(change: ReleaseChange, remote: PlatformRemoteJson | undefined): string {
  switch (change.action) {
    case 'promote':
      return P.promoted(change.release, change.remote);
    case 'rollback':
      return P.rolledBack(change.remote, remote?.stable?.id ?? M.missing);
    case 'end-canary':
      return P.canaryEnded(change.remote);
  }
}

/**
 * Platform (issue 37, Admin only): each remote's releases as the registry serves them, their
 * health from the host tabs' reports, and the changes an Admin makes — Promote, Roll back and End
 * canary, each confirmed first (the API records them in the audit trail) — and Try in this tab,
 * which pins a release for this browser tab only and reloads it. `focusId`: the remote a
 * notification names (/operator/platform?remote=<name>), brought into view.
 */
export function PlatformView({ focusId = null }: { focusId?: string | null } = {}) {
  const platform = usePlatform();
  const change = useChangeRelease();
  const [asking, setAsking] = useState<ReleaseChange | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pins] = useState(() => readReleasePins());
  const { loading, error: loadError } = listStatus(platform, P.failed);
  const remotes = platform.data?.data ?? [];
  const plain = platform.data?.plain ?? [];
  const rule = platform.data?.rollback;
  const remoteNamed = (name: string) => remotes.find((remote) => remote.name === name);
  const asked = asking ? question(asking, remoteNamed(asking.remote)) : null;

  async function confirm() {
    if (!asking) return;
    setError(null);
    try {
      const view = await change.mutateAsync(asking);
      setNotice(
        done(
          asking,
          view.data.find((remote) => remote.name === asking.remote),
        ),
      );
    } catch (failure) {
      setError(messageOf(failure, P.actionFailed));
    } finally {
      setAsking(null);
    }
  }

  function tryRelease(remote: string, release: string | null) {
    writeReleasePin(remote, release);
    reloadTab.now();
  }

  return (
    <section className="op-panel" aria-label={M.tabs.platform}>
      <Notice text={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage message={error} onDismiss={() => setError(null)} />
      <ListState
        loading={loading}
        loadingLabel={P.loading}
        error={loadError}
        onRetry={() => void platform.refetch()}
        empty={remotes.length === 0 && plain.length === 0}
        emptyTitle={P.empty}
        emptyHint={P.emptyHint}
      >
        {rule ? (
          <p className="op-muted">
            {P.rollbackRule(formatPercent(rule.margin * 100), rule.minSessions)}
          </p>
        ) : null}
        <div className="op-stack">
          {remotes.map((remote) => (
            <RemoteReleases
              key={remote.name}
              remote={remote}
              pinned={pins[remote.name] ?? null}
              busy={change.isPending && change.variables?.remote === remote.name}
              onChange={(next) => {
                setError(null);
                setAsking(next);
              }}
              onTry={(release) => tryRelease(remote.name, release)}
              highlighted={remote.name === focusId}
            />
          ))}
        </div>
        {plain.length > 0 ? (
          <section className="op-card" aria-label={P.plainHeading}>
            <h2 className="op-card__title">{P.plainHeading}</h2>
            <p className="op-muted">{P.plainHint}</p>
            <ul>
              {plain.map((entry) => (
                <li key={entry.name}>
                  <strong>{entry.name}</strong> <code>{entry.manifest}</code>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </ListState>
      <ConfirmModal
        open={asked !== null}
        title={asked?.title ?? ''}
        text={asked?.text ?? ''}
        cancelLabel={M.cancel}
        confirmLabel={change.isPending ? (asked?.busy ?? '') : (asked?.confirm ?? '')}
        confirmVariant={asking?.action === 'promote' ? 'primary' : 'danger'}
        busy={change.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
