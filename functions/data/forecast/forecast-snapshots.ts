import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * The workspace's forecasts as last computed (after an import, a sync, the Demo Bank or a change of a series'
 * status), one item at `FORECAST`: reads answer from it and never fit a model. Amounts are cents. Frozen here with
 * primitives, so the domain's types can change without changing what a stored item reads as (and so a Lambda that
 * writes a forecast does not bundle the API's forecast schemas).
 */
const int = () => z.number().check(z.int());
const method = z.enum([
  'seasonal_naive',
  'seasonal_naive_yearly',
  'seasonal_mean',
  'holt_winters',
  'damped_trend',
  'recurring_and_known',
]);
/** How a forecast was fitted and how well: its method, and its errors and the seasonal-naive baseline's by horizon. */
const fitOf = <E extends z.ZodMiniType>(errors: E) => ({
  method,
  accuracy: z.nullable(errors),
  baseline: z.nullable(errors),
  lowConfidence: z.boolean(),
});

export const storedForecastV1 = z.object({
  computedAt: z.string(),
  cash: z.object({
    asOf: z.string(),
    startingBalanceCents: int(),
    dataFrom: nullableString,
    dataTo: nullableString,
    flows: z.array(
      z.object({
        date: z.string(),
        amountCents: int(),
        label: z.string(),
        kind: z.enum(['recurring', 'known', 'scenario']),
      }),
    ),
    restDaily: z.array(int()),
    bandLow: z.array(int()),
    bandHigh: z.array(int()),
    ...fitOf(z.object({ 30: z.number(), 60: z.number(), 90: z.number() })),
    series: z.array(
      z.object({
        id: z.string(),
        counterparty: z.string(),
        direction: z.enum(['in', 'out']),
        amountCents: int(),
        cadence: z.enum(['weekly', 'biweekly', 'monthly', 'quarterly', 'yearly']),
        anchorDay: z.nullable(int()),
        firstSeen: z.string(),
        lastSeen: z.string(),
        nextDate: z.string(),
        confidence: z.number(),
        ended: z.boolean(),
        transactionIds: z.array(z.string()),
      }),
    ),
  }),
  revenue: z.object({
    points: z.array(z.object({ month: z.string(), revenueCents: int(), lowCents: int(), highCents: int() })),
    ...fitOf(z.object({ month1: z.number(), month3: z.number() })),
  }),
});
export type StoredForecast = z.infer<typeof storedForecastV1>;

export const forecastSnapshotEntity = defineWorkspaceEntity('ForecastSnapshot', storedForecastV1, 'FORECAST');
