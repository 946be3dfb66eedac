import { readDayTotals, writeDayTotals } from '../../data/finance/finance-day-totals';
import { type DayTotals, sumDayTotals } from '../../domain/finance/analysis/day-totals';

/** Adds `deltas` to the workspace's day totals: read, added, written back (the caller holds the finance lease). */
export async function addToDayTotals(workspaceId: string, deltas: readonly DayTotals[]): Promise<void> {
  const merged = sumDayTotals(deltas);
  if (merged.length === 0) return;
  const stored = await readDayTotals(
    workspaceId,
    merged.map((d) => d.date),
  );
  await writeDayTotals(workspaceId, sumDayTotals([...stored, ...merged]));
}
