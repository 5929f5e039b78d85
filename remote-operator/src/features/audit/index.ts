export { AuditTrail } from './components/audit-trail';
export { auditQueryKey } from './api/get-audit';
