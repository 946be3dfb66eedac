import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';
import { counterItems, storedCounters } from './counter-items';

/**
 * The dashboard's day rollups and revenue pairs, in the workspace partition:
 * - `KPIDAY#<YYYY-MM-DD>`: one item per day, one numeric attribute per metric (`leads`, `revenue.apps.add_ons`,
 *   `ttc.120`…), moved only with `ADD` (`counter-items.ts`);
 * - `KPIINV#<YYYY-MM-DD>#<itemId>`: a paid invoice the matching may pair (`amountCents`, `depositId` or null);
 * - `KPIDEP#<depositId>`: the claim that pairs a deposit with one invoice, created only if absent, so a deposit is
 *   never paired twice.
 */
export const kpiDayEntity = defineWorkspaceEntity(
  'KpiDay',
  // Every attribute is kept: the metrics are the item's numeric attributes other than its key.
  z.looseObject({ date: z.string() }),
  'KPIDAY#{date}',
);

export const kpiInvoiceEntity = defineWorkspaceEntity(
  'KpiInvoice',
  z.object({
    id: z.string(),
    date: z.string(),
    amountCents: z.number(),
    depositId: z._default(nullableString, null),
  }),
  'KPIINV#{date}#{id}',
);

export const kpiDepositPairEntity = defineWorkspaceEntity(
  'KpiDepositPair',
  z.object({ depositId: z.string(), invoiceId: z.string(), invoiceDate: z.string() }),
  'KPIDEP#{depositId}',
);

/** A day and its metrics (the domain's `DayDelta`). */
export interface DayRecord {
  date: string;
  metrics: Readonly<Partial<Record<string, number>>>;
}

const days = counterItems(kpiDayEntity, 'date', {
  counters: ({ metrics }: DayRecord) => Object.entries(metrics),
  recordOf: dayRecordOf,
});

/** Adds the metrics to the day with one atomic UpdateItem (creating the day if it is new). */
export const addToDay = days.add;

/** Replaces the day with exactly these metrics (the recompute job). */
export const putDay = days.replace;

/** The days from `from` to `to` (both included) that have anything, with their metrics: one Query. */
export const readDays = days.read;

/** A stored day item as a day and its metrics. */
export function dayRecordOf(item: { date: string } & Record<string, unknown>): DayRecord {
  return { date: item.date, metrics: Object.fromEntries(storedCounters(item, 'date')) };
}
