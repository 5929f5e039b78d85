import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_COLUMNS, auditFilters, operatorCsvExport } from '../../../csv/operator-exports.js';
import { listAudit } from '../../../repositories/operator/audit.js';

/** Issue 20: GET /operator/exports/audit.csv — the console's audit list as CSV (docs/api.md "CSV exports"). */
export const operatorAuditCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  operatorCsvExport(app, {
    what: 'audit',
    querystring: auditFilters,
    columns: AUDIT_COLUMNS,
    page: listAudit,
  });
};
