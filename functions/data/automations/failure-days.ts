import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';
import { nowEpochSeconds } from '../../platform/dynamodb/expiry';

/** A member's notification of the day's failures: the notice revised when more runs fail the same day. */
const noticeRef = z.object({ userId: z.string(), id: z.string() });
export type NoticeRef = z.infer<typeof noticeRef>;

/**
 * An automation's failed runs on one day of its workspace: `WS#<workspaceId>` / `AUTOFAILDAY#<automationId>#<day>`.
 * The count is an atomic ADD, so the run that makes it 1 is the one that tells (one notice a day), and later ones
 * revise that notice's count through `notified`. Kept two days, past the day in every time zone.
 */
export const automationFailureDayEntity = defineWorkspaceEntity(
  'AutomationFailureDay',
  z.object({
    automationId: z.string(),
    day: z.string(),
    failed: z.number(),
    notified: z.optional(z.array(noticeRef)),
    expiresAt: z.number(),
  }),
  'AUTOFAILDAY#{automationId}#{day}',
  { expires: true },
);
export type AutomationFailureDay = z.infer<typeof automationFailureDayEntity.schema>;

const KEEP_SECONDS = 2 * 24 * 3600;

/** Counts one more failed run of the automation on `day`; the day as it is after. */
export async function countFailedRun(
  workspaceId: string,
  automationId: string,
  day: string,
  now: Date,
): Promise<AutomationFailureDay> {
  const counted = await automationFailureDayEntity.update(
    { workspaceId, automationId, day },
    { automationId, day, expiresAt: nowEpochSeconds(now) + KEEP_SECONDS },
    { add: { failed: 1 }, upsert: true },
  );
  if (!counted) throw new Error(`The failures of automation ${automationId} on ${day} could not be counted`);
  return counted;
}

/** Keeps the notifications the day's notice made; the day as it is after (its count may have grown meanwhile). */
export function recordDayNotices(
  workspaceId: string,
  automationId: string,
  day: string,
  notified: NoticeRef[],
): Promise<AutomationFailureDay | undefined> {
  return automationFailureDayEntity.update({ workspaceId, automationId, day }, { notified });
}
