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
} from '../../data/billing/usage-counters';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { PlanLimitReached } from '../../platform/errors';

/**
 * THE place plan limits are enforced (spec §9; what counts is documented in `shared/billing/plan-limits.ts`). A write
 * that counts runs inside `withinPlan`, which takes its unit first and gives it back if the write fails:
 *
 * ```ts
 * // The AI assistant, for each message a person sends (402 'Plan limit reached: the Starter plan includes 100 AI
 * // messages a month. …' before anything is stored or asked):
 * const answer = await withinPlan(workspaceId, 'aiMessages', () => sendAndAnswer(workspaceId, userId, content));
 * ```
 *
 * Writes whose failure needs more than a release (a task whose event could not be published) use the two halves,
 * `reservePlanUse` and `releasePlanUse`. The reservation is an atomic conditional counter update, so concurrent
 * writes can never exceed a limit, and the tier is read at that moment, so an upgrade lifts the limit for the very
 * next write. A downgrade deletes and disables nothing: counts above the new limit stay, and new writes are refused
 * until usage is back under it (or the month turns).
 */
export interface PlanUse {
  readonly workspaceId: string;
  readonly resource: MeteredResource;
  /** The calendar month (UTC, `YYYY-MM`) a monthly count was taken in, so a release gives back the same month's. */
  readonly month: string;
}

/**
 * Runs `write` as one use of `resource` within the workspace's plan: throws `PlanLimitReached` (402, nothing written)
 * when the plan's limit is reached, and gives the unit back when `write` throws, so only what happened counts.
 */
export async function withinPlan<T>(
  workspaceId: string,
  resource: MeteredResource,
  write: () => Promise<T>,
  now: Date = new Date(),
): Promise<T> {
  const use = await reservePlanUse(workspaceId, resource, now);
  try {
    return await write();
  } catch (error) {
    await releasePlanUse(use);
    throw error;
  }
}

/**
 * Takes one unit of `resource` within the workspace's plan, or throws `PlanLimitReached` (402). `knownTier` is the
 * tier the request read already (its plan or AI gate, eventually consistent): the unit is tried at it first, and only
 * a refusal reads the tier consistently, so an upgrade confirmed a moment ago still lifts the limit, and a request
 * that already holds the workspace's item pays no second read of it. (Within a second of a downgrade a write may
 * still count at the old tier's limit.)
 */
export async function reservePlanUse(
  workspaceId: string,
  resource: MeteredResource,
  now: Date = new Date(),
  knownTier?: SubscriptionTier,
): Promise<PlanUse> {
  const use: PlanUse = { workspaceId, resource, month: usageMonth(now) };
  const reserveAt = (tier: SubscriptionTier) =>
    resource === 'automations'
      ? reserveAutomationSlot(workspaceId, limitFor(tier, resource))
      : reserveMonthlyUse(workspaceId, use.month, resource, limitFor(tier, resource));
  if (knownTier && (await reserveAt(knownTier))) return use;
  const tier = await workspaceTier(workspaceId);
  if (tier !== knownTier && (await reserveAt(tier))) return use;

  // Refused: read the count for the message, since after a downgrade it can be far above the limit (30 automations
  // on Starter are lifted by Elite, not by Pro's 25).
  const limit = limitFor(tier, resource);
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
