import type { Intent } from '../intents';

/**
 * The intents the built-in engine reads, built with only what a case is about (the rest null), for the evaluation
 * set and the parser's tests.
 */
export const task = (
  title: string,
  extra: { priority?: 'low' | 'medium' | 'high'; dueDate?: string; assignee?: string } = {},
): Intent => ({
  kind: 'create_task',
  title,
  priority: extra.priority ?? null,
  dueDate: extra.dueDate ?? null,
  assignee: extra.assignee ?? null,
});

type Kpi = Extract<Intent, { kind: 'kpi' }>;
export const kpi = (metrics: Kpi['metrics'], period: Kpi['period'], compare: Kpi['compare'] = null): Intent => ({
  kind: 'kpi',
  metrics,
  period,
  compare,
});

type CreateAutomation = Extract<Intent, { kind: 'create_automation' }>;
export const automation = (
  trigger: CreateAutomation['trigger'],
  action: CreateAutomation['action'],
  recipient: CreateAutomation['recipient'],
): Intent => ({ kind: 'create_automation', trigger, action, recipient });

export const THIS_MONTH = { kind: 'month_to_date' } as const;
export const LAST_MONTH = { kind: 'last_month' } as const;
