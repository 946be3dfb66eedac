import type { CompetencyScores } from '@shared/catalog/competencies';
import type { UpdateCompetenciesRequest } from '@shared/schemas/competencies';
import type { EmployeeDetail, EmployeeListQuery, EmployeePage, EmployeeRecord } from '@shared/schemas/employee';
import type { EmployeeInsight } from '@shared/schemas/insight';
import type { CreateNoteInput, EmployeeNote, UpdateNoteRequest } from '@shared/schemas/note';
import type { Page, PageQuery } from '@shared/schemas/pagination';
import type { TeamAnalyticsMember } from '@shared/schemas/team-analytics';
import { ALL_DEPARTMENTS, filterEmployees } from '@shared/team/team-summary';
import { competencySnapshotEntity } from '../../data/team/competency-snapshots';
import { employeeInsightEntity } from '../../data/team/employee-insights';
import { employeeNoteEntity } from '../../data/team/employee-notes';
import { employeeEntity, teamCounts } from '../../data/team/employees';
import { noteFollowUpEntity } from '../../data/team/note-follow-ups';
import { compensationFor, maySeeNote, notesFor } from '../../domain/team/employee-access';
import { newEmployeeNote, scoresOf } from '../../domain/team/new-employee';
import type { Member } from '../../platform/auth/members';
import { newId } from '../../platform/ids';
import { recordAudit } from '../audit/audit-log';
import { employeeTarget, noteTarget } from '../audit/audit-targets';
import { found, notFound } from '../workspace/not-found';

/**
 * The team directory's use cases, in one workspace whose id comes from the caller's session; a missing id and another
 * workspace's id are both 404. Adding, editing the identity of and removing employees are in `employee-lifecycle.ts`.
 */
/**
 * One page of the workspace's employees in the order added (ULID order), searched and filtered by department on the
 * server with the same rule the screen describes, and the whole team's counts (a counter: one read).
 */
export async function listEmployees(
  member: Member,
  query: EmployeeListQuery & { limit: number },
): Promise<EmployeePage> {
  const { workspaceId } = member;
  const search = query.search ?? '';
  const department = query.department || ALL_DEPARTMENTS;
  const filtered = search !== '' || department !== ALL_DEPARTMENTS;
  const [page, team] = await Promise.all([
    employeeEntity.query(
      { workspaceId },
      {
        limit: query.limit,
        cursor: query.cursor,
        matching: filtered ? (e) => filterEmployees([e], search, department).length > 0 : undefined,
      },
    ),
    teamCounts(workspaceId),
  ]);
  return { items: page.items.map((employee) => compensationFor(member, employee)), cursor: page.cursor ?? null, team };
}

/** The latest insight of every analysed employee. */
export function listEmployeeInsights(workspaceId: string): Promise<EmployeeInsight[]> {
  return employeeInsightEntity.queryAll({ workspaceId });
}

/** The employee with their notes, newest first: what the member may see of them (compensation, notes). */
export async function getEmployeeDetail(member: Member, id: string): Promise<EmployeeDetail> {
  const { workspaceId } = member;
  const [employee, notes] = await Promise.all([
    employeeEntity.get({ workspaceId, id }, { consistent: true }),
    notesOf(workspaceId, id),
  ]);
  if (!employee) throw notFound('employee');
  const detail = detailFor(member, employee, notes);
  // Reading someone else's confidential note is itself on record, one entry per note shown.
  for (const note of detail.notes ?? []) {
    if (note.isConfidential && note.authorUserId !== member.userId)
      await recordAudit(workspaceId, { action: 'note.confidential_read', target: noteTarget(note) });
  }
  return detail;
}

/** An employee and their notes as the member may see them: compensation and notes filtered by the role table. */
export function detailFor(member: Member, employee: EmployeeRecord, notes: EmployeeNote[]): EmployeeDetail {
  return { ...compensationFor(member, employee), notes: notesFor(member, employee.id, notes) };
}

/**
 * Replaces the ten scores and the assessment notes, then keeps a dated snapshot so trends come from history. The
 * employee is written first: a lost snapshot only thins the history (the analyst treats current scores as the latest
 * point), while a snapshot without its save would invent one.
 */
export async function updateCompetencies(
  member: Member,
  id: string,
  input: UpdateCompetenciesRequest,
  now = new Date(),
): Promise<EmployeeDetail> {
  const { workspaceId } = member;
  const scores = scoresOf(input);
  const updated = found(
    await employeeEntity.update(
      { workspaceId, id },
      { competencies: { ...scores, notes: input.notes }, assessedAt: now.toISOString(), updatedAt: now.toISOString() },
    ),
    'employee',
  );
  await saveSnapshot(workspaceId, id, scores, now);
  await recordAudit(workspaceId, { action: 'employee.competencies_updated', target: employeeTarget(updated) });
  return detailFor(member, updated, await notesOf(workspaceId, id));
}

/**
 * A page of the team as Team Analytics shows it, in the order added: one Query of employees and one BatchGetItem of
 * their insights, whatever the team's size.
 */
