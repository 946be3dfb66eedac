import { DEFAULT_KPI_TIME_RANGE, kpiTimeRanges } from '@shared/catalog/kpi-time-ranges';
import * as z from '@shared/zod';
import { expenseCategories } from '../../catalog/finance-categories';
import { nullableNumber, nullableString } from '../nullable';
import { revenueKindSchema } from './transactions';

export const expenseCategoryFigureSchema = z.object({
  category: z.enum(expenseCategories),
  amount: z.number(),
  percentage: z.number(),
  trend: z.enum(['up', 'down', 'stable']),
  change: nullableNumber,
  previousAmount: z.number(),
});

export const healthComponentSchema = z.object({
  key: z.enum(['margin', 'expenseGrowth', 'cashRunway', 'revenueConcentration', 'dataFreshness']),
  label: z.string(),
  weight: z.number(),
  score: nullableNumber,
  detail: z.string(),
  missing: z.optional(z.object({ message: z.string(), link: z.string() })),
});

/** Spec §3 Financial analysis, plus the figures the screen shows beside it and the analyst that wrote the text. */
export const financialAnalysisSchema = z.object({
  hasData: z.boolean(),
  period: z.object({ from: z.string(), to: z.string(), label: z.string() }),
  revenue: z.number(),
  expenses: z.number(),
  netIncome: z.number(),
  profitMargin: nullableNumber,
  previous: z.object({ revenue: z.number(), expenses: z.number(), netIncome: z.number() }),
  revenueChange: nullableNumber,
  expenseChange: nullableNumber,
  expenseCategories: z.array(expenseCategoryFigureSchema),
  revenueByKind: z.array(
    z.object({ kind: revenueKindSchema, label: z.string(), amount: z.number(), percentage: z.number() }),
  ),
  otherIncome: z.number(),
  topPayer: z.nullable(z.object({ name: z.string(), amount: z.number(), share: z.number() })),
  cash: z.object({
    balance: nullableNumber,
    monthlyBurn: nullableNumber,
    runwayMonths: nullableNumber,
  }),
  latestTransactionDate: nullableString,
  daysSinceLatest: nullableNumber,
  healthScore: nullableNumber,
  healthComponents: z.array(healthComponentSchema),
  insights: z.array(z.string()),
  recommendations: z.array(z.string()),
  analyst: z.object({ source: z.enum(['built-in', 'openai']), model: nullableString }),
});
export type FinancialAnalysis = z.infer<typeof financialAnalysisSchema>;

/** `GET /api/financial/analysis?timeRange=…`: the dashboard's ranges (spec §2), 30 days when absent. */
export const financialAnalysisQuerySchema = z.object({
  timeRange: z._default(
    z.enum(kpiTimeRanges, { error: 'timeRange must be one of 7d, 30d, 90d or 365d' }),
    DEFAULT_KPI_TIME_RANGE,
  ),
});
