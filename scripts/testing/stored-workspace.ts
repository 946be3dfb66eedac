import type { SubscriptionTier } from '@shared/schemas/user';
import { workspaceEntity } from '../../functions/data/workspace/workspaces';

/**
 * A workspace item as stored before billing existed (no plan attributes but the tier), for data-layer tests on a
 * test table that need a workspace and its plan without signing anyone up.
 */
export async function putStoredWorkspace(workspaceId: string, subscriptionTier: SubscriptionTier, name = 'Acme') {
  await workspaceEntity.put({
    workspaceId,
    id: workspaceId,
    name,
    ownerUserId: 'u1',
    memberUserIds: ['u1'],
    createdAt: '2026-01-01T00:00:00.000Z',
    subscriptionTier,
    // Never counted (v2): the first task list counts them.
    taskCounts: null,
  } as Parameters<typeof workspaceEntity.put>[0]);
}
