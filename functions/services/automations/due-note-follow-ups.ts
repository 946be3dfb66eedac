import { employeeNoteEntity } from '../../data/team/employee-notes';
import { employeeEntity } from '../../data/team/employees';
import { followUpsUntil, type NoteFollowUp, noteFollowUpEntity } from '../../data/team/note-follow-ups';
import { addDays } from '../../domain/finance/calendar-date';
import { dateInZone } from '../../domain/kpi/zoned-date';
import { publishEvents } from '../../platform/events';
import { logger } from '../../platform/logger';
import { workspaceTimeZone } from '../workspace/workspace-time-zone';
import { fireEachDue } from './fire-due';
import { sweepEarlierFollowUps } from './follow-up-sweep';
import { registerEarlierFollowUps } from './note-follow-up-backfill';

/**
 * The `employee_note_follow_up_due` trigger: with the scheduled automations, every minute, publishes one event for
 * each note whose follow-up day has come in its workspace's zone, then forgets the note's follow-up
 * (`note-follow-ups.ts`), so a note fires once. The event id is the note's: a tick that publishes and then fails
 * before forgetting publishes the same event again, and a run is keyed by its event, so it still runs once.
 */
const BATCH = 200;

/** Publishes the due follow-ups at `now`; answers how many. */
export async function fireDueFollowUps(now = new Date()): Promise<number> {
  // Until it is through, the one-off sweep registers the notes of workspaces no other path reaches (then: one read).
  await sweepEarlierFollowUps(now).catch((error: unknown) => {
    // The due follow-ups fire all the same; the sweep carries on from where it stopped at the next tick.
    logger.error('The sweep for earlier note follow-ups failed', { error: error as Error });
  });
  // A day later than UTC's: a workspace east of UTC (up to +14 hours) may already be on the next day.
  const candidates = await followUpsUntil(addDays(dateInZone(now, 'UTC'), 1), BATCH);
  return fireEachDue(candidates, (due) => fireIfDue(due, now), {
    one: 'A note follow-up',
    many: 'Note follow-ups',
  });
}

async function fireIfDue(due: NoteFollowUp, now: Date): Promise<boolean> {
  const { workspaceId, employeeId, noteId } = due;
  if (due.followUpDate > dateInZone(now, await workspaceTimeZone(workspaceId))) return false;
  // A workspace whose follow-ups fire may have notes from before the registry: the next tick finds them too.
  await registerEarlierFollowUps(workspaceId, now);
  const [note, employee] = await Promise.all([
    employeeNoteEntity.get({ workspaceId, employeeId, id: noteId }, { consistent: true }),
    employeeEntity.get({ workspaceId, id: employeeId }),
  ]);
  // A note deleted (with its employee), or its follow-up done, has nothing left to follow up.
  const stillDue = note?.requiresFollowUp && !note.followUpCompleted && note.followUpDate === due.followUpDate;
  if (note && employee && stillDue) {
    await publishEvents([
      {
        type: 'employee_note_follow_up_due',
        eventId: `note-follow-up-${noteId}`,
        workspaceId,
        occurredAt: now.toISOString(),
        data: {
          noteId,
          employeeId,
          employeeName: `${employee.firstName} ${employee.lastName}`,
          subject: note.subject,
          followUpDate: due.followUpDate,
        },
      },
    ]);
  }
  await noteFollowUpEntity.delete(due);
  return Boolean(note && employee && stillDue);
}
