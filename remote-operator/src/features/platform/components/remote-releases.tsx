import { useId } from 'react';
import { formatPercent } from '@leafbid/domain';
import type { PlatformReleaseJson, PlatformRemoteJson } from '@leafbid/domain/schemas';
import { Button, Tag } from '@leafbid/shared/ui';
import { formatDateTime } from '../../../components/format';
import { TableScroll } from '../../../components/table-scroll';
import { TargetLabel } from '../../../components/target-label';
import { revealedProps, useReveal } from '../../../lib/use-focus-target';
import { OPERATOR_MESSAGES } from '../../../messages';
import type { ReleaseChange } from '../api/change-release';

const M = OPERATOR_MESSAGES;
const P = OPERATOR_MESSAGES.platform;

/** A release's failure rate ('10%', fr-CA '10 %'). */
export const rateOf = (rate: number) => formatPercent(Math.round(rate * 1000) / 10);

/** How many history steps a remote shows. */
const HISTORY_SHOWN = 5;

export interface RemoteReleasesProps {
  remote: PlatformRemoteJson;
  /** The release this tab runs by the Admin's pin, if any. */
  pinned: string | null;
  /** An action of this remote is under way. */
  busy: boolean;
  /** Asks to confirm a change (the view shows the dialog). */
  onChange(change: ReleaseChange): void;
  onTry(release: string | null): void;
  /** Issue 35's notification link names this remote (/operator/platform?remote=…). */
  highlighted?: boolean;
}

function actionLabel(action: string): string {
  return Object.hasOwn(M.releaseActions, action)
    ? M.releaseActions[action as keyof typeof M.releaseActions]
    : action;
}

/** What the release serves now: its tags (stable, canary with its share, tried in this tab). */
function ServesCell({
  release,
  remote,
  pinned,
}: {
  release: PlatformReleaseJson;
  remote: PlatformRemoteJson;
  pinned: boolean;
}) {
  const stable = remote.stable?.id === release.id;
  const canary = remote.canary?.release.id === release.id ? remote.canary : null;
  return (
    <td data-label={P.columnState}>
      <span className="op-tags">
        {stable ? <Tag tone="success">{P.stableTag}</Tag> : null}
        {canary ? <Tag tone="warning">{P.canaryTag(formatPercent(canary.percent))}</Tag> : null}
        {!stable && !canary ? <span className="op-muted">{P.notServed}</span> : null}
        {pinned ? <Tag tone="info">{P.tryingTag}</Tag> : null}
      </span>
    </td>
  );
}

/**
 * One remote of the registry: the releases it serves (stable, canary and its share), every
 * release with its kernel range, publication, commit and health (failure rate over its tab
 * sessions), Promote per release, Roll back and End canary for the remote, Try in this tab.
 */
export function RemoteReleases({
  remote,
  pinned,
  busy,
  onChange,
  onTry,
  highlighted = false,
}: RemoteReleasesProps) {
  const headingId = useId();
  const targetId = useId();
  const ref = useReveal<HTMLElement>(highlighted);
  const { name, stable, canary } = remote;
  const label = P.table(name);
  return (
    <section
      ref={ref}
      className={highlighted ? 'op-card op-platform op-target' : 'op-card op-platform'}
      aria-labelledby={headingId}
      data-remote={name}
      {...revealedProps(highlighted, targetId)}
    >
      {highlighted ? <TargetLabel id={targetId} /> : null}
      <h2 className="op-card__title" id={headingId}>
        {P.remoteHeading(name)}
      </h2>
      <dl className="op-facts" aria-label={P.summary}>
        <div className="op-facts__item">
          <dt>{P.stable}</dt>
          <dd>{stable?.id ?? P.none}</dd>
        </div>
        <div className="op-facts__item">
          <dt>{P.canary}</dt>
          <dd>{canary ? P.canaryOf(canary.release.id, formatPercent(canary.percent)) : P.none}</dd>
        </div>
      </dl>
      <div className="op-actions">
        <Button
          variant="secondary"
          aria-label={P.rollBackLabel(name)}
          disabled={busy || !remote.canRollBack || !stable}
          title={remote.canRollBack ? undefined : P.nothingToRollBack}
          onClick={() => onChange({ action: 'rollback', remote: name })}
        >
          {P.rollBack}
        </Button>
        {canary ? (
          <Button
            variant="secondary"
            aria-label={P.endCanaryLabel(name)}
            disabled={busy}
            onClick={() => onChange({ action: 'end-canary', remote: name })}
          >
            {P.endCanary}
          </Button>
        ) : null}
      </div>
      {pinned ? (
        <p className="op-platform__trying" role="note">
          {P.trying(pinned, name)}
        </p>
      ) : null}
      <TableScroll label={label}>
        <table className="op-table op-table--cards" aria-label={label}>
          <thead>
            <tr>
              <th scope="col">{P.columnRelease}</th>
              <th scope="col">{P.columnState}</th>
              <th scope="col">{P.columnKernel}</th>
              <th scope="col">{P.columnPublished}</th>
              <th scope="col">{P.columnCommit}</th>
              <th scope="col" className="op-num">
                {P.columnFailureRate}
              </th>
              <th scope="col" className="op-num">
                {P.columnSessions}
              </th>
              <th scope="col">{P.columnActions}</th>
            </tr>
          </thead>
          <tbody>
            {remote.releases.map((release) => {
              const isStable = stable?.id === release.id;
              const isPinned = pinned === release.id;
              const { sessions, failed, failureRate } = release.health;
              return (
                <tr key={release.id}>
                  <th scope="row" className="op-platform__release">
                    {release.id}
                  </th>
                  <ServesCell release={release} remote={remote} pinned={isPinned} />
                  <td data-label={P.columnKernel}>{release.kernel ?? P.noKernel}</td>
                  <td data-label={P.columnPublished} className="op-date">
                    {formatDateTime(release.publishedAt)}
                  </td>
                  <td data-label={P.columnCommit}>
                    <code title={release.commit}>{release.commit.slice(0, 10)}</code>
                  </td>
                  <td data-label={P.columnFailureRate} className="op-num">
                    {sessions > 0 ? (
                      <>
                        {rateOf(failureRate)}
                        <span className="op-muted"> {P.failures(failed, sessions)}</span>
                      </>
                    ) : (
                      <span className="op-muted">{P.noReports}</span>
                    )}
                  </td>
                  <td data-label={P.columnSessions} className="op-num">
                    {sessions}
                  </td>
                  <td data-label={P.columnActions}>
                    <span className="op-actions">
                      {isStable ? null : (
                        <Button
                          size="small"
                          aria-label={P.promoteLabel(release.id, name)}
                          disabled={busy}
                          onClick={() =>
                            onChange({ action: 'promote', remote: name, release: release.id })
                          }
                        >
                          {P.promote}
                        </Button>
                      )}
                      {isPinned ? (
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={P.stopTryingLabel(release.id, name)}
                          onClick={() => onTry(null)}
                        >
                          {P.stopTrying}
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={P.tryHereLabel(release.id, name)}
                          onClick={() => onTry(release.id)}
                        >
                          {P.tryHere}
                        </Button>
                      )}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {remote.history.length > 0 ? (
        <details className="op-platform__history">
          <summary>{P.history}</summary>
          <ol>
            {remote.history.slice(0, HISTORY_SHOWN).map((step, i) => (
              <li key={`${step.at}-${i}`}>
                {P.historyEntry(
                  formatDateTime(step.at),
                  actionLabel(step.action),
                  step.release ?? M.missing,
                  step.by,
                )}
                {step.reason ? ` ${P.historyReason(step.reason)}` : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
