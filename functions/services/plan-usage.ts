import { checkPlanLimit, limitFor, type MeteredResource, usageMonth } from '@shared/billing/plan-limits';
import { DEFAULT_PLAN_TIER } from '@shared/catalog/plans';
import type { SubscriptionTier } from '@shared/schemas/user';
import {
  readUsage,
  releaseAutomationSlot,
  releaseMonthlyUse,
  reserveAutomationSlot,
  reserveMonthlyUse,
  type Usage,
} from '../data/usage-counters';
import { workspaceEntity } from '../data/workspaces';
import { PlanLimitReached } from '../platform/errors';

/**
 * THE place plan limits are enforced (spec §9; what counts is documented in `shared/billing/plan-limits.ts`). Every
 * write that counts reserves its unit here first and releases it if the write does not happen:
 *
 * ```ts
 * const use = await reservePlanUse(workspaceId, 'aiMessages'); // 402 naming the limit and the plan that lifts it
 * try {
 *   await sendTheMessage();
 * } catch (error) {
 *   await releasePlanUse(use); // the message was not sent: it does not count
 *   throw error;
 * }
 * ```
 *
 * Tasks (by a person or an automation) and automations use it today; the AI assistant reserves each message a
 * person sends with `reservePlanUse(workspaceId, 'aiMessages')` before answering it. The reservation is an atomic
 * conditional counter update, so concurrent writes can never exceed a limit, and the tier is read at that moment, so
 * an upgrade lifts the limit for the very next write. A downgrade deletes and disables nothing: counts above the new
 * limit stay, and new writes are refused until usage is back under it (or the month turns).
 */
export interface PlanUse {
  readonly workspaceId: string;
  readonly resource: MeteredResource;
  /** The calendar month (UTC, `YYYY-MM`) a monthly count was taken in, so a release gives back the same month's. */
  readonly month: string;
}

/** Takes one unit of `resource` within the workspace's plan, or throws `PlanLimitReached` (402). */
export async function reservePlanUse(
  workspaceId: string,
  resource: MeteredResource,
  now: Date = new Date(),
): Promise<PlanUse> {
  const tier = await workspaceTier(workspaceId);
  const limit = limitFor(tier, resource);
  const use: PlanUse = { workspaceId, resource, month: usageMonth(now) };
  const reserved =
    resource === 'automations'
      ? await reserveAutomationSlot(workspaceId, limit)
      : await reserveMonthlyUse(workspaceId, use.month, resource, limit);
  if (reserved) return use;

  // Refused: read the count for the message, since after a downgrade it can be far above the limit (30 automations
  // on Starter are lifted by Elite, not by Pro's 25).
  const used = usedOf(await readUsage(workspaceId, use.month), resource);
  const check = checkPlanLimit(tier, resource, Math.max(used, limit ?? 0));
  throw new PlanLimitReached(check.allowed ? `The plan's ${resource} limit is reached` : check.message);
}

/** Gives back a unit whose write did not happen (or, for automations, that was deleted). */
export async function releasePlanUse(use: PlanUse): Promise<void> {
  if (use.resource === 'automations') await releaseAutomationSlot(use.workspaceId);
  else await releaseMonthlyUse(use.workspaceId, use.month, use.resource);
}

/** What the workspace has used: this month's tasks and AI messages, and its automations now. */
export async function planUsage(workspaceId: string, now: Date = new Date()): Promise<Usage> {
  return readUsage(workspaceId, usageMonth(now));
}

function usedOf(usage: Usage, resource: MeteredResource): number {
  return resource === 'automations' ? usage.automations : usage[resource];
}

/** Strongly consistent: an upgrade confirmed a moment ago counts for this write. */
async function workspaceTier(workspaceId: string): Promise<SubscriptionTier> {
  const workspace = await workspaceEntity.get({ workspaceId }, { consistent: true });
  return workspace?.subscriptionTier ?? DEFAULT_PLAN_TIER;
}
