import { directionSchema, forecastCadenceSchema, forecastMethodSchema } from '@shared/schemas/forecast';
import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * The workspace's forecasts as last computed (after an import, a sync, the Demo Bank or a change of a series'
 * status), one item at `FORECAST`: reads answer from it and never fit a model. Amounts are cents. Written out with
 * primitives and the API's enums, so the domain's types can change without changing what a stored item reads as.
 */
const int = () => z.number().check(z.int());
const horizonErrors = z.nullable(z.object({ 30: z.number(), 60: z.number(), 90: z.number() }));
const monthErrors = z.nullable(z.object({ month1: z.number(), month3: z.number() }));

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
    method: forecastMethodSchema,
    accuracy: horizonErrors,
    baseline: horizonErrors,
    lowConfidence: z.boolean(),
    series: z.array(
      z.object({
        id: z.string(),
        counterparty: z.string(),
        direction: directionSchema,
        amountCents: int(),
        cadence: forecastCadenceSchema,
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
    method: forecastMethodSchema,
    accuracy: monthErrors,
    baseline: monthErrors,
    lowConfidence: z.boolean(),
  }),
});
export type StoredForecast = z.infer<typeof storedForecastV1>;

export const forecastSnapshotEntity = defineWorkspaceEntity('ForecastSnapshot', storedForecastV1, 'FORECAST');
