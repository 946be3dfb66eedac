import type { TriggerType } from '@shared/schemas/automation';
import { employeeNoteEntity } from '../../data/team/employee-notes';
import { noteFollowUpBackfillEntity, noteFollowUpEntity } from '../../data/team/note-follow-ups';

/**
 * Notes written before the follow-up registry existed (`note-follow-ups.ts`) are not in it, so their follow-up day
 * would never fire `employee_note_follow_up_due`. The table grants no Scan (infra/constructs/data.ts) and keeps no list
 * of workspaces, so the backfill goes workspace by workspace, when a workspace first needs it: when an automation on
 * that trigger is saved or listed, when one of its registered follow-ups fires, or when any event of the workspace
 * reaches the automation runner while it has an active one. It registers every open follow-up of the
 * workspace's notes (overdue ones fire at the next tick), then marks the workspace done; later calls read only the
 * mark. Registering puts the note's own registry key, so a run cut short and run again, or two at once, still leave
 * one item per note. A note registered when it was written whose follow-up already fired cannot be told apart from an
 * old one, so it is registered again; it fires under the same event id, and the runner runs an (automation, event)
 * once while the run is kept (30 or 90 days).
 */
export async function registerEarlierFollowUps(workspaceId: string, now = new Date()): Promise<number> {
  if (await noteFollowUpBackfillEntity.get({ workspaceId }, { consistent: true })) return 0;
  const notes = await employeeNoteEntity.queryAll({ workspaceId });
  const open = notes.flatMap(({ requiresFollowUp, followUpDate, followUpCompleted, employeeId, id }) =>
    requiresFollowUp && followUpDate && !followUpCompleted
      ? [{ followUpDate, workspaceId, employeeId, noteId: id }]
      : [],
  );
  await noteFollowUpEntity.putMany(open);
  await noteFollowUpBackfillEntity.put({ workspaceId, registered: open.length, at: now.toISOString() });
  return open.length;
}

const watchesFollowUps = (automations: ReadonlyArray<{ triggerType: TriggerType }>) =>
  automations.some((automation) => automation.triggerType === 'employee_note_follow_up_due');

/**
 * A workspace with an automation on the note follow-up trigger needs its earlier notes registered: checked when such
 * an automation is saved, and when the workspace's automations are listed. The list covers a follow-up automation
 * saved before this backfill existed, in a workspace none of whose follow-ups fires and that saves nothing: opening
 * the automations page registers its notes (after the first time, one read of the workspace's mark).
 */
export async function registerEarlierFollowUpsFor(
  workspaceId: string,
  automations: ReadonlyArray<{ triggerType: TriggerType }>,
  now = new Date(),
): Promise<void> {
  if (watchesFollowUps(automations)) await registerEarlierFollowUps(workspaceId, now);
}

/** Workspaces this container has seen marked: marks are never taken back, so the per-event path reads each once. */
const seenMarked = new Set<string>();

/**
 * The runner's path: every business event of a workspace with an active follow-up automation (a task created, a
 * lead, a sync) registers its earlier notes, so a workspace whose automation was saved before the backfill and that
 * never opens Automations is still caught by whatever it does. Per event it costs nothing after the first look.
 */
export async function registerEarlierFollowUpsOnce(
  workspaceId: string,
  automations: ReadonlyArray<{ triggerType: TriggerType }>,
  now = new Date(),
): Promise<void> {
  if (seenMarked.has(workspaceId) || !watchesFollowUps(automations)) return;
  await registerEarlierFollowUps(workspaceId, now);
  seenMarked.add(workspaceId);
}
