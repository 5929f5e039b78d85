import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_COLUMNS,
  accountFilters,
  operatorCsvExport,
} from '../../../csv/operator-exports.js';
import { accountsPage } from '../../../repositories/operator/accounts.js';

/** Issue 20: GET /operator/exports/accounts.csv — the console's accounts list as CSV (docs/api.md "CSV exports"). */
export const operatorAccountsCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  operatorCsvExport(app, {
    what: 'accounts',
    querystring: accountFilters,
    columns: ACCOUNT_COLUMNS,
    page: accountsPage,
  });
};
