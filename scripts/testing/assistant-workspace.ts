import { uniformCompetencyScores } from '@shared/catalog/competencies';
import { createAutomationInputSchema, runHistoryDays } from '@shared/schemas/automation';
import { updateCompetenciesRequestSchema } from '@shared/schemas/competencies';
import { createEmployeeRequestSchema } from '@shared/schemas/employee-requests';
import { createTaskInputSchema } from '@shared/schemas/task';
import { afterAll } from 'vitest';
import { claimRun, saveRunProgress } from '../../functions/data/automations/automation-runs';
import { recordAutomationRun } from '../../functions/data/automations/automations';
import type { Member } from '../../functions/platform/auth/members';
import { setLocalEventTransport } from '../../functions/platform/events';
import { newId } from '../../functions/platform/ids';
import {
  type AssistantTool,
  callTool,
  type ToolContext,
  workspaceData,
} from '../../functions/services/assistant/tool-kit';
import { createAutomation } from '../../functions/services/automations/automation-creation';
import { assignTask } from '../../functions/services/tasks/task-assignment';
import { createTask } from '../../functions/services/tasks/task-changes';
import { addEmployee } from '../../functions/services/team/employee-lifecycle';
import { updateCompetencies } from '../../functions/services/team/employees';
import { startedForThisFile } from './for-this-file';
import { startTestTable } from './test-table';

/**
 * A small business written through the services the screens use, at a fixed `now`, for the assistant's service
 * tests: five employees across the score bands, tasks overdue / due / done, and automations with failed runs.
 */
export const NOW = new Date('2026-11-20T12:00:00.000Z');
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString();

export function contextFor(workspaceId: string, now = NOW): ToolContext {
  return {
    workspaceId,
    userId: `user-${workspaceId}`,
    role: 'owner',
    now,
    deadlineAt: now.getTime() + 25_000,
    data: workspaceData(workspaceId),
    glossary: [],
    proposals: [],
    userName: async () => 'Olivia Owner',
    userEmail: async () => 'olivia@example.com',
  };
}

/**
 * The world of an assistant service test file, for the file that awaits it at its top level: the built-in engine (no
 * OpenAI key), a table of its own, and business events going nowhere (completing a task publishes task_completed;
 * no automation listens here).
 */
export async function assistantTableForThisFile(): Promise<void> {
  delete process.env.OPENAI_API_KEY;
  await startedForThisFile(startTestTable());
  setLocalEventTransport({ publish: async () => undefined });
  afterAll(() => setLocalEventTransport(undefined));
}

/** Calls a tool as the engines do, in a workspace at `NOW`, and gives its result; a tool's error fails the test. */
export async function runTool<R>(tool: AssistantTool, args: Record<string, unknown>, workspaceId: string): Promise<R> {
  const outcome = await callTool(tool, args, contextFor(workspaceId), []);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.result as R;
}

const scores = (value: number, over: Record<string, number> = {}) =>
  updateCompetenciesRequestSchema.parse({ ...uniformCompetencyScores(value), notes: null, ...over });

/** The workspace's owner, as the services see the person acting. */
export const ownerOf = (workspaceId: string): Member => ({
  workspaceId,
  userId: `user-${workspaceId}`,
  role: 'owner',
  employeeId: null,
});

async function employee(workspaceId: string, firstName: string, lastName: string, level: number, over = {}) {
  const created = await addEmployee(
    ownerOf(workspaceId),
    createEmployeeRequestSchema.parse({
      firstName,
      lastName,
      email: `${firstName}@${workspaceId}.example.com`.toLowerCase(),
      position: 'Specialist',
      hireDate: '2024-03-01',
      employmentType: 'full-time',
    }),
    NOW,
  );
  await updateCompetencies(ownerOf(workspaceId), created.id, scores(level, over), NOW);
  return created;
}

async function task(workspaceId: string, title: string, fields: Record<string, unknown> = {}) {
  return createTask(workspaceId, `user-${workspaceId}`, createTaskInputSchema.parse({ title, ...fields }), NOW);
}

export async function seedWorkspace(workspaceId: string) {
  const dana = await employee(workspaceId, 'Dana', 'Lee', 88, { technicalSkills: 95, problemSolving: 92 });
  const omar = await employee(workspaceId, 'Omar', 'Haddad', 82, { customerFocus: 96 });
  await employee(workspaceId, 'Mia', 'Chen', 70);
  const theo = await employee(workspaceId, 'Theo', 'Brown', 52);
  await employee(workspaceId, 'Ava', 'Stone', 45);

  const quote = await task(workspaceId, 'Send the Acme quote', { priority: 'high', dueDate: day(-3) });
  await task(workspaceId, 'Renew the domain', { dueDate: day(-1) });
  await task(workspaceId, 'Fix the database timeout bug', {
    priority: 'high',
    dueDate: day(2),
    description: 'Orders query times out',
  });
  await task(workspaceId, 'Plan the offsite', { priority: 'low', dueDate: day(10) });
  await task(workspaceId, 'Write the newsletter', { status: 'in_progress' });
  await task(workspaceId, 'Archive old invoices', { status: 'completed', dueDate: day(-8) });
  await assignTask(workspaceId, quote.id, omar.id, NOW);

  const owner = `user-${workspaceId}`;
  const email = await createAutomation(
    workspaceId,
    owner,
    createAutomationInputSchema.parse({
      name: 'Thank paying customers',
      actionType: 'send_email',
      actionConfig: { emailTo: 'owner@example.com' },
    }),
    NOW,
  );
  const crm = await createAutomation(
    workspaceId,
    owner,
    createAutomationInputSchema.parse({
      name: 'Log leads in the CRM',
      triggerType: 'new_lead',
      actionType: 'update_crm',
    }),
    NOW,
  );
  await runOf(workspaceId, email.id, 'succeeded', day(-2), null);
  await runOf(workspaceId, crm.id, 'failed', day(-2), 'No CRM integration connected');
  await runOf(workspaceId, crm.id, 'failed', day(-1), 'No CRM integration connected');
  return { dana, omar, theo, quote };
}

async function runOf(
  workspaceId: string,
  automationId: string,
  status: 'succeeded' | 'failed',
  at: string,
  error: string | null,
) {
  const run = {
    id: newId(),
    automationId,
    eventId: newId(),
    trigger: 'new_lead' as const,
    status: 'running' as const,
    startedAt: at,
    finishedAt: null,
    attempts: 0,
    eventSummary: 'New lead Jo Park',
    detail: null,
    error: null,
    triggerData: null,
    steps: [],
    replayOf: null,
    replayFrom: null,
  };
  await claimRun(workspaceId, run, new Date(at), runHistoryDays.elite);
  await saveRunProgress(workspaceId, run, {
    steps: [],
    status,
    finishedAt: at,
    attempts: 1,
    detail: status === 'succeeded' ? 'Sent' : null,
    error,
  });
  await recordAutomationRun(workspaceId, automationId, status, at);
}
