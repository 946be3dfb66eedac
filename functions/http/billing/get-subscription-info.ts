import * as api from '@shared/api/contracts/billing';
import { defineHandler } from '../../platform/http/define-handler';
import { subscriptionInfo } from '../../services/billing/subscription-info';

/** `GET /api/subscription/info`: the workspace's plan, billing state, usage and limits. */
export const handler = defineHandler(api.getSubscriptionInfo, async ({ session }) =>
  subscriptionInfo(session.workspaceId),
);
