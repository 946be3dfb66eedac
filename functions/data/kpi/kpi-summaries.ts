import { kpiTimeRanges } from '@shared/catalog/kpi-time-ranges';
import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * The dashboard's figures of one range as last computed from the rollups: `KPISUMMARY#<range>`, in the workspace
 * partition, so a dashboard view reads one item (~3 KB: half a read unit) instead of the range's thirty to sixty
 * day and month items. It holds for as long as nothing it was computed from changed:
 * - `stamp`: the workspace's `kpiStamp` when it was computed; every rollup write sets a new one after its `ADD`s;
 * - `today`, `timeZone` and `monthRollups`: the day (in that zone) the range ended on, and which items it was read from;
 * - `formula`: the version of the computation (`KPI_STATS_FORMULA`), so a release that computes differently
 *   recomputes instead of showing the old figures.
 * `stats` is the figures' JSON as a string: the API's shape is not frozen here, and a stored answer the current
 * schema cannot read is simply computed again.
 */
export const storedKpiSummaryV1 = z.object({
  range: z.enum(kpiTimeRanges),
  today: z.string(),
  timeZone: z.string(),
  /** Whether the months were read (the workspace's `kpiMonthRollups`) or the days alone. */
  monthRollups: z.boolean(),
  stamp: nullableString,
  formula: z.number(),
  stats: z.string(),
});
export type StoredKpiSummary = z.infer<typeof storedKpiSummaryV1>;

export const kpiSummaryEntity = defineWorkspaceEntity('KpiSummary', storedKpiSummaryV1, 'KPISUMMARY#{range}');
