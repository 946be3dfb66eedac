import { integrationProvider } from '@shared/catalog/integrations';
import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import { BUILT_IN_ASSISTANT_LABEL, type ChatSource } from '@shared/schemas/assistant';
import type { FinancialAnalysis } from '@shared/schemas/finance';
import * as z from '@shared/zod';
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
import { draftEmail } from '../../domain/assistant/email-draft';
import { expensesAnswer, spendingAnswer, topMerchantsAnswer } from '../../domain/assistant/finance-answers';
import { failingIntegrationsAnswer, integrationStatusAnswer } from '../../domain/assistant/integration-answers';
import { type Intent, type Period, recognizeIntent } from '../../domain/assistant/intents';
import { kpiAnswer, kpiMonthAnswer } from '../../domain/assistant/kpi-answers';
import { type DateSpan, type PeriodRef, resolvePeriod } from '../../domain/assistant/periods';
import type {
  AutomationListResult,
  AutomationRunsResult,
  IntegrationsResult,
  KpiStatsResult,
  ProposalResult,
  TaskListResult,
  TaskMatchResult,
  TeamPerformanceResult,
  TransactionsResult,
} from '../../domain/assistant/tool-results';
import { toCalendarDate } from '../../domain/finance/calendar-date';
import { financialAnalysisTool, transactionsTool } from './finance-tools';
import { integrationsTool } from './integration-tools';
import { kpiStatsTool } from './kpi-tools';
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
 * where the data is missing, the answer says which data source would fill it.
 */
export async function answerBuiltIn(message: string, context: ToolContext): Promise<EngineAnswer> {
  const sources: ChatSource[] = [];
  const call = async <R>(tool: AssistantTool<z.ZodMiniObject, R>, args: Record<string, unknown>): Promise<R> => {
    const outcome = await callTool(tool as AssistantTool, args, context, sources);
    // The asker's role may not read this: the answer is the refusal ('Your role (Member) cannot view financial data').
    if (!outcome.ok && outcome.refused) throw new ToolRefused(outcome.error);
    // The built-in engine builds its own arguments; any other refusal here is a bug, not a user error.
    if (!outcome.ok) throw new Error(outcome.error);
    return outcome.result as R;
  };
  let content: string;
  try {
    content = await answerIntent(recognizeIntent(message), call, context);
  } catch (error) {
    if (!(error instanceof ToolRefused)) throw error;
    content = `${error.message}.`;
  }
  return { content, sources, engine: BUILT_IN_ASSISTANT_LABEL };
}

/** A tool the asker's role may not use, met while answering: the answer says so instead. */
class ToolRefused extends Error {}

type Call = <R>(tool: AssistantTool<z.ZodMiniObject, R>, args: Record<string, unknown>) => Promise<R>;

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
    case 'kpi':
      return kpiAnswer(await call<KpiStatsResult>(kpiStatsTool, { range: KPI_RANGES[intent.period] }), intent.metrics);
    case 'kpi_month':
      return kpiMonthAnswer(
        await call<KpiStatsResult>(kpiStatsTool, { range: '365d' }),
        intent.metrics,
        spanOf(intent.month, context),
      );
    case 'expenses':
      return expensesAnswer(await call<FinancialAnalysis>(financialAnalysisTool, {}));
    case 'spending': {
      const span = spanOf(intent.period, context);
      const result = await call<TransactionsResult>(transactionsTool, {
        from: span.from,
        to: span.to,
        ...(intent.category ? { category: intent.category } : {}),
        ...(intent.merchant ? { merchant: intent.merchant } : {}),
      });
      return spendingAnswer(result, { periodLabel: span.label, category: intent.category, merchant: intent.merchant });
    }
    case 'top_merchants': {
      const span = spanOf(intent.period, context);
      const result = await call<TransactionsResult>(transactionsTool, { from: span.from, to: span.to });
      return topMerchantsAnswer(result, span.label);
    }
    case 'failing_integrations':
      return failingIntegrationsAnswer(await call<IntegrationsResult>(integrationsTool, {}));
    case 'integration_status':
      return integrationStatusAnswer(
        await call<IntegrationsResult>(integrationsTool, { provider: intent.provider }),
        integrationProvider(intent.provider).name,
      );
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

/** The dashboard range each period of a KPI question reads. */
const KPI_RANGES: Readonly<Record<Period, KpiTimeRange>> = { week: '7d', month: '30d', quarter: '90d', year: '365d' };

/** The days a question's period covers; without one, the last 30 days (the financial analysis's span). */
function spanOf(period: PeriodRef | null, context: ToolContext): DateSpan {
  return resolvePeriod(period ?? { kind: 'days', days: 30 }, toCalendarDate(context.now));
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
