import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allPages, sendCsv } from '../../csv/csv.js';
import { csvReaderFor, csvReaderQuery } from '../../csv/csv-reader.js';
import type { TaskRow } from '../../db/schema.js';
import { requireConfirmedContact } from '../../plugins/auth.js';
import { EXPORT_PAGE_SIZE, ownBidsPage } from '../../repositories/exports.js';
import { bidsQuery } from '../../schemas/operator/bids.js';
import { errorAnswers } from '../../schemas/common.js';
import { bidColumns } from '../../csv/own-exports.js';

/** The buyer's filter of Orders (its bids' statuses), and who reads the file (issue 35). */
const ownBidsQuery = bidsQuery.pick({ status: true }).extend(csvReaderQuery.shape);

/**
 * Issue 20: CSV downloads of one's own rows (docs/api.md "CSV exports"). A bearer token or the
 * media cookie (a plain download link), streamed a page at a time.
 */
export const bidsCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /exports/bids.csv?status= — the caller's own bids, not deleted, newest first. */
  app.get(
    '/exports/bids.csv',
    {
      schema: { querystring: ownBidsQuery, response: errorAnswers },
    },
    async (request, reply) => {
      const contact = await requireConfirmedContact(request);
      const { status, ...readerQuery } = request.query;
      return sendCsv(
        reply,
        'bids',
        bidColumns((task: TaskRow) => task),
        allPages((cursor) =>
          ownBidsPage(app.db, contact.id, { status, cursor, limit: EXPORT_PAGE_SIZE }),
        ),
        csvReaderFor(readerQuery, contact.language, request.headers['accept-language']),
      );
    },
  );
};
