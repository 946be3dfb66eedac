import * as z from '@shared/zod';
import { DEFAULT_KPI_TIME_RANGE, kpiTimeRanges } from '../catalog/kpi-time-ranges';
import { insightSourceSchema } from './insight';
import { nullableNumber, nullableString } from './nullable';

export const kpiTimeRangeSchema = z.enum(kpiTimeRanges, { error: 'timeRange must be one of 7d, 30d, 90d or 365d' });

/** `GET /api/kpi/stats?timeRange=…` (spec §7): 30d when absent; anything else is a 400. */
export const kpiStatsQuerySchema = z.object({ timeRange: z._default(kpiTimeRangeSchema, DEFAULT_KPI_TIME_RANGE) });

export const kpiReportFormats = ['csv', 'pdf'] as const;
export const kpiReportQuerySchema = z.extend(kpiStatsQuerySchema, {
  format: z.enum(kpiReportFormats, { error: 'format must be csv or pdf' }),
});
export type KpiReportFormat = (typeof kpiReportFormats)[number];

const figure = z.object({ current: z.number(), change: z.number(), trend: z.enum(['up', 'down']) });

const calendarDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Where a missing figure would come from: the sentence the card shows and the screen that fills it. */
export const missingDataSchema = z.object({ message: z.string(), href: z.string() });
export type MissingData = z.infer<typeof missingDataSchema>;

export const revenueShareSchema = z.object({
  kind: z.enum(['subscriptions', 'one_time_sales', 'recurring_services', 'add_ons', 'other']),
  label: z.string(),
  /** Dollars. */
  amount: z.number(),
  /** Whole percent of the positive revenue; the shares add up to 100 (or are all 0). */
  percentage: z.number(),
});
export type RevenueShare = z.infer<typeof revenueShareSchema>;

export const weeklyTasksSchema = z.object({
  label: z.string(),
  from: calendarDate,
  to: calendarDate,
  created: z.number(),
  completed: z.number(),
});

export const taskPerformanceSchema = z.object({
  /** Of the tasks created in the range, the share completed now, in whole percent; null when none were created. */
  completionRate: nullableNumber,
  tasksCreated: z.number(),
  tasksCreatedCompleted: z.number(),
  /** Median hours from creation to completion of the tasks completed in the range, one decimal; null if none. */
  medianHoursToComplete: nullableNumber,
  tasksCompleted: z.number(),
  weekly: z.array(weeklyTasksSchema),
});
export type TaskPerformance = z.infer<typeof taskPerformanceSchema>;

export const healthComponentSchema = z.object({
  id: z.enum(['revenue', 'leads', 'appointments', 'tasks']),
  label: z.string(),
  /** The most points it gives. */
  weight: z.number(),
  /** Points earned, one decimal; null when the data it needs does not exist. */
  points: nullableNumber,
  /** How the points were earned, from the figures. */
  detail: z.string(),
  missing: z.nullable(missingDataSchema),
});
export type HealthComponent = z.infer<typeof healthComponentSchema>;

export const healthScoreSchema = z.object({
  /** 0–100: the points earned over the points available; null when no component has data. */
  score: nullableNumber,
  components: z.array(healthComponentSchema),
});
export type HealthScore = z.infer<typeof healthScoreSchema>;

/**
 * `GET /api/kpi/stats` (spec §3 'KPI stats'): `{revenue, leads, appointments, tasks}` each `{current, change, trend}`
 * and `chartData {labels, revenue, leads}`, exactly; the other fields are additions (issue 12).
 */
export const kpiStatsSchema = z.object({
  revenue: figure,
  leads: figure,
  appointments: figure,
  tasks: figure,
  chartData: z.object({ labels: z.array(z.string()), revenue: z.array(z.number()), leads: z.array(z.number()) }),
  /** The four figures of the previous period, which each `change` compares against. */
  previous: z.object({ revenue: z.number(), leads: z.number(), appointments: z.number(), tasks: z.number() }),
  range: z.object({
    timeRange: kpiTimeRangeSchema,
    from: calendarDate,
    to: calendarDate,
    previousFrom: calendarDate,
    previousTo: calendarDate,
    timeZone: z.string(),
    /** False while the workspace has no time zone of its own (UTC is used): the web then sends the browser's. */
    timeZoneSaved: z.boolean(),
  }),
  revenueSplit: z.array(revenueShareSchema),
  /** Dollars: what connected apps and bank data gave, and the bank deposits matched to paid invoices (counted once). */
  revenueSources: z.object({ apps: z.number(), bank: z.number(), matched: z.number() }),
  performance: taskPerformanceSchema,
  insights: z.object({ healthScore: healthScoreSchema }),
});
export type KpiStats = z.infer<typeof kpiStatsSchema>;

/** Why a reader sees no revenue figures: the dashboard's Revenue is for the roles with `finance.view`. */
export const REVENUE_HIDDEN_MESSAGE = 'Revenue is visible to owners and admins';

/**
 * `GET /api/kpi/stats` as a reader sees it: for a role without `finance.view` the revenue figures are null (the
 * series, the split, the sources, the revenue part of the health score) and `revenueHidden` says why; the rest is
 * `kpiStatsSchema`'s.
 */
export const kpiStatsViewSchema = z.extend(kpiStatsSchema, {
  revenue: z.nullable(figure),
  chartData: z.object({
    labels: z.array(z.string()),
    revenue: z.nullable(z.array(z.number())),
    leads: z.array(z.number()),
  }),
  previous: z.object({ revenue: nullableNumber, leads: z.number(), appointments: z.number(), tasks: z.number() }),
  revenueSplit: z.nullable(z.array(revenueShareSchema)),
  revenueSources: z.nullable(z.object({ apps: z.number(), bank: z.number(), matched: z.number() })),
  /** Null when the reader sees revenue; else the sentence the Revenue card shows instead. */
  revenueHidden: nullableString,
});
export type KpiStatsView = z.infer<typeof kpiStatsViewSchema>;
export type KpiFigure = z.infer<typeof figure>;

export const businessTipSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  text: z.string().check(z.minLength(1), z.maxLength(600)),
  /** A screen of the app to act on it. */
  href: nullableString,
});
export type BusinessTip = z.infer<typeof businessTipSchema>;

/** `GET /api/kpi/tips?timeRange=…`: the Insights tab's three tips and which analyst wrote them. */
export const kpiTipsSchema = z.object({
  tips: z.array(businessTipSchema),
  source: insightSourceSchema,
  /** The OpenAI model; null for the built-in analyst. */
  model: nullableString,
});
export type KpiTips = z.infer<typeof kpiTipsSchema>;

/** `PUT /api/workspace/time-zone`: the browser's IANA zone, stored once. */
export const timeZoneRequestSchema = z.object({
  timeZone: z.string({ error: 'timeZone is required' }).check(
    z.minLength(1, { error: 'timeZone is required' }),
    z.maxLength(64, { error: 'timeZone must be an IANA time zone name' }),
    z.refine(
      (name) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: name });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'timeZone must be an IANA time zone name, such as America/New_York' },
    ),
  ),
});
export const timeZoneSettingSchema = z.object({
  timeZone: z.string(),
  /** False when the workspace already had a zone, which is kept. */
  saved: z.boolean(),
});

/** The KPI recompute job's event: the workspace whose rollups to rebuild. */
export const kpiRecomputeRequestSchema = z.object({
  workspaceId: z
    .string({ error: 'workspaceId is required' })
    .check(z.minLength(1, { error: 'workspaceId is required' }), z.maxLength(128)),
});
