import { getWorkspaceTimeZone, setWorkspaceTimeZoneOnce } from '../../data/workspaces';
import { DEFAULT_TIME_ZONE } from '../../domain/kpi/zoned-date';
import { recomputeKpiRollups } from './kpi-recompute';

/**
 * Stores the browser's zone when the workspace has none yet, then rebuilds the rollups in it: a task completed at
 * 23:30 in New York moves from the next UTC day to its own day.
 */
export async function setTimeZone(
  workspaceId: string,
  timeZone: string,
  now = new Date(),
): Promise<{ timeZone: string; saved: boolean }> {
  if (await setWorkspaceTimeZoneOnce(workspaceId, timeZone)) {
    await recomputeKpiRollups(workspaceId, now);
    return { timeZone, saved: true };
  }
  return { timeZone: (await getWorkspaceTimeZone(workspaceId)) ?? DEFAULT_TIME_ZONE, saved: false };
}
