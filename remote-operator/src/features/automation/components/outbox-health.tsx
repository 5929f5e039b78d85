import type { OutboxEndpoint } from '@leafbid/domain';
import { OPERATOR_MESSAGES } from '../../../messages';

const M = OPERATOR_MESSAGES;

/** "3 h ago": how long ago `iso` was, in the catalogue's words. */
export function ageOf(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return M.age.justNow;
  if (minutes < 60) return M.age.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return M.age.hours(hours);
  return M.age.days(Math.floor(hours / 24));
}

/**
 * Issue 18: why rows stay queued and for how long. Kinds without an endpoint (AUTOMATION_URL_*)
 * are never attempted — "Queued, 0 attempts" then means "waiting for an endpoint", said here in
 * words — and the oldest queued row's age tells whether deliveries keep up.
 */
export function OutboxHealth({
  endpoints,
  now,
}: {
  endpoints: OutboxEndpoint[];
  /** When the answer was read (the query's dataUpdatedAt): ages are counted to then. */
  now: number;
}) {
  if (endpoints.length === 0) return null;
  const missing = endpoints.filter((e) => !e.configured);
  const oldest = endpoints
    .map((e) => e.oldest_queued_at)
    .filter((at): at is string => Boolean(at) && !Number.isNaN(Date.parse(at!)))
    .sort()[0];
  const warning =
    missing.length === 0
      ? null
      : missing.length === endpoints.length
        ? M.noEndpointAtAll
        : M.noEndpointFor(missing.map((e) => M.outboxKinds[e.kind]).join(', '));
  if (!warning && !oldest) return null;
  return (
    <section className="op-outbox-health" aria-label={M.outboxHealth}>
      {warning ? <p className="op-outbox-health__warning">{warning}</p> : null}
      {oldest ? (
        <p>
          <time dateTime={oldest}>{M.oldestQueued(ageOf(oldest, now))}</time>
        </p>
      ) : null}
    </section>
  );
}
