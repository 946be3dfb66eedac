import { employeeInsightSchema } from '@shared/schemas/insight';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * The stored shape, v1: the API's fields as of v1, picked, so that a field the API adds is neither stored nor
 * required of stored items until a new stored version says how old items get it (functions/data/README.md).
 */
export const storedEmployeeInsightV1 = z.pick(employeeInsightSchema, {
  analysisConfidence: true,
  strengthsAnalysis: true,
  developmentAreas: true,
  performanceTrend: true,
  recommendedTaskTypes: true,
  optimalWorkload: true,
  teamRoleRecommendation: true,
  taskCompatibility: true,
  employeeId: true,
  lastAnalyzedAt: true,
  source: true,
  model: true,
});

/**
 * The latest AI insight of an employee: `WS#<workspaceId>` / `EMPINSIGHT#<employeeId>`. Each analysis replaces it
 * (the history that matters, competencies, is kept as snapshots).
 */
export const employeeInsightEntity = defineWorkspaceEntity(
  'EmployeeInsight',
  storedEmployeeInsightV1,
  'EMPINSIGHT#{employeeId}',
);
