import * as z from '@shared/zod';
import { defineEntity, defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * The notes whose follow-up is still to come, across all workspaces: `NOTE_FOLLOW_UPS` /
 * `<followUpDate>#<workspaceId>#<noteId>`, one small item per note written with a follow-up date. The sort key starts
 * with the day, so the every-minute automation job reads what is due with one range Query instead of scanning every
 * workspace's notes (as `AUTOMATION_DUE` does for parked runs). The job deletes the item once the
 * `employee_note_follow_up_due` event is published, so a note fires once.
 */
export const noteFollowUpEntity = defineEntity({
  type: 'NoteFollowUp',
  schema: z.object({
    followUpDate: z.iso.date(),
    workspaceId: z.string(),
    employeeId: z.string(),
    noteId: z.string(),
  }),
  partitionKey: 'NOTE_FOLLOW_UPS',
  sortKey: '{followUpDate}#{workspaceId}#{noteId}',
});
export type NoteFollowUp = z.infer<typeof noteFollowUpEntity.schema>;

/** The follow-ups dated `lastDay` or earlier, oldest first (at most `max`). */
export function followUpsUntil(lastDay: string, max: number): Promise<NoteFollowUp[]> {
  return noteFollowUpEntity.queryAll({}, { to: { followUpDate: lastDay }, max });
}

/**
 * Notes written before the registry existed are not in it: `WS#<workspaceId>` / `NOTE_FOLLOW_UPS_BACKFILLED` says
 * their workspace's open follow-ups have been added to it (`services/automations/note-follow-up-backfill.ts`), so the
 * backfill reads the workspace's notes once, however often it is asked to.
 */
export const noteFollowUpBackfillEntity = defineWorkspaceEntity(
  'NoteFollowUpBackfill',
  z.object({ registered: z.number(), at: z.iso.datetime() }),
  'NOTE_FOLLOW_UPS_BACKFILLED',
);
