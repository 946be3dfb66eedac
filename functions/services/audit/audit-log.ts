import type { AuditActor, AuditChanges, AuditTarget } from '@shared/schemas/audit';
import { storableChanges } from '../../domain/audit/changes';
import { currentActor, currentOrigin } from './audit-actor';
import { appendAuditEntry } from './audit-chain';
import './audit-refusals';

let writerOn = true;

/**
 * Only the local runtime calls this, at startup, from its `auditWriter` option (`BIZPILOT_AUDIT_WRITER=off`), and
 * the audit bench between its load windows (`npm run bench -- audit`: a write route's baseline without its entry).
 * Nothing in AWS reads that setting, so a deployed function always writes its entries.
 */
export function switchAuditWriter(on: boolean): void {
  writerOn = on;
}

/** What a service says happened; who and from where come from the request (`currentActor`, `currentOrigin`). */
export interface AuditEvent {
  /** Dotted, past tense: `employee.updated`, `member.role_changed`, `automation.action_performed`. */
  action: string;
  target: AuditTarget;
  /** Changed fields only (`changedFields(before, after)`); never a secret (secret field names are dropped). */
  changes?: AuditChanges;
  result?: 'success' | 'denied';
  /** Only where the request's principal is not who acted (a sign-in by email: the person whose email it was). */
  actor?: AuditActor;
}

/**
 * THE way anything is put on the audit log: one call, after the change is made and before it is acknowledged
 * (awaited: a change answered to its client always has its entry). `await recordAudit(workspaceId, { action:
 * 'task.created', target: { type: 'task', id, label: title } })`.
 */
export async function recordAudit(workspaceId: string, event: AuditEvent): Promise<void> {
  if (!writerOn) return;
  const actor = event.actor ?? (await currentActor());
  await appendAuditEntry(workspaceId, {
    actor,
    action: event.action,
    target: event.target,
    changes: storableChanges(event.changes ?? {}),
    result: event.result ?? 'success',
    ...currentOrigin(),
  });
}

/** The same event in each of several workspaces (a sign-in is recorded in every workspace of the account). */
export async function recordAuditInEach(workspaceIds: readonly string[], event: AuditEvent): Promise<void> {
  await Promise.all(workspaceIds.map((workspaceId) => recordAudit(workspaceId, event)));
}
