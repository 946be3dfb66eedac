import * as z from 'zod';
import { insightSourceSchema } from './insight';

/** `POST /api/ai/recommend-assignment`. */
export const recommendAssignmentRequestSchema = z.object({
  taskId: z.string({ error: 'Task id is required' }).trim().min(1, { error: 'Task id is required' }).max(64),
});

/** `POST /api/tasks/{id}/assign`. */
export const assignTaskRequestSchema = z.object({
  employeeId: z
    .string({ error: 'Employee id is required' })
    .trim()
    .min(1, { error: 'Employee id is required' })
    .max(64),
});

const percent = z.number().min(0).max(100);

export const taskRecommendationSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  employee: z.object({ name: z.string(), position: z.string(), department: z.string().nullable() }),
  matchScore: percent,
  skillMatch: percent,
  workloadBalance: percent,
  /** Hours. */
  estimatedCompletionTime: z.number().min(0),
  reasoning: z.string(),
  source: insightSourceSchema,
});
export type TaskRecommendation = z.infer<typeof taskRecommendationSchema>;