export async function teamAnalyticsPage(workspaceId: string, page: PageQuery): Promise<Page<TeamAnalyticsMember>> {
  const employees = await employeeEntity.query({ workspaceId }, page);
  const insights = await employeeInsightEntity.getMany(
    employees.items.map(({ id }) => ({ workspaceId, employeeId: id })),
  );
  return {
    items: employees.items.map((employee, i) => {
      const insight = insights[i];
      return {
        id: employee.id,
        firstName: employee.firstName,
        lastName: employee.lastName,
        position: employee.position,
        department: employee.department,
        competencies: employee.competencies,
        assessedAt: employee.assessedAt,
        insight: insight
          ? {
              performanceTrend: insight.performanceTrend,
              analysisConfidence: insight.analysisConfidence,
              lastAnalyzedAt: insight.lastAnalyzedAt,
            }
          : null,
      };
    }),
    cursor: employees.cursor ?? null,
  };
}

/** The employee's latest insight, or `null` when they were never analysed. */
export async function getEmployeeInsight(workspaceId: string, employeeId: string): Promise<EmployeeInsight | null> {
  const [employee, insight] = await Promise.all([
    employeeEntity.get({ workspaceId, id: employeeId }),
    employeeInsightEntity.get({ workspaceId, employeeId }),
  ]);
  if (!employee) throw notFound('employee');
  return insight ?? null;
}

export async function addEmployeeNote(
  member: Member,
  employeeId: string,
  input: CreateNoteInput,
  now = new Date(),
): Promise<EmployeeNote> {
  const added = await createEmployeeNote(member.workspaceId, employeeId, input, {
    id: newId(),
    authorUserId: member.userId,
    now,
  });
  if (!added) throw notFound('employee');
  return added.note;
}

/**
 * A note the member may see (a confidential one only its author, owners and admins): one they may not is answered as
 * missing, so its existence is not told either.
 */
async function visibleNote(member: Member, employeeId: string, noteId: string): Promise<EmployeeNote> {
  const note = await employeeNoteEntity.get(
    { workspaceId: member.workspaceId, employeeId, id: noteId },
    { consistent: true },
  );
  if (!note || !maySeeNote(member, employeeId, note)) throw notFound('note');
  return note;
}

/**
 * Marks the note's follow-up done (or open again). A done follow-up stays in the due registry until its day: the job
 * that reads it checks the note first (`due-note-follow-ups.ts`) and fires nothing for a completed one.
 */
export async function updateEmployeeNote(
  member: Member,
  employeeId: string,
  noteId: string,
  changes: UpdateNoteRequest,
): Promise<EmployeeNote> {
  const { workspaceId } = member;
  await visibleNote(member, employeeId, noteId);
  const updated = found(await employeeNoteEntity.update({ workspaceId, employeeId, id: noteId }, changes), 'note');
  await recordAudit(workspaceId, { action: 'note.updated', target: noteTarget(updated) });
  return updated;
}

/** Deletes the note, with its place among the due follow-ups. */
export async function deleteEmployeeNote(member: Member, employeeId: string, noteId: string): Promise<void> {
  const { workspaceId } = member;
  const note = await visibleNote(member, employeeId, noteId);
  await employeeNoteEntity.delete({ workspaceId, employeeId, id: noteId });
  if (note.followUpDate) await noteFollowUpEntity.delete({ followUpDate: note.followUpDate, workspaceId, noteId });
  await recordAudit(workspaceId, { action: 'note.deleted', target: noteTarget(note) });
}

/**
 * Adds a note to the employee (a manager's, or an automation step's with the step's key as `id`); `undefined` when
 * there is no such employee, `created: false` when a note with this id exists already (a repeated step). A note with
 * a follow-up date joins the due follow-ups (`note-follow-ups.ts`), which fire `employee_note_follow_up_due` that day.
 */
export async function createEmployeeNote(
  workspaceId: string,
  employeeId: string,
  input: CreateNoteInput,
  by: { id: string; authorUserId: string; now: Date },
): Promise<{ note: EmployeeNote; created: boolean; employeeName: string } | undefined> {
  const employee = await employeeEntity.get({ workspaceId, id: employeeId });
  if (!employee) return undefined;
  const employeeName = `${employee.firstName} ${employee.lastName}`;
  const note = newEmployeeNote(employeeId, by.id, input, by.authorUserId, by.now);
  if (!(await employeeNoteEntity.create({ workspaceId, ...note }))) {
    const existing = await employeeNoteEntity.get({ workspaceId, employeeId, id: by.id }, { consistent: true });
    return { note: existing ?? note, created: false, employeeName };
  }
  if (note.requiresFollowUp && note.followUpDate) {
    await noteFollowUpEntity.put({ followUpDate: note.followUpDate, workspaceId, employeeId, noteId: note.id });
  }
  await recordAudit(workspaceId, { action: 'note.created', target: noteTarget(note) });
  return { note, created: true, employeeName };
}

export const notesOf = (workspaceId: string, employeeId: string) =>
  employeeNoteEntity.queryAll({ workspaceId, employeeId }, { newestFirst: true });

function saveSnapshot(workspaceId: string, employeeId: string, scores: CompetencyScores, now: Date) {
  return competencySnapshotEntity.put({ workspaceId, employeeId, id: newId(), savedAt: now.toISOString(), scores });
}

/** Every employee of the workspace, in the order added (the assistant reasons over the whole team). */
export function allEmployees(workspaceId: string): Promise<EmployeeRecord[]> {
  return employeeEntity.queryAll({ workspaceId });
}
