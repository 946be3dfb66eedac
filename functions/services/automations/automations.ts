import {
  type Automation,
  type AutomationChanges,
  type AutomationPage,
  type AutomationRun,
  type AutomationRunPage,
  type AutomationStep,
  keptTriggerConfig,
  type OutboxPage,
  stepsFromAction,
  triggerConfigIssues,
} from '@shared/schemas/automation';
import type { PageQuery } from '@shared/schemas/pagination';
import { automationRunEntity, findRun } from '../../data/automations/automation-runs';
import { automationEntity } from '../../data/automations/automations';
import { outboxEntity } from '../../data/automations/outbox';
import { releaseAutomationSlot } from '../../data/billing/usage-counters';
import { changedFields } from '../../domain/audit/changes';
import { Conflict, ValidationFailed } from '../../platform/errors';
import { recordAudit } from '../audit/audit-log';
import { automationTarget } from '../audit/audit-targets';
import { found, notFound } from '../workspace/not-found';
import { savedActionConfig, savedSteps } from './action-settings';
import { sealedHookTokenFor } from './automation-hook';
import { firstAction, toAutomation, withoutSecrets } from './automation-view';
import { registerEarlierFollowUpsFor } from './note-follow-up-backfill';
import { keepScheduleRegistered } from './scheduled-triggers';

/** An automation's life after creation (`automation-creation.ts`), its run history and the outbox. */
/** A page of the workspace's automations, newest first, each with its last run. */
export async function listAutomations(workspaceId: string, page: PageQuery): Promise<AutomationPage> {
  const found = await automationEntity.query({ workspaceId }, { ...page, newestFirst: true, consistent: true });
  const [items] = await Promise.all([
    Promise.all(found.items.map((stored) => toAutomation(workspaceId, stored))),
    registerEarlierFollowUpsFor(workspaceId, found.items),
  ]);
  return { items, cursor: found.cursor ?? null };
}

/** One automation of the workspace as the list answers it (the builder opens it), or 404. */
export async function getAutomation(workspaceId: string, id: string): Promise<Automation> {
  return toAutomation(
    workspaceId,
    found(await automationEntity.get({ workspaceId, id }, { consistent: true }), 'automation'),
  );
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
  const before = await toAutomation(
    workspaceId,
    found(await automationEntity.get({ workspaceId, id }, { consistent: true }), 'automation'),
  );
  const updated = await saveAutomationChanges(workspaceId, userId, id, changes, now);
  await registerEarlierFollowUpsFor(workspaceId, [updated], now);
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
  const { triggerType, triggerConfig, actionType, actionConfig, steps, ...simple } = changes;
  // Switched on again by a person: the failures that paused it are behind it.
  const resumed = simple.isActive ? { failedRunsInARow: 0, pausedReason: null } : {};
  if ([triggerType, triggerConfig, actionType, actionConfig, steps].every((v) => v === undefined)) {
    const updated = await automationEntity.update({ workspaceId, id }, { ...simple, ...resumed, updatedAt });
    return toAutomation(workspaceId, found(updated, 'automation'));
  }
  const current = found(await automationEntity.get({ workspaceId, id }, { consistent: true }), 'automation');
  const nextTrigger = triggerType ?? current.triggerType;
  const nextTriggerConfig = triggerConfig === undefined ? current.triggerConfig : triggerConfig;
  const [issue] = triggerConfigIssues(nextTrigger, nextTriggerConfig);
  if (issue) {
    throw new ValidationFailed(`Validation error: ${issue.message}`, [
      { path: issue.path.join('.'), message: issue.message },
    ]);
  }
  let nextSteps: AutomationStep[];
  if (steps) {
    nextSteps = steps;
  } else if (actionType !== undefined || actionConfig !== undefined) {
    // Today's edit dialog: the first action step becomes the action it describes; the other steps stay.
    const action = actionType ?? current.actionType;
    const config = await savedActionConfig(userId, action, nextTrigger, actionConfig ?? current.actionConfig);
    const [replacement] = stepsFromAction(action, config);
    if (!replacement) {
      throw new ValidationFailed(`Validation error: The ${action} action's settings go in steps`, [
        { path: 'steps', message: `The ${action} action's settings go in steps` },
      ]);
    }
    const at = current.steps.findIndex((step) => step.type === 'action');
    nextSteps = current.steps.map((step, i) => (i === at ? replacement : step));
    if (at < 0) nextSteps.unshift(replacement);
  } else {
    nextSteps = current.steps;
  }
  // Checked against the trigger it will have: a trigger change can leave a step reading data the new one lacks.
  const saved = await savedSteps(userId, nextTrigger, nextSteps);
  const updated = await automationEntity.update(
    { workspaceId, id },
    {
      ...simple,
      ...resumed,
      triggerType: nextTrigger,
      triggerConfig: keptTriggerConfig(nextTrigger, nextTriggerConfig),
      steps: saved,
      ...firstAction(saved),
      // Becoming a webhook_received automation gives it its secret URL (kept if it changes back and forth).
      sealedHookToken: await sealedHookTokenFor(workspaceId, { ...current, triggerType: nextTrigger }),
      updatedAt,
    },
    { if: { updatedAt: current.updatedAt } },
  );
  if (updated) {
    await keepScheduleRegistered(workspaceId, updated, id, now);
    return toAutomation(workspaceId, updated);
  }
  if (!(await automationEntity.get({ workspaceId, id }, { consistent: true }))) throw notFound('automation');
  throw new Conflict('The automation changed while it was being saved; reload it and try again');
}

/** Its runs stay until they expire; the runner no longer finds it. Its plan slot is freed. */
export async function deleteAutomation(workspaceId: string, id: string): Promise<void> {
  const automation = await automationEntity.get({ workspaceId, id }, { consistent: true });
  if (!automation || !(await automationEntity.delete({ workspaceId, id }))) throw notFound('automation');
  await releaseAutomationSlot(workspaceId);
  await keepScheduleRegistered(workspaceId, null, id);
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

/** One run by its id, with each step's record. */
export async function getAutomationRun(workspaceId: string, runId: string): Promise<AutomationRun> {
  return found((await findRun(workspaceId, runId)) ?? undefined, 'automationRun');
}

/** A page of the emails and SMS the workspace's automations sent (or, locally, stored), newest first. */
export async function listOutbox(workspaceId: string, page: PageQuery): Promise<OutboxPage> {
  const found = await outboxEntity.query({ workspaceId }, { ...page, newestFirst: true });
  return { items: found.items, cursor: found.cursor ?? null };
}

/** Every automation of the workspace, newest first (the assistant reasons over all of them). */
export async function allAutomations(workspaceId: string): Promise<Automation[]> {
  const stored = await automationEntity.queryAll({ workspaceId }, { newestFirst: true, consistent: true });
  // Without hook URLs: the assistant's context may go to an AI provider, and a hook URL is a secret.
  return stored.map(withoutSecrets);
}
