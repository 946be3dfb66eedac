import type { Automation } from '@shared/schemas/automation';
import { countFailedRun, type NoticeRef, recordDayNotices } from '../../data/automations/failure-days';
import { failureNotice } from '../../domain/automations/failure-notice';
import { dateInZone } from '../../domain/kpi/zoned-date';
import { notify, reviseNotifications } from '../notifications/notify';

/**
 * Tells the automation's creator and the owners that a run failed for good (after its last retry), at most once a
 * day per automation: the day's first failure notifies (and emails those who chose it); each later one revises that
 * notice with the day's count and the last run, marked unread again. The day is the workspace's.
 */
export async function noticeFailedRun(
  workspaceId: string,
  automation: Automation,
  run: { id: string; error: string | null },
  pausedReason: string | null,
  timeZone: string,
  now: Date = new Date(),
): Promise<void> {
  const day = dateInZone(now, timeZone);
  const counted = await countFailedRun(workspaceId, automation.id, day, now);
  const notice = (failedToday: number) =>
    failureNotice({ automationName: automation.name, failedToday, runId: run.id, error: run.error, pausedReason });
  if (counted.failed > 1) {
    // The first failure's notice may still be on its way: then its own count check below catches this one up.
    if (counted.notified) await reviseNotifications(workspaceId, counted.notified, notice(counted.failed));
    return;
  }
  const audience = { anyOf: [{ userIds: [automation.createdByUserId] }, { roles: ['owner' as const] }] };
  const made = await notify(workspaceId, audience, notice(1), now);
  const refs: NoticeRef[] = made.map(({ userId, id }) => ({ userId, id }));
  const after = await recordDayNotices(workspaceId, automation.id, day, refs);
  if (after && after.failed > 1) await reviseNotifications(workspaceId, refs, notice(after.failed));
}
