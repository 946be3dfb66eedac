import { DEFAULT_PLAN_TIER, planFor } from '@shared/catalog/plans';
import { releaseAiMessage, reserveAiMessage } from '../../data/ai-message-usage';
import { workspaceEntity } from '../../data/workspaces';
import { PlanLimitReached } from '../../platform/errors';

/**
 * The port the chat asks before answering a message: one AI message within the workspace's plan (Starter 100 a
 * month; Pro and Elite unlimited), or a 402. `release` gives it back when no answer was stored.
 */
export interface MessageAllowance {
  reserve(workspaceId: string, now: Date): Promise<{ release(): Promise<void> }>;
}

const usageMonth = (now: Date) => now.toISOString().slice(0, 7);

export const planMessageAllowance: MessageAllowance = {
  async reserve(workspaceId, now) {
    const workspace = await workspaceEntity.get({ workspaceId }, { consistent: true });
    const plan = planFor(workspace?.subscriptionTier ?? DEFAULT_PLAN_TIER);
    const limit = plan.limits.aiMessagesPerMonth;
    const month = usageMonth(now);
    if (!(await reserveAiMessage(workspaceId, month, limit))) {
      throw new PlanLimitReached(
        `Plan limit reached: the ${plan.name} plan includes ${limit} AI messages a month. Upgrade to Pro for unlimited messages.`,
      );
    }
    return { release: () => releaseAiMessage(workspaceId, month) };
  },
};
