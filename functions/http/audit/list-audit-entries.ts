import * as api from '@shared/api/contracts/audit';
import { defineHandler } from '../../platform/http/define-handler';
import { listAuditEntries } from '../../services/audit/audit-read';

/** `GET /api/audit`: a page of the log, newest first; compensation values only for a role that may see them. */
export const handler = defineHandler(api.listAuditEntries, async ({ member, query }) =>
  listAuditEntries(member, query),
);
