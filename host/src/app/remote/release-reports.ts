// Issue 37 (docs/releases.md "Health reports"): how each release fares in this tab, for the API's
// automatic rollback of a failing canary: `loaded`, `load-failed`, `integrity` (a file refused for
// its digest) or `render-error` (caught by the boundary around a remote's module), posted to
// `${apiBaseUrl}/platform/reports` as { session, remote, release, event }. Nothing personal: the
// session is a random id of this tab. At most one report per remote, release and event per tab;
// a report that cannot be sent is lost (never retried, never an error). Remotes of a plain
// remotes.json entry have no release: nothing is reported for them.
import { chosenReleaseId } from './releases';

export type ReleaseEvent = 'loaded' | 'load-failed' | 'integrity' | 'render-error';

export interface ReleaseReport {
  session: string;
  remote: string;
  release: string;
  event: ReleaseEvent;
}

const session = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');
const sent = new Set<string>();
/** Reports made before the API's address is known (the runtime config loads beside remotes.json). */
let queued: ReleaseReport[] = [];
let endpoint: string | null = null;

function send(report: ReleaseReport): void {
  try {
    void fetch(endpoint!, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  } catch {
    // no fetch, or refused at once: lost
  }
}

/** Reports `event` for the release `remote` runs in this tab (once per tab). */
export function reportRelease(remote: string, event: ReleaseEvent): void {
  const release = chosenReleaseId(remote);
  if (release === undefined) return;
  const key = `${remote}\n${release}\n${event}`;
  if (sent.has(key)) return;
  sent.add(key);
  const report = { session, remote, release, event };
  if (endpoint === null) queued.push(report);
  else send(report);
}

/** Where reports go from now on (the runtime config's API), sending those waiting. */
export function sendReleaseReportsTo(apiBaseUrl: string): void {
  endpoint = `${apiBaseUrl.replace(/\/+$/, '')}/platform/reports`;
  const waiting = queued;
  queued = [];
  waiting.forEach(send);
}

/** Forgets what was sent (tests). */
export function resetReleaseReports(): void {
  sent.clear();
  queued = [];
  endpoint = null;
}
