// Issue 37: the releases of a remote, as the API and the operator console speak of them
// (docs/releases.md "Health reports and automatic rollback").
/** What a host tab reports of a remote's release (POST /platform/reports). */
export const RELEASE_REPORT_EVENTS = [
  'loaded',
  'load-failed',
  'integrity',
  'render-error',
] as const;
export type ReleaseReportEvent = (typeof RELEASE_REPORT_EVENTS)[number];
/** The events that count a session as failed for a release (its failure rate). */
export const RELEASE_FAILURE_EVENTS: readonly ReleaseReportEvent[] = [
  'load-failed',
  'integrity',
  'render-error',
];

/** A report's random tab id: 1 to 64 of these (nothing personal). */
export const RELEASE_SESSION_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A remote's federation name (@leafbid/shared/platform REMOTE_NAME_PATTERN), at most 40. */
export const RELEASE_REMOTE_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
/** A release id ('20261208T001200Z-3f2a9c1b77'): 1 to 80 of these. */
export const RELEASE_ID_PATTERN = /^[A-Za-z0-9._-]{1,80}$/;
