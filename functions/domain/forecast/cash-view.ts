import { centsToDollars } from '@shared/format/money';
import { addDays, type CalendarDate, daysBetween } from '../finance/calendar-date';
import { type CashModel, LOW_CONFIDENCE_LABEL } from './cash-forecast';
import { cumulative } from './daily-series';
import { dailyTotals, directionOf, type Flow } from './flows';

export interface CashPoint {
  date: CalendarDate;
  balance: number;
  low: number;
  high: number;
}

export interface Driver {
  label: string;
  amount: number;
  direction: 'in' | 'out';
  kind: Flow['kind'] | 'modelled';
}

export interface CashView {
  points: CashPoint[];
  lowest: { date: CalendarDate; balance: number };
  drivers: Driver[];
  confidence: { level: 'low' | 'normal'; label: string | null };
}

export const MODELLED_LABEL = 'Other day-to-day income and spending (modelled)';

/**
 * The balance day by day over `weeks` weeks: today's balance plus the stored flows and modelled rest, plus a
 * scenario's flows when one is applied (they move the band with the line: a scenario is a certainty by assumption).
 * The lowest point is the first day of the lowest balance; its drivers are the three flows that take the most out
 * of the balance up to that day.
 */
export function cashView(model: CashModel, weeks: number, scenario: readonly Flow[] = []): CashView {
  const days = weeks * 7;
  const flows = [...model.flows, ...scenario];
  const daily = dailyTotals(flows, model.asOf, days).map((value, i) => value + (model.restDaily[i] ?? 0));
  const balances = cumulative(daily).map((c) => model.startingBalanceCents + c);
  const points = balances.map((balance, i) => ({
    date: addDays(model.asOf, i + 1),
    balance: centsToDollars(balance),
    low: centsToDollars(balance + (model.bandLow[i] ?? 0)),
    high: centsToDollars(balance + (model.bandHigh[i] ?? 0)),
  }));
  let lowestIndex = -1;
  balances.forEach((balance, i) => {
    if (lowestIndex < 0 || balance < (balances[lowestIndex] as number)) lowestIndex = i;
  });
  const lowest =
    lowestIndex < 0 || (balances[lowestIndex] as number) >= model.startingBalanceCents
      ? { date: model.asOf, balance: centsToDollars(model.startingBalanceCents) }
      : { date: addDays(model.asOf, lowestIndex + 1), balance: centsToDollars(balances[lowestIndex] as number) };
  return {
    points,
    lowest,
    drivers: driversUntil(model, flows, lowest.date),
    confidence: model.lowConfidence ? { level: 'low', label: LOW_CONFIDENCE_LABEL } : { level: 'normal', label: null },
  };
}

/** The three flows that take the most out of the balance up to `until`, the modelled rest among them. */
export function driversUntil(model: CashModel, flows: readonly Flow[], until: CalendarDate): Driver[] {
  const sums = new Map<string, { kind: Driver['kind']; cents: number }>();
  for (const f of flows) {
    if (f.date > until) continue;
    const key = `${f.kind}|${f.label}`;
    sums.set(key, { kind: f.kind, cents: (sums.get(key)?.cents ?? 0) + f.amountCents });
  }
  const rest = model.restDaily.slice(0, Math.max(0, daysBetween(model.asOf, until))).reduce((a, b) => a + b, 0);
  sums.set(`modelled|${MODELLED_LABEL}`, { kind: 'modelled', cents: rest });
  return [...sums.entries()]
    .filter(([, s]) => s.cents < 0)
    .sort((a, b) => a[1].cents - b[1].cents)
    .slice(0, 3)
    .map(([key, s]) => ({
      label: key.slice(key.indexOf('|') + 1),
      amount: centsToDollars(Math.abs(s.cents)),
      direction: directionOf(s.cents),
      kind: s.kind,
    }));
}
