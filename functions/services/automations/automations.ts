import type {
  Automation,
  AutomationChanges,
  AutomationPage,
  AutomationRunPage,
  OutboxPage,
} from '@shared/schemas/automation';
import type { PageQuery } from '@shared/schemas/pagination';
import { automationRunEntity } from '../../data/automations/automation-runs';
import { automationEntity } from '../../data/automations/automations';
import { outboxEntity } from '../../data/automations/outbox';
import { releaseAutomationSlot } from '../../data/billing/usage-counters';
import { changedFields } from '../../domain/audit/changes';
import { Conflict } from '../../platform/errors';
import { recordAudit } from '../audit/audit-log';
import { automationTarget } from '../audit/audit-targets';
import { found, notFound } from '../workspace/not-found';
import { savedActionConfig } from './action-settings';

/** An automation's life after creation (`automation-creation.ts`), its run history and the outbox. */
/** A page of the workspace's automations, newest first, each with its last run. */
export async function listAutomations(workspaceId: string, page: PageQuery): Promise<AutomationPage> {
  const found = await automationEntity.query({ workspaceId }, { ...page, newestFirst: true, consistent: true });
  return { items: found.items, cursor: found.cursor ?? null };
}

/**
 * Switches it on or off, or edits it as the create dialog made it: name, description, trigger, action and its
 * settings. A change of trigger, action or settings is checked on the automation as it will be (the settings against
 * the action and the trigger it will have, as on create), and written only if trigger and action are still those it
 * was checked against.
 */
export async function updateAutomation(
  workspaceId: string,
  userId: string,
  id: string,
  changes: AutomationChanges,
  now = new Date(),
): Promise<Automation> {
  const before = found(await automationEntity.get({ workspaceId, id }, { consistent: true }), 'automation');
  const updated = await saveAutomationChanges(workspaceId, userId, id, changes, now);
  const changed = changedFields(before, updated, Object.keys(changes) as (keyof AutomationChanges)[]);
  const toggled = Object.keys(changed).join() === 'isActive';
  const action = toggled ? 'automation.toggled' : 'automation.updated';
  await recordAudit(workspaceId, { action, target: automationTarget(updated), changes: changed });
  return updated;
}

async function saveAutomationChanges(
  workspaceId: string,
  userId: string,
  id: string,
  changes: AutomationChanges,
  now: Date,
): Promise<Automation> {
  const updatedAt = now.toISOString();
  const { triggerType, actionType, actionConfig, ...simple } = changes;
  if (triggerType === undefined && actionType === undefined && actionConfig === undefined) {
    return found(await automationEntity.update({ workspaceId, id }, { ...simple, updatedAt }), 'automation');
  }
  const current = found(await automationEntity.get({ workspaceId, id }, { consistent: true }), 'automation');
  const next = {
    triggerType: triggerType ?? current.triggerType,
    actionType: actionType ?? current.actionType,
  };
  const config = await savedActionConfig(
    userId,
    next.actionType,
    next.triggerType,
    actionConfig ?? current.actionConfig,
  );
  const updated = await automationEntity.update(
    { workspaceId, id },
    { ...simple, ...next, actionConfig: config, updatedAt },
    { if: { triggerType: current.triggerType, actionType: current.actionType } },
  );
  if (updated) return updated;
  if (!(await automationEntity.get({ workspaceId, id }, { consistent: true }))) throw notFound('automation');
  throw new Conflict('The automation changed while it was being saved; reload it and try again');
}

/** Its runs stay until they expire; the runner no longer finds it. Its plan slot is freed. */
export async function deleteAutomation(workspaceId: string, id: string): Promise<void> {
  const automation = await automationEntity.get({ workspaceId, id }, { consistent: true });
  if (!automation || !(await automationEntity.delete({ workspaceId, id }))) throw notFound('automation');
  await releaseAutomationSlot(workspaceId);
  await recordAudit(workspaceId, { action: 'automation.deleted', target: automationTarget(automation) });
}

/**
 * A page of the automation's runs, newest first: a run's key ends with its event's id, a ULID, so key order is the
 * order events happened in.
 */
export async function listAutomationRuns(
  workspaceId: string,
  automationId: string,
  page: PageQuery,
): Promise<AutomationRunPage> {
  if (!(await automationEntity.get({ workspaceId, id: automationId }, { consistent: true }))) {
    throw notFound('automation');
  }
  const runs = await automationRunEntity.query(
    { workspaceId, automationId },
    { ...page, newestFirst: true, consistent: true },
  );
  return { items: runs.items, cursor: runs.cursor ?? null };
}

/** A page of the emails and SMS the workspace's automations sent (or, locally, stored), newest first. */
export async function listOutbox(workspaceId: string, page: PageQuery): Promise<OutboxPage> {
  const found = await outboxEntity.query({ workspaceId }, { ...page, newestFirst: true });
  return { items: found.items, cursor: found.cursor ?? null };
}

/** Every automation of the workspace, newest first (the assistant reasons over all of them). */
export function allAutomations(workspaceId: string): Promise<Automation[]> {
  return automationEntity.queryAll({ workspaceId }, { newestFirst: true, consistent: true });
}
