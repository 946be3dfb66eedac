import { workspaceEntity } from '../../data/workspace/workspaces';
import { systemActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit-log';
import { workspaceTarget } from '../audit/audit-targets';
import { recomputeKpiRollups } from '../kpi/kpi-recompute';
import { workspaceTimeZone } from './workspace-time-zone';

/**
 * Stores the browser's zone when the workspace has none yet ("sent once"), then rebuilds the rollups in it: a task
 * completed at 23:30 in New York moves from the next UTC day to its own day. A workspace that has a zone keeps it.
 *
 * Apart from `workspace-time-zone.ts`, which every rollup writer reads: the rebuild needs the tasks service, whose
 * writes record rollups, so reading the zone and changing it in one module made a cycle.
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
    // The web sends the browser's zone unasked, once: BizPilot set it, not the person whose browser it was.
    await recordAudit(workspaceId, {
      actor: systemActor,
      action: 'settings.changed',
      target: workspaceTarget(workspaceId, stored.name),
      changes: { timeZone: [null, timeZone] },
    });
    return { timeZone, saved: true };
  }
  return { timeZone: await workspaceTimeZone(workspaceId), saved: false };
}
