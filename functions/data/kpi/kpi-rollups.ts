import { getItems, getItemsConsistently } from '../../platform/dynamodb/entity';
import { type DayRecord, dayRecordOf, kpiDayEntity } from './kpi-days';
import { kpiMonthEntity, type MonthRecord, monthRecordOf } from './kpi-months';

const BATCH = 100;

/**
 * Month and day items by key: BatchGetItem calls of 100 keys, sent at once. Each key is billed at least half a unit,
 * so the dashboard reads only single days this way and runs of days or months with a Query (`readDays`,
 * `readMonths`), billed by size. Items that do not exist had nothing and are left out.
 */
export async function readRollups(
  workspaceId: string,
  months: readonly string[],
  dates: readonly string[],
  options: { consistent?: boolean } = {},
): Promise<{ months: MonthRecord[]; days: DayRecord[] }> {
  const keys = [
    ...months.map((month) => kpiMonthEntity.keyOf({ workspaceId, month })),
    ...dates.map((date) => kpiDayEntity.keyOf({ workspaceId, date })),
  ];
  const batches: (typeof keys)[] = [];
  for (let i = 0; i < keys.length; i += BATCH) batches.push(keys.slice(i, i + BATCH));
  const read = options.consistent ? getItemsConsistently : getItems;
  const found = (await Promise.all(batches.map((batch) => read(batch)))).flat();
  const rollups = { months: [] as MonthRecord[], days: [] as DayRecord[] };
  for (const item of found) {
    if (item?.type === kpiMonthEntity.type) rollups.months.push(monthRecordOf(item as { month: string }));
    else if (item?.type === kpiDayEntity.type) rollups.days.push(dayRecordOf(item as { date: string }));
  }
  return rollups;
}
