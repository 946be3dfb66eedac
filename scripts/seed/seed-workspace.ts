import { addDays, subDays, subMonths } from 'date-fns';
import { putCompetencySnapshot } from '../../functions/data/competency-snapshots';
import { putNewEmployeeNote } from '../../functions/data/employee-notes';
import { listEmployees, putNewEmployee } from '../../functions/data/employees';
import { newId } from '../../functions/data/ids';
import { putNewTask } from '../../functions/data/tasks';
import { newEmployee, newEmployeeNote } from '../../functions/domain/team/new-employee';
import { analyzeAndStore, taskLoadByEmployee, teamAnalyst } from '../../functions/domain/team/team-service';
import { recomputeKpiRollups } from '../../functions/services/kpi/kpi-recompute';
import { currentScores, demoEmployees, demoTasks, scoreHistory } from './demo-team';

export interface SeedResult {
  employees: number;
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
 * Refuses a workspace that already has employees unless `force` is set.
 */
export async function seedWorkspace(
  workspaceId: string,
  userId: string,
  options: { now?: Date; force?: boolean } = {},
): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const existing = await listEmployees(workspaceId);
  if (existing.length && !options.force) {
    throw new Error(
      `The workspace already has ${existing.length} employees; pass --force to add the demo team anyway.`,
    );
  }
  const result: SeedResult = { employees: 0, notes: 0, snapshots: 0, tasks: 0, insights: 0 };
  const ids = new Map<string, string>();

  for (const demo of demoEmployees) {
    const id = newId();
    ids.set(demo.key, id);
    const hireDate = subMonths(now, demo.hiredMonthsAgo).toISOString().slice(0, 10);
    const email = `${demo.firstName}.${demo.lastName}@example.com`.toLowerCase();
    const employee = newEmployee(
      workspaceId,
      id,
      {
        firstName: demo.firstName,
        lastName: demo.lastName,
        email,
        position: demo.position,
        department: demo.department,
        employeeId: `EMP-${String(result.employees + 1).padStart(3, '0')}`,
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
    await putNewEmployee(employee);
    result.employees += 1;

    // Only assessments after the hire date: a new hire has a shorter history.
    const months = ASSESSMENT_MONTHS_AGO.filter((m) => m < demo.hiredMonthsAgo);
    const history = [...scoreHistory(demo, months.length - 1), currentScores(demo)];
    for (const [i, scores] of history.entries()) {
      await putCompetencySnapshot(workspaceId, id, {
        id: newId(),
        savedAt: subMonths(now, months[i]!).toISOString(),
        scores,
      });
      result.snapshots += 1;
    }

    for (const note of [...demo.notes].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const created = subDays(now, note.daysAgo);
      const requiresFollowUp = note.followUpInDays !== undefined;
      await putNewEmployeeNote(workspaceId, {
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
          created,
        ),
        followUpCompleted: note.followUpCompleted ?? false,
      });
      result.notes += 1;
    }
  }

  const tasks = demoTasks.map((t, i) => {
    const createdAt = subDays(now, 20 - i).toISOString();
    return {
      id: newId(),
      workspaceId,
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
  for (const task of tasks) if (await putNewTask(task)) result.tasks += 1;
  // The tasks were written straight to the table: the dashboard's rollups are rebuilt from them.
  await recomputeKpiRollups(workspaceId, now);

  const load = taskLoadByEmployee(tasks);
  const analyst = await teamAnalyst();
  for (const employee of await listEmployees(workspaceId)) {
    if (![...ids.values()].includes(employee.id)) continue;
    await analyzeAndStore(workspaceId, employee, analyst, {
      load: load.get(employee.id) ?? { open: 0, completed: 0 },
      now,
    });
    result.insights += 1;
  }
  return result;
}
