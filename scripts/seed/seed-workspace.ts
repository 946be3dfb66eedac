import { addDays, subDays, subMonths } from 'date-fns';
import { taskEntity } from '../../functions/data/tasks/tasks';
import { competencySnapshotEntity } from '../../functions/data/team/competency-snapshots';
import { employeeNoteEntity } from '../../functions/data/team/employee-notes';
import { employeeEntity } from '../../functions/data/team/employees';
import { newEmployee, newEmployeeNote } from '../../functions/domain/team/new-employee';
import { NO_TASKS, taskLoadByEmployee } from '../../functions/domain/team/task-load';
import { Conflict } from '../../functions/platform/errors';
import { newId } from '../../functions/platform/ids';
import { recomputeKpiRollups } from '../../functions/services/kpi/kpi-recompute';
import { claimIdentifiers } from '../../functions/services/team/employee-identifiers';
import { analyzeAndStore, teamAnalyst } from '../../functions/services/team/team-analysis';
import { currentScores, demoEmployees, demoTasks, scoreHistory } from './demo-team';

export interface SeedResult {
  employees: number;
  /** Demo employees not added because the workspace already has an employee with their email (an earlier seed). */
  alreadyThere: number;
  notes: number;
  snapshots: number;
  tasks: number;
  insights: number;
}

/** Months before now of each saved assessment (oldest first); the last one is the current scores. */
const ASSESSMENT_MONTHS_AGO = [9, 5, 2];

/**
 * Fills a workspace with the demo team through the data layer: employees with a dated competency history,
 * manager notes, tasks (some assigned) and an analysis of everyone, as a manager would have built up over months.
 * The team joins whoever is there already: each demo employee claims their email and the next free employee ID, as
 * any new employee does, and one whose email is taken (seeded before) is left out, so seeding twice adds nothing.
 */
export async function seedWorkspace(
  workspaceId: string,
  userId: string,
  options: { now?: Date } = {},
): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const result: SeedResult = { employees: 0, alreadyThere: 0, notes: 0, snapshots: 0, tasks: 0, insights: 0 };
  const ids = new Map<string, string>();
  const employeeIds = freeEmployeeIds(workspaceId, now);

  for (const demo of demoEmployees) {
    const id = newId();
    const email = `${demo.firstName}.${demo.lastName}@example.com`.toLowerCase();
    const claimed = await claimedOrTaken(() => claimIdentifiers(workspaceId, id, { email }, now));
    if (!claimed) {
      result.alreadyThere += 1;
      continue;
    }
    ids.set(demo.key, id);
    const hireDate = subMonths(now, demo.hiredMonthsAgo).toISOString().slice(0, 10);
    const employee = newEmployee(
      id,
      {
        firstName: demo.firstName,
        lastName: demo.lastName,
        email,
        position: demo.position,
        department: demo.department,
        employeeId: await employeeIds.next(id),
        phone: demo.phone,
        address: null,
        hireDate,
        employmentType: demo.employmentType,
        salary: demo.salary ?? null,
        hourlyRate: demo.hourlyRate ?? null,
        profileImageUrl: null,
        skills: demo.skills,
        certifications: demo.certifications,
        performanceScore: demo.performanceScore,
      },
      subMonths(now, Math.min(demo.hiredMonthsAgo, 10)),
    );
    employee.competencies = { ...currentScores(demo), notes: demo.assessmentNotes };
    employee.assessedAt = now.toISOString();
    employee.updatedAt = now.toISOString();
    await employeeEntity.create({ workspaceId, ...employee });
    result.employees += 1;

    // Only assessments after the hire date: a new hire has a shorter history.
    const months = ASSESSMENT_MONTHS_AGO.filter((m) => m < demo.hiredMonthsAgo);
    const history = [...scoreHistory(demo, months.length - 1), currentScores(demo)];
    for (const [i, scores] of history.entries()) {
      await competencySnapshotEntity.put({
        workspaceId,
        employeeId: id,
        id: newId(),
        savedAt: subMonths(now, months[i]!).toISOString(),
        scores,
      });
      result.snapshots += 1;
    }

    for (const note of [...demo.notes].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const created = subDays(now, note.daysAgo);
      const requiresFollowUp = note.followUpInDays !== undefined;
      await employeeNoteEntity.create({
        workspaceId,
        ...newEmployeeNote(
          id,
          newId(),
          {
            noteType: note.noteType,
            subject: note.subject,
            content: note.content,
            requiresFollowUp,
            followUpDate: requiresFollowUp ? addDays(created, note.followUpInDays!).toISOString().slice(0, 10) : null,
            isConfidential: note.isConfidential ?? false,
            visibleToEmployee: !(note.isConfidential ?? false),
          },
          userId,
          created,
        ),
        followUpCompleted: note.followUpCompleted ?? false,
      });
      result.notes += 1;
    }
  }

  if (result.employees === 0) return result;

  const tasks = demoTasks.map((t, i) => {
    const createdAt = subDays(now, 20 - i).toISOString();
    return {
      id: newId(),
      title: t.title,
      description: t.description,
      status: t.status,
      priority: t.priority,
      dueDate: t.dueInDays === null ? null : addDays(now, t.dueInDays).toISOString(),
      userId,
      assigneeEmployeeId: t.assignee ? (ids.get(t.assignee) ?? null) : null,
      createdByAutomationId: null,
      createdAt,
      updatedAt: createdAt,
      completedAt: t.status === 'completed' ? addDays(now, t.dueInDays ?? 0).toISOString() : null,
    };
  });
  for (const task of tasks) if (await taskEntity.create({ workspaceId, ...task })) result.tasks += 1;
  // The tasks were written straight to the table: the dashboard's rollups are rebuilt from them.
  await recomputeKpiRollups(workspaceId, now);

  const load = taskLoadByEmployee(tasks);
  const analyst = await teamAnalyst(workspaceId);
  for (const employee of await employeeEntity.queryAll({ workspaceId })) {
    if (![...ids.values()].includes(employee.id)) continue;
    await analyzeAndStore(workspaceId, employee, analyst, {
      load: load.get(employee.id) ?? NO_TASKS,
      now,
    });
    result.insights += 1;
  }
  return result;
}

/** Runs a claim; `false` when the value is another employee's (a 409), rather than an error. */
async function claimedOrTaken(claim: () => Promise<void>): Promise<boolean> {
  try {
    await claim();
    return true;
  } catch (error) {
    if (error instanceof Conflict) return false;
    throw error;
  }
}

/** `EMP-001`, `EMP-002`…, each claimed for the employee it is handed to, skipping those the workspace uses. */
function freeEmployeeIds(workspaceId: string, now: Date) {
  let number = 0;
  return {
    async next(employee: string): Promise<string> {
      for (;;) {
        number += 1;
        const employeeId = `EMP-${String(number).padStart(3, '0')}`;
        if (await claimedOrTaken(() => claimIdentifiers(workspaceId, employee, { employeeId }, now))) return employeeId;
      }
    },
  };
}
