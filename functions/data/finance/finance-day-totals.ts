import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { expenseCategories, revenueKinds } from '@shared/catalog/finance-categories';
import * as z from '@shared/zod';
import { db, tableName } from '../../platform/dynamodb/client';
import { defineWorkspaceEntity, getItems } from '../../platform/dynamodb/entity';

/**
 * A workspace's money per day (income by kind, spending by category, income by customer): what the analysis reads
 * (60 small items for two 30-day windows, however many transactions there are) and what the dashboard's rollups can
 * read too. Changed only by holders of the finance lease, as day pages are, so a change is read, added (by the
 * service) and written back.
 */
const cents = z.number().check(z.int());
const dayTotalsSchema = z.object({
  date: z.string(),
  income: z.partialRecord(z.enum([...revenueKinds, 'other']), cents),
  expenses: z.partialRecord(z.enum(expenseCategories), cents),
  payers: z.record(z.string(), cents),
});

export const dayTotalsEntity = defineWorkspaceEntity('FinanceDayTotals', dayTotalsSchema, 'FINDAY#{date}');

/** A workspace's money on one day (the domain's `DayTotals`). */
export type DayTotalsRecord = z.infer<typeof dayTotalsSchema>;

/** The stored totals of these dates (absent days are not in the answer). */
export async function readDayTotals(workspaceId: string, dates: readonly string[]): Promise<DayTotalsRecord[]> {
  const found: DayTotalsRecord[] = [];
  for (let i = 0; i < dates.length; i += 100) {
    for (const raw of await getItems(
      dates.slice(i, i + 100).map((date) => dayTotalsEntity.keyOf({ workspaceId, date })),
    )) {
      const item = dayTotalsEntity.fromItem(raw);
      if (item) found.push(item);
    }
  }
  return found;
}

/** Replaces these days' totals (the caller holds the finance lease and has added to what it read). */
export async function writeDayTotals(workspaceId: string, days: readonly DayTotalsRecord[]): Promise<void> {
  for (let i = 0; i < days.length; i += 25) {
    let pending = days.slice(i, i + 25).map((day) => ({
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
export async function listDayTotals(workspaceId: string, from: string, to: string): Promise<DayTotalsRecord[]> {
  const days = await dayTotalsEntity.queryAll({ workspaceId }, { from: { date: from } });
  return days.filter((d) => d.date <= to);
}

/** A payer whose income was taken back (a rollback, a recategorised deposit) is dropped, not kept at zero. */
function withoutZeros(day: DayTotalsRecord): DayTotalsRecord {
  const keep = <K extends string>(record: Partial<Record<K, number>>) =>
    Object.fromEntries(Object.entries(record).filter(([, v]) => v !== 0)) as Partial<Record<K, number>>;
  return {
    date: day.date,
    income: keep(day.income),
    expenses: keep(day.expenses),
    payers: keep(day.payers) as Record<string, number>,
  };
}
