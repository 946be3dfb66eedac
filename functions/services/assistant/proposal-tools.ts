import type { ChatActionPayload } from '@shared/schemas/assistant';
import {
  actionTypeSchema,
  automationActionConfigSchema,
  createAutomationInputSchema,
  triggerTypeSchema,
} from '@shared/schemas/automation';
import { createScenarioSchema } from '@shared/schemas/forecast';
import { createTaskInputSchema, DEFAULT_TASK_PRIORITY, taskPrioritySchema } from '@shared/schemas/task';
import * as z from '@shared/zod';
import type { Lookup } from '../../domain/assistant/name-lookup';
import { summarizeAction } from '../../domain/assistant/pending-actions';
import type { ProposalResult } from '../../domain/assistant/tool-results';
import { forecastingRefusal } from '../forecast/scenarios';
import { defineTool, type ToolContext, text } from './tool-kit';
import { findEmployee, findTask, fullName } from './workspace-tools';

/**
 * Tools that propose a change. They change nothing: each checks the proposal as the screen's form would and adds it
 * to the answer, where it becomes a pending action the user confirms or cancels.
 */
const MAX_PROPOSALS_PER_ANSWER = 5;

function propose(context: ToolContext, payload: ChatActionPayload): ProposalResult {
  if (context.proposals.length >= MAX_PROPOSALS_PER_ANSWER) {
    return { proposed: false, problem: `At most ${MAX_PROPOSALS_PER_ANSWER} changes can be proposed in one answer.` };
  }
  const summary = summarizeAction(payload);
  context.proposals.push({ payload, summary });
  return { proposed: true, summary };
}

/** The proposal checked as the screen's form checks it: proposed, or refused with the form's first message. */
function proposeChecked<S extends z.ZodMiniType>(
  context: ToolContext,
  schema: S,
  input: unknown,
  payloadOf: (checked: z.output<S>) => ChatActionPayload,
): ProposalResult {
  const checked = schema.safeParse(input);
  if (!checked.success) return { proposed: false, problem: checked.error.issues[0]?.message ?? 'Invalid proposal' };
  return propose(context, payloadOf(checked.data));
}

/** Why what the user typed names no single record: none by that name, or several (listed for them to pick). */
function notOne<T>(
  lookup: Exclude<Lookup<T>, { kind: 'found' }>,
  noun: 'task' | 'employee',
  typed: string,
  nameOf: (item: T) => string,
): ProposalResult {
  if (lookup.kind === 'none') return { proposed: false, problem: `No ${noun} is called "${typed}".` };
  return { proposed: false, problem: `Several ${noun}s match "${typed}".`, candidates: lookup.candidates.map(nameOf) };
}

const summarizeProposal = (r: ProposalResult) => (r.proposed ? r.summary : r.problem);

/** A due date as a day (`2026-11-20`, taken as midnight UTC) or an ISO date-time. */
const dueDateInput = z.pipe(
  z.union([z.iso.date(), z.iso.datetime({ offset: true })]),
  z.transform((v) => (v.length === 10 ? `${v}T00:00:00.000Z` : v)),
);

export const proposeCreateTaskTool = defineTool({
  name: 'propose_create_task',
  label: 'Proposed task',
  description:
    'Proposes creating a task. Nothing is created until the user confirms the card shown with your answer; tell them so.',
  input: z.object({
    title: text(200),
    description: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
    priority: z._default(taskPrioritySchema, DEFAULT_TASK_PRIORITY),
    dueDate: z.optional(dueDateInput),
    assignee: z.optional(text()).check(z.describe("An employee's name, to assign the new task to")),
  }),
  async run(input, context): Promise<ProposalResult> {
    let assignee: { assigneeEmployeeId: string; assigneeName: string } | undefined;
    if (input.assignee) {
      const employee = await findEmployee(context, input.assignee);
      if (employee.kind !== 'found') return notOne(employee, 'employee', input.assignee, fullName);
      assignee = { assigneeEmployeeId: employee.item.id, assigneeName: fullName(employee.item) };
    }
    return proposeChecked(context, createTaskInputSchema, input, ({ title, description, priority, dueDate }) => ({
      type: 'create_task',
      title,
      description,
      priority,
      dueDate,
      ...assignee,
    }));
  },
  summarize: summarizeProposal,
});

