import { BUILT_IN_ASSISTANT_LABEL, type ChatSource } from '@shared/schemas/chat';
import type { FinancialAnalysis } from '@shared/schemas/finance';
import * as z from 'zod';
import {
  emailDraftAnswer,
  failedAutomationsAnswer,
  HELP_ANSWER,
  highPriorityTasksAnswer,
  overdueTasksAnswer,
  proposalAnswer,
  taskSummaryAnswer,
  teamPerformanceAnswer,
  unknownAnswer,
  whoShouldTakeAnswer,
} from '../../domain/assistant/answers';
import { unavailableAnswer } from '../../domain/assistant/data-sources';
import { draftEmail } from '../../domain/assistant/email-draft';
import { expensesAnswer, revenueFromBankAnswer } from '../../domain/assistant/finance-answers';
import { type Intent, recognizeIntent } from '../../domain/assistant/intents';
import type {
  AutomationListResult,
  AutomationRunsResult,
  ProposalResult,
  TaskListResult,
  TaskMatchResult,
  TeamPerformanceResult,
} from '../../domain/assistant/tool-results';
import { financialAnalysisTool } from './finance-tools';
import { proposeAssignTaskTool, proposeCreateTaskTool, proposeEmailTool } from './proposal-tools';
import { type AssistantTool, callTool, type ToolContext } from './tool-kit';
import {
  automationRunsTool,
  findEmployee,
  listAutomationsTool,
  listTasksTool,
  matchTaskTool,
  teamPerformanceTool,
} from './workspace-tools';

export interface EngineAnswer {
  content: string;
  sources: ChatSource[];
  /** 'Built-in assistant' or the OpenAI model. */
  engine: string;
}

/**
 * The built-in assistant: recognises the documented questions and requests (`recognizeIntent`), calls the same
 * tools OpenAI would, and words the answer from their results alone. Deterministic: no model, no made-up figure;
 * areas it cannot read say which data source would answer.
 */
export async function answerBuiltIn(message: string, context: ToolContext): Promise<EngineAnswer> {
  const sources: ChatSource[] = [];
  const call = async <R>(tool: AssistantTool<z.ZodObject, R>, args: Record<string, unknown>): Promise<R> => {
    const outcome = await callTool(tool as AssistantTool, args, context, sources);
    // The built-in engine builds its own arguments; a refusal here is a bug, not a user error.
    if (!outcome.ok) throw new Error(outcome.error);
    return outcome.result as R;
  };
  const content = await answerIntent(recognizeIntent(message), call, context);
  return { content, sources, engine: BUILT_IN_ASSISTANT_LABEL };
}

type Call = <R>(tool: AssistantTool<z.ZodObject, R>, args: Record<string, unknown>) => Promise<R>;

async function answerIntent(intent: Intent, call: Call, context: ToolContext): Promise<string> {
  switch (intent.kind) {
    case 'overdue_tasks':
      return overdueTasksAnswer(await call<TaskListResult>(listTasksTool, { due: 'overdue', limit: 10 }));
    case 'high_priority_tasks':
      return highPriorityTasksAnswer(
        await call<TaskListResult>(listTasksTool, { status: 'open', priority: 'high', limit: 10 }),
      );
    case 'task_summary':
      return taskSummaryAnswer(await call<TaskListResult>(listTasksTool, { status: 'open', limit: 5 }));
    case 'who_should_take':
      return whoShouldTakeAnswer(await call<TaskMatchResult>(matchTaskTool, { task: intent.task }), intent.task);
    case 'team_performance':
      return teamPerformanceAnswer(await call<TeamPerformanceResult>(teamPerformanceTool, {}), intent.focus);
    case 'failed_automations': {
      const list = await call<AutomationListResult>(listAutomationsTool, {});
      const runs = await call<AutomationRunsResult>(automationRunsTool, { status: 'failed' });
      return failedAutomationsAnswer(list, runs);
    }
    case 'kpi': {
      if (!intent.metrics.includes('revenue')) return unavailableAnswer('kpi');
      const analysis = await call<FinancialAnalysis>(financialAnalysisTool, {});
      return analysis.hasData
        ? `${unavailableAnswer('kpi')}\n\nMeanwhile: ${revenueFromBankAnswer(analysis)}`
        : unavailableAnswer('kpi');
    }
    case 'expenses':
      return expensesAnswer(await call<FinancialAnalysis>(financialAnalysisTool, {}));
    case 'failing_integrations':
      return unavailableAnswer('integrations');
    case 'create_task':
      return proposalAnswer(
        await call<ProposalResult>(proposeCreateTaskTool, {
          title: intent.title,
          ...(intent.priority ? { priority: intent.priority } : {}),
        }),
      );
    case 'assign_task':
      return proposalAnswer(
        await call<ProposalResult>(proposeAssignTaskTool, { task: intent.task, employee: intent.employee }),
      );
    case 'draft_email':
      return draftEmailAnswer(intent, call, context);
    case 'help':
      return HELP_ANSWER;
    case 'unknown':
      return unknownAnswer();
  }
}

async function draftEmailAnswer(
  intent: Extract<Intent, { kind: 'draft_email' }>,
  call: Call,
  context: ToolContext,
): Promise<string> {
  const isAddress = z.email().safeParse(intent.recipient).success;
  const employee = isAddress ? undefined : await findEmployee(context, intent.recipient);
  const recipientName = employee?.kind === 'found' ? employee.item.firstName : isAddress ? null : intent.recipient;
  const draft = draftEmail({ recipientName, topic: intent.topic, senderName: await context.userName() });
  const to = employee?.kind === 'found' ? employee.item.email : intent.recipient;
  const result = await call<ProposalResult>(proposeEmailTool, { to, subject: draft.subject, body: draft.body });
  return emailDraftAnswer(result, { to, ...draft });
}
