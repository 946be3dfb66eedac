import type { AuditVerification } from '@shared/schemas/audit';
import { verifyAuditChain } from './audit-chain';

/** `GET /api/audit/verify`: the whole chain re-read and checked, the first mismatch and up to 100 of them. */
export async function verifyAuditLog(workspaceId: string): Promise<AuditVerification> {
  const { checked, problems } = await verifyAuditChain(workspaceId);
  return { ok: problems.length === 0, checked, firstMismatch: problems[0] ?? null, mismatches: problems };
}
