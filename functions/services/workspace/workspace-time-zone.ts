import { workspaceEntity } from '../../data/workspace/workspaces';
import { DEFAULT_TIME_ZONE } from '../../domain/kpi/zoned-date';
import { recomputeKpiRollups } from '../kpi/kpi-recompute';

/** The workspace's own time zone, or null while the browser has not sent one (the dashboard then uses UTC). */
export async function savedTimeZone(workspaceId: string): Promise<string | null> {
  return (await workspaceEntity.get({ workspaceId }))?.timeZone ?? null;
}

export async function workspaceTimeZone(workspaceId: string): Promise<string> {
  return (await savedTimeZone(workspaceId)) ?? DEFAULT_TIME_ZONE;
}

/**
 * Stores the browser's zone when the workspace has none yet ("sent once"), then rebuilds the rollups in it: a task
 * completed at 23:30 in New York moves from the next UTC day to its own day. A workspace that has a zone keeps it.
 */
export async function setTimeZone(
  workspaceId: string,
  timeZone: string,
  now = new Date(),
): Promise<{ timeZone: string; saved: boolean }> {
  const stored = await workspaceEntity.update(
    { workspaceId },
    { timeZone },
    // TIMEZONE is a reserved word in DynamoDB expressions, hence the name placeholder.
    {
      condition: {
        expression: 'attribute_not_exists(#zone) OR #zone = :none',
        names: { '#zone': 'timeZone' },
        values: { ':none': null },
      },
    },
  );
  if (stored) {
    await recomputeKpiRollups(workspaceId, now);
    return { timeZone, saved: true };
  }
  return { timeZone: await workspaceTimeZone(workspaceId), saved: false };
}
