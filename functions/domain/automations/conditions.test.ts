import { describe, expect, it } from 'vitest';
import { conditionHolds, describeCondition, termHolds } from './conditions';

const data = {
  trigger: { amount: 600, currency: 'USD', customerName: 'Acme Corp', note: '', tags: [], count: '12' },
  steps: { '2': { taskId: 't1' } },
};

describe('automation conditions', () => {
  it('compares numbers as numbers, text as text', () => {
    expect(termHolds({ field: 'trigger.amount', op: 'gt', value: 500 }, data)).toBe(true);
    expect(termHolds({ field: 'trigger.amount', op: 'lte', value: '599.99' }, data)).toBe(false);
    // '12' read as a number: 12 > 9, where text would put '12' before '9'.
    expect(termHolds({ field: 'trigger.count', op: 'gt', value: 9 }, data)).toBe(true);
    expect(termHolds({ field: 'trigger.amount', op: 'eq', value: '600' }, data)).toBe(true);
    expect(termHolds({ field: 'trigger.currency', op: 'eq', value: 'usd' }, data)).toBe(true);
    expect(termHolds({ field: 'trigger.currency', op: 'neq', value: 'EUR' }, data)).toBe(true);
    expect(termHolds({ field: 'trigger.customerName', op: 'contains', value: 'acme' }, data)).toBe(true);
  });

  it('treats missing, null, blank and empty lists as empty, and a missing field as failing every comparison', () => {
    expect(termHolds({ field: 'trigger.note', op: 'empty' }, data)).toBe(true);
    expect(termHolds({ field: 'trigger.tags', op: 'empty' }, data)).toBe(true);
    expect(termHolds({ field: 'trigger.missing', op: 'empty' }, data)).toBe(true);
    expect(termHolds({ field: 'steps.2.taskId', op: 'not_empty' }, data)).toBe(true);
    expect(termHolds({ field: 'trigger.missing', op: 'gt', value: 0 }, data)).toBe(false);
    expect(termHolds({ field: 'trigger.missing', op: 'lt', value: 0 }, data)).toBe(false);
  });

  it('combines terms with all (AND) or any (OR)', () => {
    const terms = [
      { field: 'trigger.amount', op: 'gt' as const, value: 1000 },
      { field: 'trigger.currency', op: 'eq' as const, value: 'USD' },
    ];
    expect(conditionHolds({ match: 'all', terms }, data)).toBe(false);
    expect(conditionHolds({ match: 'any', terms }, data)).toBe(true);
    expect(describeCondition({ match: 'any', terms })).toBe('trigger.amount gt 1000 or trigger.currency eq USD');
  });
});
