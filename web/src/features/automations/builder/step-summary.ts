import { actionTypeInfo } from '@shared/catalog/automation-types';
import type { AutomationStep, Condition, ConditionOp } from '@shared/schemas/automation';

export const opLabels: Readonly<Record<ConditionOp, string>> = {
  eq: 'equals',
  neq: 'does not equal',
  contains: 'contains',
  gt: 'is greater than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
  empty: 'is empty',
  not_empty: 'is not empty',
};

/** '2 days', '90 minutes', '1 hour'. */
export function durationText(minutes: number): string {
  const [amount, unit] =
    minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** 'trigger.amount is greater than 500 and trigger.source contains Facebook'. */
export function conditionText({ match, terms }: Condition): string {
  return terms
    .map((t) => `${t.field} ${opLabels[t.op]}${t.op === 'empty' || t.op === 'not_empty' ? '' : ` ${t.value ?? ''}`}`)
    .join(match === 'any' ? ' or ' : ' and ');
}

/** What a step does, in a line: the card's title and what a screen reader hears of it. */
export function stepTitle(step: AutomationStep): string {
  switch (step.type) {
    case 'action':
      return actionTypeInfo(step.action).label;
    case 'condition':
      return 'Condition';
    case 'delay':
      return `Wait ${durationText(step.minutes)}`;
    case 'branch':
      return 'If / otherwise';
  }
}

/** The step's settings in a few words, under its title. */
export function stepDetail(step: AutomationStep): string | undefined {
  switch (step.type) {
    case 'condition':
      return `Only if ${conditionText(step)}; otherwise the run ends`;
    case 'branch':
      return `If ${conditionText(step.if)}`;
    case 'delay':
      return undefined;
    case 'action': {
      const c = step.config as Record<string, unknown>;
      const first = ['emailTo', 'smsTo', 'taskTitle', 'channel', 'url', 'taskId', 'subject', 'title', 'crmNote'].find(
        (k) => typeof c[k] === 'string' && c[k],
      );
      if (step.action === 'notify') return `${(c.memberUserIds as string[]).length} member(s)`;
      return first ? String(c[first]) : undefined;
    }
  }
}
