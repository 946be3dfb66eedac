import type { AuditChanges } from '@shared/schemas/audit';
import { recordAudit } from '../audit/audit-log';

/** Audits a save of one of the workspace's settings pages, only when it changed a field (a resave is no event). */
export async function auditSettingsChange(
  workspaceId: string,
  page: { id: string; label: string },
  changes: AuditChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await recordAudit(workspaceId, { action: 'settings.changed', target: { type: 'settings', ...page }, changes });
}
