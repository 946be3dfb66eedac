import * as z from '@shared/zod';
import { employeeSchema } from './employee';
import { employeeInsightSchema } from './insight';
import { pageOf } from './pagination';

/**
 * One person as the dashboard's Team Analytics tab shows them: who they are, their competencies and when these were
 * assessed (the scores and the summaries), and of their latest insight only what the tab shows (`null` while never
 * analysed). A page of 200 answers a team of up to 200 in one request.
 */
export const teamAnalyticsMemberSchema = z.extend(
  z.pick(employeeSchema, {
    id: true,
    firstName: true,
    lastName: true,
    position: true,
    department: true,
    competencies: true,
    assessedAt: true,
  }),
  {
    insight: z.nullable(
      z.pick(employeeInsightSchema, { performanceTrend: true, analysisConfidence: true, lastAnalyzedAt: true }),
    ),
  },
);
export type TeamAnalyticsMember = z.infer<typeof teamAnalyticsMemberSchema>;

export const teamAnalyticsPageSchema = pageOf(teamAnalyticsMemberSchema);
