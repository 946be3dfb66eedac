import { triggerVariables } from '@shared/catalog/automation-variables';
import type { ConditionOp, ConditionTerm, TriggerType } from '@shared/schemas/automation';
import { MONEY, moneyOf } from './plain-words';

const COMPARISONS: readonly (readonly [RegExp, ConditionOp])[] = [
  [/\b(?:at least|no less than|minimum of)\s*$/, 'gte'],
  [/\b(?:at most|no more than|up to)\s*$/, 'lte'],
  [/\b(?:over|above|more than|greater than|exceeding|bigger than|larger than|higher than)\s*$/, 'gt'],
  [/\b(?:under|below|less than|smaller than|lower than)\s*$/, 'lt'],
];

/** The field a trigger's sums of money are compared on, if it has one. */
function amountField(triggerType: TriggerType): string | undefined {
  const money = triggerVariables(triggerType).filter((v) => v.kind === 'money' && v.name.startsWith('trigger.'));
  return (money.find((v) => v.name === 'trigger.amount') ?? money[0])?.name;
}

const has = (triggerType: TriggerType, field: string) => triggerVariables(triggerType).some((v) => v.name === field);

/**
 * The conditions a clause states about the trigger's data: amounts ('over $500', 'at least 1,000'), where a lead came
 * from ('from Facebook'), a task's priority ('a high-priority task'). Joined with `any` when the clause says 'or'.
 */
export function readTerms(clause: string, triggerType: TriggerType): { terms: ConditionTerm[]; match: 'all' | 'any' } {
  const text = clause.toLowerCase();
  const terms: ConditionTerm[] = [];
  const amount = amountField(triggerType);
  if (amount) {
    for (const found of text.matchAll(new RegExp(String.raw`(?<![\w.,$])${MONEY}`, 'g'))) {
      const before = text.slice(0, found.index);
      const op = COMPARISONS.find(([pattern]) => pattern.test(before))?.[1];
      const value = moneyOf(found[1]!.replace(/\s*(dollars|usd)$/, '').replace(/\s*\$$/, ''));
      if (op && Number.isFinite(value)) terms.push({ field: amount, op, value });
    }
  }
  if (has(triggerType, 'trigger.source')) {
    const source = /\bfrom (?:the )?([a-z][\w.-]*(?: ads?)?)\b/.exec(text);
    if (source && !['a', 'an', 'the', 'our', 'my'].includes(source[1]!)) {
      const original = clause.slice(
        source.index + source[0].length - source[1]!.length,
        source.index + source[0].length,
      );
      terms.push({ field: 'trigger.source', op: 'contains', value: original });
    }
  }
  if (has(triggerType, 'trigger.priority')) {
    const priority = /\b(high|medium|low)[- ]priority\b/.exec(text);
    if (priority) terms.push({ field: 'trigger.priority', op: 'eq', value: priority[1]! });
  }
  return { terms: terms.slice(0, 5), match: terms.length > 1 && /\bor\b/.test(text) ? 'any' : 'all' };
}