export const proposeAssignTaskTool = defineTool({
  name: 'propose_assign_task',
  label: 'Proposed assignment',
  description:
    'Proposes assigning an existing task to an employee (both by name). Nothing changes until the user confirms.',
  input: z.object({
    task: text().check(z.describe("The task's title")),
    employee: text().check(z.describe("The employee's name")),
  }),
  async run(input, context): Promise<ProposalResult> {
    const [task, employee] = await Promise.all([findTask(context, input.task), findEmployee(context, input.employee)]);
    if (task.kind !== 'found') return notOne(task, 'task', input.task, (t) => t.title);
    if (employee.kind !== 'found') return notOne(employee, 'employee', input.employee, fullName);
    const name = fullName(employee.item);
    if (task.item.assigneeEmployeeId === employee.item.id) {
      return { proposed: false, problem: `"${task.item.title}" is already assigned to ${name}.` };
    }
    return propose(context, {
      type: 'assign_task',
      taskId: task.item.id,
      taskTitle: task.item.title,
      employeeId: employee.item.id,
      employeeName: name,
    });
  },
  summarize: summarizeProposal,
});

export const proposeCreateAutomationTool = defineTool({
  name: 'propose_create_automation',
  label: 'Proposed automation',
  description:
    "Proposes an automation: when the trigger happens, do the action. Texts may use the trigger's {{variables}}. Nothing is created until the user confirms.",
  input: z.object({
    name: text(120),
    description: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
    triggerType: triggerTypeSchema,
    actionType: actionTypeSchema,
    actionConfig: z._default(automationActionConfigSchema, {}),
  }),
  async run(input, context): Promise<ProposalResult> {
    return proposeChecked(
      context,
      createAutomationInputSchema,
      input,
      ({ name, description, triggerType, actionType, actionConfig }) => ({
        type: 'create_automation',
        name,
        description,
        triggerType,
        actionType,
        actionConfig,
      }),
    );
  },
  summarize: summarizeProposal,
});

export const proposeEmailTool = defineTool({
  name: 'propose_email',
  label: 'Proposed email',
  description:
    "Proposes sending an email you drafted, to an email address or to an employee by name. It is sent (like an automation's email) only after the user confirms.",
  input: z.object({
    to: text(254).check(z.describe('An email address, or an employee name')),
    subject: text(200),
    body: text(5000),
  }),
  async run(input, context): Promise<ProposalResult> {
    let to = input.to;
    if (!z.email().safeParse(to).success) {
      const employee = await findEmployee(context, input.to);
      if (employee.kind !== 'found') {
        return {
          proposed: false,
          problem: `"${input.to}" is neither an email address nor one employee's name; ask for the address.`,
        };
      }
      to = employee.item.email;
    }
    return propose(context, { type: 'send_email', to, subject: input.subject, body: input.body });
  },
  summarize: summarizeProposal,
});

export const proposeScenarioTool = defineTool({
  name: 'propose_forecast_scenario',
  label: 'Proposed scenario',
  description:
    "Proposes saving a cash-forecast scenario ('What if I hire at $4,000 a month from March?'): items of money in or out, once, weekly or monthly, from a start date (YYYY-MM-DD, the 1st for a bare month) to an optional end date. Amounts are positive dollars; losing income is money out. It is saved only after the user confirms; then the Forecast tab compares it.",
  input: createScenarioSchema,
  async run(input, context): Promise<ProposalResult> {
    // The plan is checked now, so a workspace without forecasting gets the reason instead of a card it cannot use.
    const refusal = await forecastingRefusal(context.workspaceId);
    if (refusal) return { proposed: false, problem: refusal };
    return proposeChecked(context, createScenarioSchema, input, ({ name, items }) => ({
      type: 'create_scenario',
      name,
      items,
    }));
  },
  summarize: summarizeProposal,
});

export const proposalTools = [
  proposeCreateTaskTool,
  proposeAssignTaskTool,
  proposeCreateAutomationTool,
  proposeEmailTool,
  proposeScenarioTool,
];
