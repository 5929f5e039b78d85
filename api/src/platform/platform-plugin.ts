// Issue 37: the release registry as the API's routes use it (docs/releases.md): a store read for
// the browsers and the operator, changed by the operator's actions (audited) and by the automatic
// rollback of a failing canary (audited, every Admin told).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditKind } from '@leafbid/domain';
import { sharedDomain } from '../domain/shared-domain.js';
import { apiText, domainText } from '../error-text.js';
import { HttpError } from '../http-error.js';
import type { ContactRow } from '../db/schema.js';
import { NO_REPORTS, releaseHealth, type ReleaseHealth } from '../repositories/release-reports.js';
import { recordAudit } from '../trade-desk/audit.js';
import { notificationLinks } from '../trade-desk/notification-links.js';
import { announceNotifications, notify } from '../trade-desk/notify.js';
import { autoRollback, previousStable, RegistryRefusal, remoteOf } from './release-actions.js';
import {
  openRegistryStore,
  RegistryError,
  type Registry,
  type Release,
  type ReleaseStore,
  type RemoteReleases,
} from './registry.js';

const { PLATFORM_API_MESSAGES: M } = sharedDomain;

/** How long a read of the registry answers reports and /remotes.json (a bucket GET is not free). */
const READ_TTL_MS = 2_000;
/** Who the history names for the API's own rollback. */
export const AUTO_ROLLBACK_ACTOR = 'leafbid-api';

export interface ReleasePlatform {
  store: ReleaseStore;
  /** The registry, at most READ_TTL_MS old (reports, /remotes.json). */
  recent(): Promise<Registry>;
  /** The registry as stored now (the operator's view and actions). */
  read(): Promise<Registry>;
  /** Forgets the recent read (after a write of this process). */
  forget(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    releasePlatform: ReleasePlatform;
  }
}

export const releasePlatform = fp(
  async (app: FastifyInstance) => {
    const store = openRegistryStore(app.config);
    let cached: { at: number; document: Promise<Registry> } | null = null;
    const platform: ReleasePlatform = {
      store,
      read: () => store.readRegistry(),
      recent() {
        if (!cached || Date.now() - cached.at > READ_TTL_MS) {
          const document = store.readRegistry();
          cached = { at: Date.now(), document };
          // A failed read is not kept.
          document.catch(() => {
            if (cached?.document === document) cached = null;
          });
        }
        return cached.document;
      },
      forget: () => {
        cached = null;
      },
    };
    app.decorate('releasePlatform', platform);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'release-platform', dependencies: ['core'] },
);

/** A registry that cannot be read or written: 503, said in words (never a 500). */
export function registryUnavailable(app: FastifyInstance, error: unknown): HttpError {
  app.log.error({ err: error, registry: app.releasePlatform.store.describe() }, 'release registry');
  return new HttpError(503, domainText(M, 'registryUnavailable'));
}

/** A refusal of release-actions as the API answers it (404, 409). */
export function refusalError(refusal: RegistryRefusal): HttpError {
  const { remote, release } = refusal;
  switch (refusal.kind) {
    case 'remote-not-found':
      return new HttpError(404, domainText(M, 'remoteNotFound', remote), 'remote');
    case 'release-not-found':
      return new HttpError(404, domainText(M, 'releaseNotFound', remote, release ?? ''), 'release');
    case 'nothing-to-roll-back':
      return new HttpError(409, domainText(M, 'nothingToRollBack', remote));
    case 'already-stable':
      return new HttpError(409, domainText(M, 'alreadyStable', remote, release ?? ''), 'release');
    case 'no-canary':
      return new HttpError(409, domainText(M, 'noCanary', remote));
    case 'refused':
      return new HttpError(409, apiText('plainText', refusal.message));
  }
}

/** What a registry change is recorded as: the stable and canary before and after. */
function liveState(entry: RemoteReleases | undefined) {
  return entry
    ? { stable: entry.stable, canary: entry.canary ? { ...entry.canary } : null }
    : { stable: null, canary: null };
}

/**
 * An operator's change of the registry: written (atomically, by the store), then recorded in the
 * audit trail. Answers the registry as written.
 */
export async function changeRegistry(
  app: FastifyInstance,
  admin: ContactRow,
  remote: string,
  kind: AuditKind & `release.${string}`,
  change: (document: Registry) => Registry,
): Promise<Registry> {
  let before: RemoteReleases | undefined;
  let written: Registry;
  try {
    written = await app.releasePlatform.store.updateRegistry((document) => {
      before = remoteOf(document, remote);
      try {
        return change(document);
      } catch (error) {
        // A change the release tooling refuses in its own words (the API checks the usual ones).
        if (error instanceof RegistryError)
          throw new RegistryRefusal('refused', remote, null, error.message);
        throw error;
      }
    });
  } catch (error) {
    if (error instanceof RegistryRefusal) throw refusalError(error);
    throw registryUnavailable(app, error);
  }
  app.releasePlatform.forget();
  const after = remoteOf(written, remote);
  const release =
    kind === 'release.canary' ? (after.canary?.release ?? before?.canary?.release) : after.stable;
  await recordAudit(app.db, {
    actor: admin,
    kind,
    target: { type: 'release', id: `${remote}/${release ?? '-'}`, label: remote },
    before: liveState(before),
    after: liveState(after),
  });
  return written;
}

