import * as api from '@shared/api/contracts/audit';
import { defineHandler } from '../../platform/http/define-handler';
import { verifyAuditLog } from '../../services/audit/audit-verify';

/** `GET /api/audit/verify`: `{ok, checked, firstMismatch, mismatches}` over the workspace's whole chain. */
export const handler = defineHandler(api.verifyAuditLog, async ({ member }) => verifyAuditLog(member.workspaceId));
