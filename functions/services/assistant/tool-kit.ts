import type { Role } from '@shared/access/roles';
import type { GlossaryEntry } from '@shared/schemas/ai-settings';
import type { ChatActionPayload, ChatSource } from '@shared/schemas/assistant';
import type { Automation } from '@shared/schemas/automation';
import type { Employee } from '@shared/schemas/employee';
import type { EmployeeInsight } from '@shared/schemas/insight';
import { requiredText } from '@shared/schemas/required-text';
import type { Task } from '@shared/schemas/task';
import type * as z from '@shared/zod';
import { type WorkspaceRecord, workspaceEntity } from '../../data/workspace/workspaces';
import { toolRefusal } from '../../domain/assistant/assistant-access';
import { DEFAULT_TIME_ZONE } from '../../domain/kpi/zoned-date';
import { allAutomations } from '../automations/automations';
import { allTasks } from '../tasks/tasks';
import { allEmployees, listEmployeeInsights } from '../team/employees';

/**
 * The assistant's tools: typed functions with a zod input schema, the same for the built-in assistant and for
 * OpenAI (which sees each schema as JSON Schema). A tool reads through the services the screens use, always in the
 * session's workspace (`ToolContext.workspaceId`, never an argument), and answers plain JSON.
 */
export interface AssistantTool<S extends z.ZodMiniObject = z.ZodMiniObject, R = unknown> {
  /** snake_case, as OpenAI function names must be. */
  readonly name: string;
  /** What a person sees in the sources list: 'Tasks'. */
  readonly label: string;
  readonly description: string;
  readonly input: S;
  run(input: z.output<S>, context: ToolContext): Promise<R>;
  /** A few words for the sources list: '3 of 12 tasks'. */
  summarize(result: R): string;
}

export function defineTool<S extends z.ZodMiniObject, R>(tool: AssistantTool<S, R>): AssistantTool<S, R> {
  return tool;
}

/** A change proposed during an answer; stored as a pending action with the assistant's message. */
export interface Proposal {
  payload: ChatActionPayload;
  summary: string;
}

/**
 * The workspace's data for one answer, each list read at most once however many tools need it (an answer can ask
 * for tasks three times; the table is asked once).
 */
export interface WorkspaceData {
  tasks(): Promise<Task[]>;
  employees(): Promise<Employee[]>;
  insights(): Promise<EmployeeInsight[]>;
  automations(): Promise<Automation[]>;
  /** The workspace's item (its zone, its KPI summary's stamp). */
  workspace(): Promise<WorkspaceRecord | undefined>;
  /** The workspace's IANA time zone (UTC until the browser sent one): dates a request names are its dates. */
  timeZone(): Promise<string>;
}

/** `known`: the workspace's item when the request has read it already (the route's AI gate), so no tool reads it again. */
export function workspaceData(workspaceId: string, known?: WorkspaceRecord): WorkspaceData {
  const once = <T>(read: () => Promise<T>) => {
    let value: Promise<T> | undefined;
    return () => {
      value ??= read();
      return value;
    };
  };
  const workspace = once(async () => known ?? workspaceEntity.get({ workspaceId }));
  return {
    tasks: once(() => allTasks(workspaceId)),
    employees: once(() => allEmployees(workspaceId)),
    insights: once(() => listEmployeeInsights(workspaceId)),
    automations: once(() => allAutomations(workspaceId)),
    workspace,
    timeZone: once(async () => (await workspace())?.timeZone ?? DEFAULT_TIME_ZONE),
  };
}

export interface ToolContext {
  readonly workspaceId: string;
  readonly userId: string;
  /** The asker's role in the workspace: a tool reads only what it may read (`domain/assistant/assistant-access.ts`). */
  readonly role: Role;
  readonly now: Date;
  /** Epoch ms by which the whole answer must be ready (AI calls a tool makes share it). */
  readonly deadlineAt: number;
  readonly data: WorkspaceData;
  /** Proposals made so far in this answer. */
  readonly proposals: Proposal[];
  /**
   * The workspace's own words (its AI settings): the built-in engine reads a question in its words ('covers' →
   * appointments); the model has them in its system message.
   */
  readonly glossary: readonly GlossaryEntry[];
  /** The signed-in user's name, for drafts (read only when an answer needs it). */
  userName(): Promise<string>;
  /** The signed-in user's email address, for what they ask to be sent to themselves ('email me when …'). */
  userEmail(): Promise<string>;
}

export type ToolOutcome<R = unknown> =
  | { ok: true; result: R }
  | {
      ok: false;
      error: string /** The asker's role may not use the tool: the error is the sentence to tell them. */;
      refused?: true;
    };

/**
 * Calls a tool with arguments from an engine (OpenAI's arrive as JSON text): validates them with the tool's schema,
 * runs it, and records the call in `sources`. Invalid arguments are an error the model can read and correct, never
 * an exception.
 */
export async function callTool(
  tool: AssistantTool,
  rawArgs: unknown,
  context: ToolContext,
  sources: ChatSource[],
): Promise<ToolOutcome> {
  const refusal = toolRefusal(context.role, tool.name);
  if (refusal) return { ok: false, error: refusal, refused: true };
  const parsed = tool.input.safeParse(rawArgs ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      error: `Invalid arguments for ${tool.name}: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(input)'} ${i.message}`).join('; ')}`,
    };
  }
  const result = await tool.run(parsed.data, context);
  sources.push({ tool: tool.name, label: tool.label, args: stripEmpty(parsed.data), summary: tool.summarize(result) });
  return { ok: true, result };
}

function stripEmpty(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/** An optional short text argument (a name, a title, a search). */
export const text = (max = 200) => requiredText(max);
