import {
  auditFiltersSchema,
  auditListQuerySchema,
  auditPageSchema,
  auditVerificationSchema,
} from '../../schemas/audit';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('audit');

/**
 * The audit log, newest first, one page (filters: actor id, action, target type and id, time range). Owners and
 * admins on the Elite plan; entries are recorded on every plan, so an upgrade shows the past within retention.
 */
export const listAuditEntries = /* @__PURE__ */ defineRoute({
  id: 'listAuditEntries',
  method: 'GET',
  path: '/api/audit',
  auth: 'session',
  permission: 'audit.view',
  planFeature: 'auditLog',
  query: auditListQuerySchema,
  response: auditPageSchema,
});

/** The entries the same filters select, as CSV (changes as JSON, formula-safe); the export is itself recorded. */
export const exportAuditEntries = /* @__PURE__ */ defineRoute({
  id: 'exportAuditEntries',
  method: 'GET',
  path: '/api/audit/export',
  auth: 'session',
  permission: 'audit.view',
  planFeature: 'auditLog',
  query: auditFiltersSchema,
  response: 'page',
});

/** Re-reads the workspace's chain and reports the first entry edited, deleted or out of place. */
export const verifyAuditLog = /* @__PURE__ */ defineRoute({
  id: 'verifyAuditLog',
  method: 'GET',
  path: '/api/audit/verify',
  auth: 'session',
  permission: 'audit.view',
  planFeature: 'auditLog',
  response: auditVerificationSchema,
});
