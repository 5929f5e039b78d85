import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseJsonBody } from '../../../json-body.js';
import { checkCanary, refusalError } from '../../../platform/platform-plugin.js';
import { RegistryRefusal, remoteOf } from '../../../platform/release-actions.js';
import type { Registry } from '../../../platform/registry.js';
import { recordReleaseReport } from '../../../repositories/release-reports.js';
import { errorAnswers } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';

/** Whether `registry` serves `release` of `remote` as its stable or its canary. */
function servesRelease(registry: Registry, remote: string, release: string): boolean {
  const entry = Object.hasOwn(registry.remotes, remote) ? registry.remotes[remote] : undefined;
  return entry?.stable === release || entry?.canary?.release === release;
}

/** A report is four short fields: anything larger is not one. */
const REPORT_BODY_LIMIT = 1024;

/**
 * Issue 37: POST /platform/reports — a host tab's health report of a remote's release (docs/
 * releases.md). Public and anonymous-safe: an Authorization header is not read for it, and
 * nothing personal is kept (the session is the tab's own random id; no address, no uid). Limited
 * per client address (RELEASE_REPORTS_PER_MINUTE). A `text/plain` body is read as JSON too, so a
 * tab may send it with navigator.sendBeacon as it closes. After the report, a failing canary of
 * that remote is rolled back (checkCanary).
 */
export const platformReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, parseJsonBody(String(body)));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  app.post(
    '/platform/reports',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      config: {
        // Per address whoever the caller is: a report's budget is not a user's.
        rateLimit: {
          max: app.config.releaseReportsPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => `release-report:${request.ip}`,
        },
      },
      schema: { body: sharedSchemas.releaseReportBodySchema, response: errorAnswers },
    },
    async (request, reply) => {
      const report = request.body;
      // Only the registry's releases are counted (a flood of made-up names stores nothing). A
      // registry that cannot be read does not lose the report.
      const read = () =>
        app.releasePlatform.recent().catch((error: unknown) => {
          request.log.warn({ err: error }, 'release registry unreadable: report kept unchecked');
          return null;
        });
      let document = await read();
      // A release the recent read does not serve (just published, just made canary by
      // `npm run release` or another replica, or an Admin's pin): ask the store itself.
      if (document && !servesRelease(document, report.remote, report.release)) {
        app.releasePlatform.forget();
        document = await read();
      }
      if (document) {
        try {
          const entry = remoteOf(document, report.remote);
          if (!entry.releases.some((r) => r.id === report.release))
            throw new RegistryRefusal('release-not-found', report.remote, report.release);
        } catch (error) {
          if (error instanceof RegistryRefusal) throw refusalError(error);
          throw error;
        }
      }
      await recordReleaseReport(app.db, report);
      // The report is kept whatever the check does; a registry that cannot be read only delays it.
      try {
        await checkCanary(app, report.remote, document ?? undefined);
      } catch (error) {
        request.log.error({ err: error, remote: report.remote }, 'canary check failed');
      }
      return reply.code(204).send();
    },
  );
};
