import type { Condition, ConditionTerm } from '@shared/schemas/automation';

/**
 * Conditions over a run's data (`trigger.*`, `steps.<n>.*`, a trigger's own names): `all` terms or `any` of them.
 * Numbers compare as numbers when both sides read as one ('600' > 500), else as text, case-insensitively for
 * `eq`/`neq`/`contains`; a missing field is empty, so `trigger.amount gt 5` is false when there is no amount.
 */
export type RunData = Readonly<Record<string, unknown>>;

export function lookupField(data: RunData, field: string): unknown {
  let current: unknown = data;
  for (const part of field.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

const asText = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

export function termHolds(term: ConditionTerm, data: RunData): boolean {
  const actual = lookupField(data, term.field);
  switch (term.op) {
    case 'empty':
      return isEmpty(actual);
    case 'not_empty':
      return !isEmpty(actual);
    case 'contains':
      return asText(actual).toLowerCase().includes(asText(term.value).toLowerCase());
    case 'eq':
    case 'neq': {
      const a = asNumber(actual);
      const b = asNumber(term.value);
      const equal =
        a !== undefined && b !== undefined
          ? a === b
          : asText(actual).toLowerCase() === asText(term.value).toLowerCase();
      return term.op === 'eq' ? equal : !equal;
    }
    default: {
      if (isEmpty(actual)) return false;
      const a = asNumber(actual);
      const b = asNumber(term.value);
      const order =
        a !== undefined && b !== undefined ? Math.sign(a - b) : asText(actual).localeCompare(asText(term.value));
      if (term.op === 'gt') return order > 0;
      if (term.op === 'gte') return order >= 0;
      if (term.op === 'lt') return order < 0;
      return order <= 0;
    }
  }
}

export function conditionHolds(condition: Condition, data: RunData): boolean {
  const results = condition.terms.map((term) => termHolds(term, data));
  return condition.match === 'any' ? results.some(Boolean) : results.every(Boolean);
}

/** 'trigger.amount gt 500' — how a run's step record says what it checked. */
export function describeCondition(condition: Condition): string {
  const terms = condition.terms.map((t) =>
    t.op === 'empty' || t.op === 'not_empty' ? `${t.field} ${t.op}` : `${t.field} ${t.op} ${asText(t.value)}`,
  );
  return terms.join(condition.match === 'any' ? ' or ' : ' and ');
}
