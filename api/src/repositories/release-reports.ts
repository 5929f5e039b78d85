// Issue 37: the health reports of remote releases (POST /platform/reports) and the failure rates
// read from them. One row per (remote, release, tab session): its first report makes it, later
// ones only add (a failure is never undone by a later 'loaded'). Nothing personal is stored.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { RELEASE_FAILURE_EVENTS, type ReleaseReportEvent } from '@leafbid/domain';
import type { Queryable } from '../db/client.js';
import { releaseReports } from '../db/schema.js';

export interface ReleaseReport {
  session: string;
  remote: string;
  release: string;
  event: ReleaseReportEvent;
}

export const isFailure = (event: ReleaseReportEvent) => RELEASE_FAILURE_EVENTS.includes(event);

/** Records one report (an upsert: a session counts once per release, failed if it ever failed). */
export async function recordReleaseReport(db: Queryable, report: ReleaseReport): Promise<void> {
  const failed = isFailure(report.event);
  const now = new Date();
  await db
    .insert(releaseReports)
    .values({
      remote: report.remote,
      release: report.release,
      session: report.session,
      loaded: !failed,
      failed,
      failure: failed ? report.event : null,
      firstAt: now,
      lastAt: now,
    })
    .onConflictDoUpdate({
      target: [releaseReports.remote, releaseReports.release, releaseReports.session],
      set: {
        loaded: sql`${releaseReports.loaded} or excluded.loaded`,
        failed: sql`${releaseReports.failed} or excluded.failed`,
        failure: sql`coalesce(excluded.failure, ${releaseReports.failure})`,
        lastAt: now,
      },
    });
}

export interface ReleaseHealth {
  /** Distinct tab sessions that reported the release. */
  sessions: number;
  /** Those of them with any failure event. */
  failed: number;
  /** failed / sessions; 0 when no session reported it. */
  failureRate: number;
}

export const NO_REPORTS: ReleaseHealth = { sessions: 0, failed: 0, failureRate: 0 };

/** Each release's health among `releases` of `remote` (those without a report are left out). */
export async function releaseHealth(
  db: Queryable,
  remote: string,
  releases: readonly string[],
): Promise<Map<string, ReleaseHealth>> {
  if (releases.length === 0) return new Map();
  const rows = await db
    .select({
      release: releaseReports.release,
      sessions: count(),
      failed: sql<number>`count(*) filter (where ${releaseReports.failed})`.mapWith(Number),
    })
    .from(releaseReports)
    .where(and(eq(releaseReports.remote, remote), inArray(releaseReports.release, [...releases])))
    .groupBy(releaseReports.release);
  return new Map(
    rows.map((row) => [
      row.release,
      {
        sessions: row.sessions,
        failed: row.failed,
        failureRate: row.sessions > 0 ? row.failed / row.sessions : 0,
      },
    ]),
  );
}
