import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiText } from '../../error-text.js';
import { allPages, sendCsv } from '../../csv/csv.js';
import { csvReaderFor, csvReaderQuery } from '../../csv/csv-reader.js';
import { forbidden } from '../../http-error.js';
import { requireConfirmedContact } from '../../plugins/auth.js';
import { EXPORT_PAGE_SIZE, ownListingsPage } from '../../repositories/exports.js';
import { errorAnswers } from '../../schemas/common.js';
import { canAccessListing } from '../../schemas/contact.js';
import { LISTING_COLUMNS } from '../../csv/own-exports.js';

/**
 * Issue 20: CSV downloads of one's own rows (docs/api.md "CSV exports"). A bearer token or the
 * media cookie (a plain download link), streamed a page at a time.
 */
export const listingsCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /exports/listings.csv — the caller's own listings with their demand. */
  app.get(
    '/exports/listings.csv',
    {
      schema: { querystring: csvReaderQuery, response: errorAnswers },
    },
    async (request, reply) => {
      const contact = await requireConfirmedContact(request);
      if (!canAccessListing(contact)) throw forbidden(apiText('sellerAccountNeeded'));
      return sendCsv(
        reply,
        'listings',
        LISTING_COLUMNS,
        allPages((cursor) =>
          ownListingsPage(app.db, contact.id, { cursor, limit: EXPORT_PAGE_SIZE }),
        ),
        csvReaderFor(request.query, contact.language, request.headers['accept-language']),
      );
    },
  );
};
