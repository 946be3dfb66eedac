import * as z from '@shared/zod';
import { calendarDateSchema } from './dates';
import { boundedNumber, MONEY_DECIMALS } from './numbers';
import { requiredText } from './required-text';

/** Issue 34's forecasts. Amounts are dollars with cents, positive, with a direction wherever a flow appears. */
export const directionSchema = z.enum(['in', 'out']);
export const forecastCadenceSchema = z.enum(['weekly', 'biweekly', 'monthly', 'quarterly', 'yearly']);
export const recurringStatusSchema = z.enum(['detected', 'confirmed', 'dismissed']);
export const forecastMethodSchema = z.enum([
  'seasonal_naive',
  'seasonal_naive_yearly',
  'seasonal_mean',
  'holt_winters',
  'damped_trend',
  'recurring_and_known',
]);

const dollars = boundedNumber({
  min: 0.01,
  max: 100_000_000,
  decimals: MONEY_DECIMALS,
  message: 'Enter an amount between $0.01 and $100,000,000 with at most two decimals.',
});

export const confidenceSchema = z.object({ level: z.enum(['low', 'normal']), label: z.nullable(z.string()) });

export const recurringSeriesSchema = z.object({
  id: z.string(),
  counterparty: z.string(),
  direction: directionSchema,
  amount: z.number(),
  cadence: forecastCadenceSchema,
  nextDate: z.string(),
  confidence: z.number(),
  lastSeen: z.string(),
  ended: z.boolean(),
  status: recurringStatusSchema,
});
export type RecurringSeriesView = z.infer<typeof recurringSeriesSchema>;

export const driverSchema = z.object({
  label: z.string(),
  amount: z.number(),
  direction: directionSchema,
  kind: z.enum(['recurring', 'known', 'scenario', 'modelled']),
});

const horizonErrorsSchema = z.object({ 30: z.number(), 60: z.number(), 90: z.number() });

export const cashForecastSchema = z.object({
  asOf: z.string(),
  startingBalance: z.number(),
  points: z.array(z.object({ date: z.string(), balance: z.number(), low: z.number(), high: z.number() })),
  lowest: z.object({ date: z.string(), balance: z.number() }),
  drivers: z.array(driverSchema),
  recurring: z.array(recurringSeriesSchema),
  method: forecastMethodSchema,
  methodLabel: z.string(),
  /** Mean absolute error of the balance, % of the average balance, at 30/60/90 days; seasonal naive's beside. */
  accuracy: z.nullable(z.object({ horizonDays: horizonErrorsSchema, baseline: horizonErrorsSchema })),
  confidence: confidenceSchema,
  dataFrom: z.nullable(z.string()),
  dataTo: z.nullable(z.string()),
  threshold: z.number(),
  scenario: z.nullable(z.object({ id: z.string(), name: z.string() })),
});
export type CashForecast = z.infer<typeof cashForecastSchema>;

export const revenueForecastSchema = z.object({
  points: z.array(z.object({ month: z.string(), revenue: z.number(), low: z.number(), high: z.number() })),
  method: forecastMethodSchema,
  methodLabel: z.string(),
  /** Mean absolute percentage error at 1 and 3 months; seasonal naive's beside. */
  accuracy: z.nullable(
    z.object({
      months: z.object({ 1: z.number(), 3: z.number() }),
      baseline: z.object({ 1: z.number(), 3: z.number() }),
    }),
  ),
  confidence: confidenceSchema,
});
export type RevenueForecast = z.infer<typeof revenueForecastSchema>;

export const cashForecastQuerySchema = z.object({
  weeks: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(13)), 13),
  scenario: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export const revenueForecastQuerySchema = z.object({
  months: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(12)), 12),
});

export const recurringListSchema = z.object({ items: z.array(recurringSeriesSchema) });
export const recurringStatusBodySchema = z.object({ status: recurringStatusSchema });
export const recurringParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(120), z.regex(/^[a-z0-9-]+$/)),
});

export const scenarioItemSchema = z.object({
  label: requiredText(120, {
    required: 'Give each item of the scenario a label',
    tooLong: 'An item label must be at most 120 characters',
  }),
  amount: dollars,
  direction: directionSchema,
  cadence: z.enum(['once', 'weekly', 'monthly']),
  startDate: calendarDateSchema('Enter the start date as YYYY-MM-DD.'),
  endDate: z._default(z.nullable(calendarDateSchema('Enter the end date as YYYY-MM-DD.')), null),
});
export const createScenarioSchema = z
  .object({
    name: requiredText(120, {
      required: 'Give the scenario a name',
      tooLong: 'The scenario name must be at most 120 characters',
    }),
    items: z.array(scenarioItemSchema).check(z.minLength(1), z.maxLength(20)),
  })
  .check(
    z.refine((s) => s.items.every((i) => !i.endDate || i.endDate >= i.startDate), {
      error: 'An item ends before it starts: set its end date on or after its start date.',
    }),
  );
export const scenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(
    z.object({
      label: z.string(),
      amount: z.number(),
      direction: directionSchema,
      cadence: z.enum(['once', 'weekly', 'monthly']),
      startDate: z.string(),
      endDate: z.nullable(z.string()),
    }),
  ),
  createdAt: z.string(),
});
export type Scenario = z.infer<typeof scenarioSchema>;
export const scenarioListSchema = z.object({ items: z.array(scenarioSchema) });

const thresholdDollars = boundedNumber({
  min: -100_000_000,
  max: 100_000_000,
  decimals: MONEY_DECIMALS,
  message: 'Enter a threshold between -$100,000,000 and $100,000,000 with at most two decimals.',
});
export const forecastSettingsSchema = z.object({ threshold: z.number() });
export const forecastSettingsBodySchema = z.object({ threshold: thresholdDollars });
