import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BID_COLUMNS, bidFilters, operatorCsvExport } from '../../../csv/operator-exports.js';
import { listBids } from '../../../repositories/operator/bids.js';

/** Issue 20: GET /operator/exports/bids.csv — the console's bids list as CSV (docs/api.md "CSV exports"). */
export const operatorBidsCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  operatorCsvExport(app, {
    what: 'bids',
    querystring: bidFilters,
    columns: BID_COLUMNS,
    page: listBids,
  });
};
