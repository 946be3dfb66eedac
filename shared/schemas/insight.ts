import * as z from 'zod';
import type { AnalystSource } from '../format/analyst-label';

export const performanceTrends = ['improving', 'stable', 'declining'] as const;
export const performanceTrendSchema = z.enum(performanceTrends);
export type PerformanceTrend = z.infer<typeof performanceTrendSchema>;

const percent = z.number().min(0).max(100);

export const taskCompatibilitySchema = z.object({
  taskType: z.string().min(1).max(100),
  score: percent,
});
export type TaskCompatibility = z.infer<typeof taskCompatibilitySchema>;

/**
 * What an analyst (built-in or OpenAI) produces for one employee. The OpenAI provider's JSON answer is
 * validated against this exact schema before it is stored.
 */
export const insightContentSchema = z.object({
  analysisConfidence: percent,
  strengthsAnalysis: z.array(z.string().min(1).max(500)).max(6),
  developmentAreas: z.array(z.string().min(1).max(500)).max(6),
  performanceTrend: performanceTrendSchema,
  recommendedTaskTypes: z.array(z.string().min(1).max(100)).max(6),
  optimalWorkload: percent,
  teamRoleRecommendation: z.string().min(1).max(500),
  taskCompatibility: z.array(taskCompatibilitySchema).max(15),
});
export type InsightContent = z.infer<typeof insightContentSchema>;

/** Which analyst produced an insight, so the UI can say so. */
export const insightSources = ['built-in', 'openai'] as const satisfies readonly AnalystSource[];
export const insightSourceSchema = z.enum(insightSources);
export type InsightSource = z.infer<typeof insightSourceSchema>;

/** `GET /api/ai/insights/{id}` answers this, or `null` when the employee was never analysed. */
export const employeeInsightSchema = insightContentSchema.extend({
  employeeId: z.string(),
  lastAnalyzedAt: z.string(),
  source: insightSourceSchema,
  /** The OpenAI model used; null for the built-in analyst. */
  model: z.string().nullable(),
});
export type EmployeeInsight = z.infer<typeof employeeInsightSchema>;
