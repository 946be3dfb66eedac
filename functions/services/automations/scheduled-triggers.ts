import { scheduleTriggerConfigSchema, type TriggerType } from '@shared/schemas/automation';
import { automationEntity } from '../../data/automations/automations';
import { scheduledAutomationEntity } from '../../data/automations/scheduled-automations';
import { dueOccurrence, scheduleEventId } from '../../domain/automations/schedule';
import { dateInZone } from '../../domain/kpi/zoned-date';
import { publishEvents } from '../../platform/events';
import { logger } from '../../platform/logger';
import { workspaceTimeZone } from '../workspace/workspace-time-zone';

/**
 * The `schedule` trigger: the registry of scheduled automations (`SCHEDULED_AUTOMATIONS`), kept as automations are
 * saved, and the every-minute job that fires the due ones as `schedule` business events (EventBridge Scheduler in
 * AWS, the local scheduler locally). An occurrence seen late (a tick missed or slow) still fires within
 * `DUE_WINDOW_MS`; ticks that see it twice publish the same event id, and a run is keyed by its event, so it runs once.
 */
export const DUE_WINDOW_MS = 5 * 60 * 1000;
const REGISTRY_PAGE = 500;

/** Registers the automation when its trigger is a schedule, unregisters it otherwise (or when deleted: `null`). */
export async function keepScheduleRegistered(
  workspaceId: string,
  automation: { id: string; triggerType: TriggerType } | null,
  automationId: string,
  now = new Date(),
): Promise<void> {
  if (automation?.triggerType === 'schedule') {
    await scheduledAutomationEntity.put({ workspaceId, automationId, registeredAt: now.toISOString() });
  } else {
    await scheduledAutomationEntity.delete({ workspaceId, automationId });
  }
}

/** Publishes one `schedule` event per active scheduled automation due at `now`; answers how many. */
export async function fireDueSchedules(now = new Date(), windowMs = DUE_WINDOW_MS): Promise<number> {
  let cursor: string | undefined;
  let fired = 0;
  do {
    const page = await scheduledAutomationEntity.query({}, { limit: REGISTRY_PAGE, cursor });
    for (const entry of page.items) {
      try {
        if (await fireIfDue(entry.workspaceId, entry.automationId, now, windowMs)) fired += 1;
      } catch (error) {
        // One workspace's failure (its bus call, a bad item) does not keep the others' schedules from firing.
        logger.error('A scheduled automation could not be fired', { ...entry, error: error as Error });
      }
    }
    cursor = page.cursor;
  } while (cursor);
  if (fired) logger.info(`Scheduled automations fired: ${fired}`, { fired });
  return fired;
}

async function fireIfDue(workspaceId: string, automationId: string, now: Date, windowMs: number): Promise<boolean> {
  const automation = await automationEntity.get({ workspaceId, id: automationId }, { consistent: true });
  if (automation?.triggerType !== 'schedule') {
    // Deleted, or no longer a schedule (its workspace deleted included): the registry forgets it.
    await scheduledAutomationEntity.delete({ workspaceId, automationId });
    return false;
  }
  const config = scheduleTriggerConfigSchema.safeParse(automation.triggerConfig);
  if (!automation.isActive || !config.success) return false;
  const timeZone = await workspaceTimeZone(workspaceId);
  const due = dueOccurrence(config.data, timeZone, now, windowMs);
  if (!due) return false;
  await publishEvents([
    {
      type: 'schedule',
      eventId: scheduleEventId(automationId, due),
      workspaceId,
      occurredAt: due.toISOString(),
      data: { automationId, scheduledAt: due.toISOString(), date: dateInZone(due, timeZone) },
    },
  ]);
  return true;
}
