import { kpiRecomputeRequestSchema } from '@shared/schemas/kpi';
import { type RecomputeSummary, recomputeWorkspaceKpis } from '../services/kpi/kpi-recompute';

/**
 * The KPI recompute job: rebuilds one workspace's dashboard rollups from its source items. It is the repair a
 * writer's logged failure names ('run the KPI recompute job to repair'), invoked by hand with the workspace from that
 * log line: `aws lambda invoke --function-name <KpiRecompute function> --payload '{"workspaceId":"…"}' out.json`.
 */
export const handler = async (event: unknown): Promise<RecomputeSummary> =>
  recomputeWorkspaceKpis(kpiRecomputeRequestSchema.parse(event).workspaceId);
