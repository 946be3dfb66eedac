import { workspaceEntity } from '../../data/workspace/workspaces';
import { DEFAULT_TIME_ZONE } from '../../domain/kpi/zoned-date';

/** The workspace's own time zone, or null while the browser has not sent one (the dashboard then uses UTC). */
export async function savedTimeZone(workspaceId: string): Promise<string | null> {
  return (await workspaceEntity.get({ workspaceId }))?.timeZone ?? null;
}

/** The zone the rollups are counted in. Setting it (and rebuilding them) is `time-zone-change.ts`. */
export async function workspaceTimeZone(workspaceId: string): Promise<string> {
  return (await savedTimeZone(workspaceId)) ?? DEFAULT_TIME_ZONE;
}
