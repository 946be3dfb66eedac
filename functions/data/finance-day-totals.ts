import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { expenseCategories, revenueKinds } from '@shared/catalog/finance-categories';
import * as z from 'zod';
import { type DayTotals, sumDayTotals } from '../domain/finance/analysis/day-totals';
import { db, tableName } from '../platform/dynamodb/client';
import { defineEntity, getItems, inWorkspace } from '../platform/dynamodb/entity';

/**
 * A workspace's money per day (income by kind, spending by category, income by customer): what the analysis reads
 * (60 small items for two 30-day windows, however many transactions there are) and what the dashboard's rollups can
 * read too. Changed only by holders of the finance lease, as day pages are, so a change is read, added and written
 * back; `DayTotals` from the domain is the shape.
 */
const cents = z.number().int();
const dayTotalsSchema = z.object({
  date: z.string(),
  income: z.partialRecord(z.enum([...revenueKinds, 'other']), cents),
  expenses: z.partialRecord(z.enum(expenseCategories), cents),
  payers: z.record(z.string(), cents),
});

export const dayTotalsEntity = defineEntity({
  type: 'FinanceDayTotals',
  schema: dayTotalsSchema,
  partitionKey: inWorkspace,
  sortKey: 'FINDAY#{date}',
});

/** Adds `deltas` to the stored days (the caller holds the finance lease). */
export async function addDayTotals(workspaceId: string, deltas: readonly DayTotals[]): Promise<void> {
  const merged = sumDayTotals(deltas);
  for (let i = 0; i < merged.length; i += 25) {
    const chunk = merged.slice(i, i + 25);
    const stored = await getItems(chunk.map((d) => dayTotalsEntity.keyOf({ workspaceId, date: d.date })));
    const sums = sumDayTotals([
      ...stored.flatMap((raw) => {
        const item = dayTotalsEntity.fromItem(raw);
        return item ? [item] : [];
      }),
      ...chunk,
    ]);
    let pending = sums.map((day) => ({
      PutRequest: {
        Item: {
          ...dayTotalsEntity.keyOf({ workspaceId, date: day.date }),
          type: dayTotalsEntity.type,
          ...withoutZeros(day),
        },
      },
    }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === 5) throw new Error('BatchWriteItem left day totals unprocessed after 5 attempts');
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
    }
  }
}

/** The days from `from` to `to` (inclusive), oldest first. */
export async function listDayTotals(workspaceId: string, from: string, to: string): Promise<DayTotals[]> {
  const days = await dayTotalsEntity.queryAll({ workspaceId }, { from: { date: from } });
  return days.filter((d) => d.date <= to);
}

/** A payer whose income was taken back (a rollback, a recategorised deposit) is dropped, not kept at zero. */
function withoutZeros(day: DayTotals): DayTotals {
  const keep = <K extends string>(record: Partial<Record<K, number>>) =>
    Object.fromEntries(Object.entries(record).filter(([, v]) => v !== 0)) as Partial<Record<K, number>>;
  return {
    date: day.date,
    income: keep(day.income),
    expenses: keep(day.expenses),
    payers: keep(day.payers) as Record<string, number>,
  };
}
