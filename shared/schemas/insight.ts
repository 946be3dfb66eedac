import * as z from '@shared/zod';
import type { AnalystSource } from '../format/analyst-label';
import { nullableString } from './nullable';

export const performanceTrends = ['improving', 'stable', 'declining'] as const;
export const performanceTrendSchema = z.enum(performanceTrends);
export type PerformanceTrend = z.infer<typeof performanceTrendSchema>;

const percent = z.number().check(z.gte(0), z.lte(100));

export const taskCompatibilitySchema = z.object({
  taskType: z.string().check(z.minLength(1), z.maxLength(100)),
  score: percent,
});
export type TaskCompatibility = z.infer<typeof taskCompatibilitySchema>;

/**
 * What an analyst (built-in or OpenAI) produces for one employee. The OpenAI provider's JSON answer is
 * validated against this exact schema before it is stored.
 */
export const insightContentSchema = z.object({
  analysisConfidence: percent,
  strengthsAnalysis: z.array(z.string().check(z.minLength(1), z.maxLength(500))).check(z.maxLength(6)),
  developmentAreas: z.array(z.string().check(z.minLength(1), z.maxLength(500))).check(z.maxLength(6)),
  performanceTrend: performanceTrendSchema,
  recommendedTaskTypes: z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(6)),
  optimalWorkload: percent,
  teamRoleRecommendation: z.string().check(z.minLength(1), z.maxLength(500)),
  taskCompatibility: z.array(taskCompatibilitySchema).check(z.maxLength(15)),
});
export type InsightContent = z.infer<typeof insightContentSchema>;

/** Which analyst produced an insight, so the UI can say so. */
export const insightSources = ['built-in', 'openai'] as const satisfies readonly AnalystSource[];
export const insightSourceSchema = z.enum(insightSources);
export type InsightSource = z.infer<typeof insightSourceSchema>;

/** `GET /api/ai/insights/{id}` answers this, or `null` when the employee was never analysed. */
export const employeeInsightSchema = z.extend(insightContentSchema, {
  employeeId: z.string(),
  lastAnalyzedAt: z.string(),
  source: insightSourceSchema,
  /** The OpenAI model used; null for the built-in analyst. */
  model: nullableString,
});
export type EmployeeInsight = z.infer<typeof employeeInsightSchema>;

/** The employee's latest insight, or `null` when they were never analysed. */
export const latestInsightSchema = z.nullable(employeeInsightSchema);
export const employeeInsightListSchema = z.array(employeeInsightSchema);
