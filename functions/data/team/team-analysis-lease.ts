import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * At most one whole-team analysis per workspace at a time: a lease taken with a conditional put and given back when
 * the analysis ends. A lease whose holder died expires on its own (`expiresAt`), so it never blocks for long.
 */
const teamAnalysisLeaseEntity = defineWorkspaceEntity(
  'TeamAnalysisLease',
  z.object({ startedAt: z.string(), expiresAt: z.number() }),
  'TEAM_ANALYSIS_LEASE',
  { expires: true },
);

export async function takeTeamAnalysisLease(workspaceId: string, now: Date, seconds: number): Promise<boolean> {
  const key = { workspaceId };
  const expiresAt = Math.floor(now.getTime() / 1000) + seconds;
  const lease = { ...key, startedAt: now.toISOString(), expiresAt };
  if (await teamAnalysisLeaseEntity.create(lease, { expiresAt })) return true;
  // Taken: by a live analysis, or by one that died (expired, TTL not yet run): replace only the latter.
  const existing = await teamAnalysisLeaseEntity.get(key, { consistent: true });
  if (existing) return false;
  await teamAnalysisLeaseEntity.delete(key);
  return teamAnalysisLeaseEntity.create(lease, { expiresAt });
}

export async function releaseTeamAnalysisLease(workspaceId: string): Promise<void> {
  await teamAnalysisLeaseEntity.delete({ workspaceId });
}
