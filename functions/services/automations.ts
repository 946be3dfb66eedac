import type { Automation, AutomationChanges, AutomationRun, OutboxMessage } from '@shared/schemas/automation';
import { automationRunEntity } from '../data/automation-runs';
import { automationEntity } from '../data/automations';
import { outboxEntity } from '../data/outbox';
import { releaseAutomationSlot } from '../data/usage-counters';
import { found, notFound } from './not-found';

/** An automation's life after creation (`automation-creation.ts`), its run history and the outbox. */
/** Every automation of the workspace, newest first, each with its last run. */
export function listAutomations(workspaceId: string): Promise<Automation[]> {
  return automationEntity.queryAll({ workspaceId }, { newestFirst: true, consistent: true });
}

/** Switches it on or off, renames or redescribes it. */
export async function updateAutomation(
  workspaceId: string,
  id: string,
  changes: AutomationChanges,
  now = new Date(),
): Promise<Automation> {
  const updated = found(
    await automationEntity.update({ workspaceId, id }, { ...changes, updatedAt: now.toISOString() }),
    'automation',
  );
  return updated;
}

/** Its runs stay until they expire; the runner no longer finds it. Its plan slot is freed. */
export async function deleteAutomation(workspaceId: string, id: string): Promise<void> {
  if (!(await automationEntity.delete({ workspaceId, id }))) throw notFound('automation');
  await releaseAutomationSlot(workspaceId);
}

/** The automation's latest runs, newest first. */
export async function listAutomationRuns(
  workspaceId: string,
  automationId: string,
  limit = 50,
): Promise<AutomationRun[]> {
  if (!(await automationEntity.get({ workspaceId, id: automationId }, { consistent: true }))) {
    throw notFound('automation');
  }
  const runs = await automationRunEntity.queryAll({ workspaceId, automationId }, { consistent: true });
  // Keyed by event, not time: sort by when each run started.
  return runs.sort(byStartDescending).slice(0, limit);
}

/** The emails and SMS the workspace's automations sent (or, locally, stored), newest first. */
export function listOutbox(workspaceId: string, limit = 100): Promise<OutboxMessage[]> {
  return outboxEntity.queryAll({ workspaceId }, { newestFirst: true, max: limit });
}

function byStartDescending(a: AutomationRun, b: AutomationRun): number {
  if (a.startedAt !== b.startedAt) return a.startedAt < b.startedAt ? 1 : -1;
  return b.id.localeCompare(a.id);
}
