import { providerStatuses } from '@shared/billing/provider-statuses';
import { nullableNumber, nullableString } from '@shared/schemas/nullable';
import { subscriptionStatusSchema } from '@shared/schemas/subscription';
import { subscriptionTierSchema } from '@shared/schemas/user';
import * as z from '@shared/zod';
import { defineWorkspaceEntity, storedVersion } from '../../platform/dynamodb/entity';

/**
 * The workspace's plan as billing established it (`functions/domain/billing/subscription-state.ts` decides every
 * change). Workspaces created before billing existed have none of these attributes; the defaults read them as a
 * Starter plan in good standing, which is what they were.
 */
const planFields = {
  subscriptionTier: subscriptionTierSchema,
  subscriptionStatus: z._default(subscriptionStatusSchema, 'active'),
  currentPeriodEnd: z._default(nullableString, null),
  cancelAtPeriodEnd: z._default(z.boolean(), false),
  stripeCustomerId: z._default(nullableString, null),
  stripeSubscriptionId: z._default(nullableString, null),
  stripeSubscriptionStatus: z._default(z.nullable(z.enum(providerStatuses)), null),
  /** Stripe's clock (Unix seconds) of the observation behind the plan: late events older than it are ignored. */
  stripeObservedAt: z._default(nullableNumber, null),
  /** Bumped by every plan change, which is conditional on the version it read: concurrent events cannot interleave. */
  planVersion: z._default(z.number().check(z.int()), 0),
};

/** The stored shape, v1: a workspace's members, plan, zone and dashboard flags. */
export const storedWorkspaceV1 = z.object({
  id: z.string(),
  name: z.string(),
  ownerUserId: z.string(),
  memberUserIds: z.array(z.string()),
  createdAt: z.string(),
  ...planFields,
  /** The IANA zone the dashboard counts days in, sent once by the browser; null (UTC) until then. */
  timeZone: z._default(nullableString, null),
  /**
   * Whether the KPI month rollups are whole: set for a workspace created with them, and by the recompute job once
   * it rebuilt them. Until then (a workspace from before month rollups) the dashboard reads its days alone.
   */
  kpiMonthRollups: z._default(z.boolean(), false),
  /**
   * The workspace's AI switch (`PUT /api/workspace/ai-settings`); the middleware reads it for every route that uses
   * AI, so it sits on this item beside the plan rather than with the instructions. On until turned off.
   */
  aiEnabled: z._default(z.boolean(), true),
  /**
   * A new random value after every change of the KPI rollups (`kpi-rollups.ts`, the recompute job): a dashboard
   * summary computed under another value is out of date (`functions/data/kpi/kpi-summaries.ts`). Null until the
   * first change.
   */
  kpiStamp: z._default(nullableString, null),
});

/**
 * v2: the workspace's tasks counted by status (`taskCounts`), so that a task's write moves them in the same UpdateItem
 * that puts the dashboard's summaries out of date (`kpiStamp`), one item written instead of two (issue 36: a task
 * create 10 → 9 WU), and the task list reads them with the zone it reads anyway. `null` until counted: a v1 workspace
 * (its counts sat in `COUNTER#TASKS`) gets them from the backfill (`services/tasks/task-counts.ts`), the first time
 * its counts are read; until then a write leaves them unset rather than starting them from a wrong zero.
 */
export const storedWorkspaceV2 = z.extend(storedWorkspaceV1, {
  taskCounts: z.nullable(z.object({ pending: z.number(), in_progress: z.number(), completed: z.number() })),
});

/**
 * A workspace: its members and its plan. Its own item sits in its partition, beside every business item it owns:
 * `WS#<id>` / `WORKSPACE`.
 */
export const workspaceEntity = defineWorkspaceEntity('Workspace', storedWorkspaceV2, 'WORKSPACE', {
  versions: { 1: storedVersion(storedWorkspaceV1, (workspace) => ({ ...workspace, taskCounts: null })) },
});

export type WorkspaceRecord = z.infer<typeof workspaceEntity.schema>;
export type WorkspacePlan = Pick<WorkspaceRecord, keyof typeof planFields>;

const planKeys = Object.keys(planFields) as Array<keyof WorkspacePlan>;

/** The plan fields of a workspace item. */
export const workspacePlanOf = (workspace: WorkspaceRecord): WorkspacePlan =>
  Object.fromEntries(planKeys.map((key) => [key, workspace[key]])) as WorkspacePlan;

/**
 * Replaces the workspace's plan if it is still at `readVersion` (a missing version is 0: a workspace from before
 * billing). The workspace with its new plan, or `undefined` when another change came first (read again and decide
 * again) or the workspace does not exist.
 */
export async function replaceWorkspacePlan(
  workspaceId: string,
  plan: Omit<WorkspacePlan, 'planVersion'>,
  readVersion: number,
): Promise<WorkspaceRecord | undefined> {
  const stillAt =
    readVersion === 0
      ? 'attribute_not_exists(#planVersion) OR #planVersion = :readVersion'
      : '#planVersion = :readVersion';
  return workspaceEntity.update(
    { workspaceId },
    { ...plan },
    {
      add: { planVersion: 1 },
      condition: {
        expression: stillAt,
        names: { '#planVersion': 'planVersion' },
        values: { ':readVersion': readVersion },
      },
    },
  );
}

/**
 * Adds or removes a person in the workspace's `memberUserIds` (billing forgets their cached views by it). Each write is
 * conditional on the list's size and on the person's presence as read, and tried again when another change came first.
 * The workspace after, or `undefined` when it does not exist.
 */
export async function changeMemberUserIds(
  workspaceId: string,
  change: { add: string } | { remove: string },
  changes: Partial<Pick<WorkspaceRecord, 'ownerUserId'>> = {},
): Promise<WorkspaceRecord | undefined> {
  const userId = 'add' in change ? change.add : change.remove;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const workspace = await workspaceEntity.get({ workspaceId }, { consistent: true });
    if (!workspace) return undefined;
    const ids = workspace.memberUserIds;
    const present = ids.includes(userId);
    const next = 'add' in change ? (present ? ids : [...ids, userId]) : ids.filter((id) => id !== userId);
    const updated = await workspaceEntity.update(
      { workspaceId },
      { memberUserIds: next, ...changes },
      {
        condition: {
          expression: `size(#memberUserIds) = :size AND ${present ? '' : 'NOT '}contains(#memberUserIds, :userId)`,
          names: { '#memberUserIds': 'memberUserIds' },
          values: { ':size': ids.length, ':userId': userId },
        },
      },
    );
    if (updated) return updated;
  }
  throw new Error(`Workspace ${workspaceId}: its members kept changing`);
}