/** The health of each of a remote's releases (those never reported have no sessions). */
async function healthOf(
  app: FastifyInstance,
  remote: string,
  releases: readonly string[],
): Promise<(id: string) => ReleaseHealth> {
  const health = await releaseHealth(app.db, remote, releases);
  return (id) => health.get(id) ?? NO_REPORTS;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1).replace(/\.0$/, '')} %`;

/**
 * After a report of `remote` (docs/releases.md): when it has a canary whose failure rate, over
 * at least RELEASE_ROLLBACK_MIN_SESSIONS sessions, exceeds the stable's by more than
 * RELEASE_ROLLBACK_MARGIN, the canary ends (history `auto-rollback`), the audit trail records it
 * and every Admin is told (in the app, and by email per their settings). Answers whether it did.
 */
export async function checkCanary(
  app: FastifyInstance,
  remote: string,
  /** The registry the report was checked against (else a recent read). */
  registry?: Registry,
): Promise<boolean> {
  const { releaseRollbackMargin: margin, releaseRollbackMinSessions: minSessions } = app.config;
  const document = registry ?? (await app.releasePlatform.recent());
  const entry = Object.hasOwn(document.remotes, remote) ? document.remotes[remote] : undefined;
  if (!entry?.canary) return false;
  const canaryId = entry.canary.release;
  const health = await healthOf(app, remote, [canaryId, ...(entry.stable ? [entry.stable] : [])]);
  const canary = health(canaryId);
  const stable = entry.stable ? health(entry.stable) : NO_REPORTS;
  if (canary.sessions < minSessions) return false;
  if (!(canary.failureRate - stable.failureRate > margin)) return false;

  const reason = domainText(M, 'autoRollbackReason', {
    canaryRate: percent(canary.failureRate),
    canaryFailed: canary.failed,
    canarySessions: canary.sessions,
    stableRate: percent(stable.failureRate),
    stableFailed: stable.failed,
    stableSessions: stable.sessions,
    margin: percent(margin),
  }).text;
  let applied = false;
  let before: RemoteReleases | undefined;
  let written: Registry;
  try {
    written = await app.releasePlatform.store.updateRegistry((current) => {
      before = current.remotes[remote];
      const next = autoRollback(current, remote, canaryId, { by: AUTO_ROLLBACK_ACTOR, reason });
      applied = next !== undefined;
      return next;
    });
  } catch (error) {
    app.log.error({ err: error, remote, release: canaryId }, 'automatic rollback failed');
    return false;
  }
  app.releasePlatform.forget();
  // Someone (an Admin, another replica) changed the canary first: nothing more to do.
  if (!applied) return false;
  const after = remoteOf(written, remote);
  const sent = await app.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actor: null,
      kind: 'release.auto_rolled_back',
      target: { type: 'release', id: `${remote}/${canaryId}`, label: remote },
      before: liveState(before),
      after: liveState(after),
      reason,
    });
    return notify(
      tx,
      { admins: true },
      'release_rolled_back',
      {
        remote,
        release: canaryId,
        canary_rate: percent(canary.failureRate),
        stable_rate: percent(stable.failureRate),
      },
      notificationLinks.platformRemote(remote),
    );
  });
  announceNotifications(app.liveEvents, sent);
  app.log.warn({ remote, release: canaryId, reason }, 'canary rolled back automatically');
  return true;
}

/** One release as the operator's view shows it. */
function releaseJson(release: Release, health: (id: string) => ReleaseHealth) {
  return {
    id: release.id,
    manifest: release.manifest,
    kernel: release.kernel,
    commit: release.commit,
    publishedAt: release.publishedAt,
    health: health(release.id),
  };
}

/** How many history steps the view shows per remote, newest first. */
const HISTORY_SHOWN = 20;

/** GET /operator/platform: every remote's stable and canary, releases, health and history. */
export async function platformView(app: FastifyInstance, document?: Registry) {
  let registry: Registry;
  try {
    registry = document ?? (await app.releasePlatform.read());
  } catch (error) {
    throw registryUnavailable(app, error);
  }
  const data = [];
  const plain = Object.entries(app.config.releasePlainRemotes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, manifest]) => ({ name, manifest }));
  for (const [name, entry] of Object.entries(registry.remotes).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const health = await healthOf(
      app,
      name,
      entry.releases.map((r) => r.id),
    );
    const byId = new Map(entry.releases.map((r) => [r.id, releaseJson(r, health)]));
    const newestFirst = [...entry.releases]
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .map((r) => byId.get(r.id)!);
    const canary = entry.canary ? byId.get(entry.canary.release) : undefined;
    data.push({
      name,
      stable: (entry.stable && byId.get(entry.stable)) || null,
      canary: entry.canary && canary ? { percent: entry.canary.percent, release: canary } : null,
      releases: newestFirst,
      history: entry.history
        .slice(-HISTORY_SHOWN)
        .reverse()
        .map((step) => ({
          at: step.at,
          action: step.action,
          release: step.release ?? null,
          by: step.by,
          reason: step.reason ?? null,
        })),
      canRollBack: previousStable(entry) !== null,
    });
  }
  return {
    data,
    plain,
    rollback: {
      margin: app.config.releaseRollbackMargin,
      minSessions: app.config.releaseRollbackMinSessions,
    },
  };
}
