import { integrationProvider } from '@shared/catalog/integrations';
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
import { automationProposal } from '../../domain/assistant/automation-request';
import { cashBalanceAnswer } from '../../domain/assistant/cash-balance';
import { draftEmail } from '../../domain/assistant/email-draft';
import { expensesAnswer, spendingAnswer, topMerchantsAnswer } from '../../domain/assistant/finance-answers';
import { failingIntegrationsAnswer, integrationStatusAnswer } from '../../domain/assistant/integration-answers';
import { type Intent, recognizeIntent } from '../../domain/assistant/intents';
import { allZero, kpiPeriodAnswer } from '../../domain/assistant/kpi-answers';
import { type DateSpan, type PeriodRef, periodText, resolvePeriod } from '../../domain/assistant/periods';
import type {
  AutomationListResult,
  AutomationRunsResult,
  CashBalanceResult,
  IntegrationsResult,
  KpiPeriodResult,
  KpiStatsResult,
  ProposalResult,
  TaskListResult,
  TaskMatchResult,
  TeamPerformanceResult,
  TransactionsResult,
} from '../../domain/assistant/tool-results';
import { dateInZone } from '../../domain/kpi/zoned-date';
import { applyGlossary } from '../../domain/workspace/ai-settings';
import { bankAccountsTool, financialAnalysisTool, transactionsTool } from './finance-tools';
import { integrationsTool } from './integration-tools';
import { kpiPeriodTool, kpiStatsTool } from './kpi-tools';
import {
  proposeAssignTaskTool,
  proposeCreateAutomationTool,
  proposeCreateTaskTool,
  proposeEmailTool,
  proposeScenarioTool,
} from './proposal-tools';
import { type AssistantTool, callTool, type ToolContext } from './tool-kit';
import {
  automationRunsTool,
  findEmployee,
  fullName,
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
  const [timeZone, employees] = await Promise.all([context.data.timeZone(), context.data.employees()]);
  const intent = recognizeIntent(applyGlossary(message, context.glossary), {
    now: context.now,
    timeZone,
    employees: employees.map(fullName),
  });
  let content: string;
  try {
    content = await answerIntent(intent, call, context, dateInZone(context.now, timeZone));
  } catch (error) {
    if (!(error instanceof ToolRefused)) throw error;
    content = `${error.message}.`;
  }
  return { content, sources, engine: BUILT_IN_ASSISTANT_LABEL };
}

/** A tool the asker's role may not use, met while answering: the answer says so instead. */
class ToolRefused extends Error {}

type Call = <R>(tool: AssistantTool<z.ZodMiniObject, R>, args: Record<string, unknown>) => Promise<R>;

async function answerIntent(intent: Intent, call: Call, context: ToolContext, today: string): Promise<string> {
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
      const result = await call<KpiPeriodResult>(kpiPeriodTool, {
        period: periodText(intent.period),
        ...(intent.compare
          ? { compareWith: intent.compare === 'previous' ? 'previous' : periodText(intent.compare) }
          : {}),
      });
      // Nothing at all: is there no data source, or just nothing in these days? The dashboard's year says which.
      const missing = allZero(result, intent.metrics)
        ? (await call<KpiStatsResult>(kpiStatsTool, { range: '365d' })).missing
        : [];
      return kpiPeriodAnswer(result, intent.metrics, missing);
    }
    case 'cash_balance':
      return cashBalanceAnswer(await call<CashBalanceResult>(bankAccountsTool, {}));
    case 'expenses':
      return expensesAnswer(await call<FinancialAnalysis>(financialAnalysisTool, {}));
    case 'spending': {
      const span = spanOf(intent.period, today);
      const result = await call<TransactionsResult>(transactionsTool, {
        from: span.from,
        to: span.to,
        ...(intent.category ? { category: intent.category } : {}),
        ...(intent.merchant ? { merchant: intent.merchant } : {}),
      });
      return spendingAnswer(result, { periodLabel: span.label, category: intent.category, merchant: intent.merchant });
    }
    case 'top_merchants': {
      const span = spanOf(intent.period, today);
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
          ...(intent.dueDate ? { dueDate: intent.dueDate } : {}),
          ...(intent.assignee ? { assignee: intent.assignee } : {}),
        }),
      );
    case 'create_automation': {
      const recipient = intent.recipient;
      let to: string | null = null;
      if (recipient?.kind === 'me') to = (await context.userEmail()) || null;
      else if (recipient?.kind === 'address') to = recipient.value;
      else if (recipient?.kind === 'employee') {
        const employee = await findEmployee(context, recipient.name);
        to =
          employee.kind === 'found'
            ? (intent.action === 'send_sms' ? employee.item.phone : employee.item.email) || null
            : null;
      }
      return proposalAnswer(await call<ProposalResult>(proposeCreateAutomationTool, automationProposal(intent, to)));
    }
    case 'assign_task':
      return proposalAnswer(
        await call<ProposalResult>(proposeAssignTaskTool, { task: intent.task, employee: intent.employee }),
      );
    case 'draft_email':
      return draftEmailAnswer(intent, call, context);
    case 'draft_scenario':
      return intent.draft.ok
        ? proposalAnswer(
            await call<ProposalResult>(proposeScenarioTool, { name: intent.draft.name, items: intent.draft.items }),
          )
        : proposalAnswer({ proposed: false, problem: intent.draft.problem });
    case 'help':
      return HELP_ANSWER;
    case 'unknown':
      return unknownAnswer();
  }
}

/** The days a question's period covers; without one, the last 30 days (the financial analysis's span). */
function spanOf(period: PeriodRef | null, today: string): DateSpan {
  return resolvePeriod(period ?? { kind: 'days', days: 30 }, today);
}

async function draftEmailAnswer(
  intent: Extract<Intent, { kind: 'draft_email' }>,
  call: Call,
  context: ToolContext,
): Promise<string> {
  const isAddress = z.email().safeParse(intent.recipient).success;
  const employee = isAddress ? undefined : await findEmployee(context, intent.recipient);
  const recipientName = employee?.kind === 'found' ? employee.item.firstName : isAddress ? null : intent.recipient;
  const draft = draftEmail({
    recipientName,
    purpose: intent.purpose,
    topic: intent.topic,
    senderName: await context.userName(),
  });
  const to = employee?.kind === 'found' ? employee.item.email : intent.recipient;
  const result = await call<ProposalResult>(proposeEmailTool, { to, subject: draft.subject, body: draft.body });
  return emailDraftAnswer(result, { to, ...draft });
}
