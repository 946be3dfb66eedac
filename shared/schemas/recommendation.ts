import * as z from '@shared/zod';
import { insightSourceSchema } from './insight';
import { nullableString } from './nullable';

/** `POST /api/ai/recommend-assignment`. */
export const recommendAssignmentRequestSchema = z.object({
  taskId: z
    .string({ error: 'Task id is required' })
    .check(z.trim(), z.minLength(1, { error: 'Task id is required' }), z.maxLength(64)),
});

/** `POST /api/tasks/{id}/assign`. */
export const assignTaskRequestSchema = z.object({
  employeeId: z
    .string({ error: 'Employee id is required' })
    .check(z.trim(), z.minLength(1, { error: 'Employee id is required' }), z.maxLength(64)),
});

const percent = z.number().check(z.gte(0), z.lte(100));

export const taskRecommendationSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  employee: z.object({ name: z.string(), position: z.string(), department: nullableString }),
  matchScore: percent,
  skillMatch: percent,
  workloadBalance: percent,
  /** Hours. */
  estimatedCompletionTime: z.number().check(z.gte(0)),
  reasoning: z.string(),
  source: insightSourceSchema,
});
export type TaskRecommendation = z.infer<typeof taskRecommendationSchema>;

/** Every employee ranked for the task, best first. */
export const taskRecommendationListSchema = z.array(taskRecommendationSchema);
