import * as api from '@shared/api/contracts/billing';
import { defineHandler } from '../../platform/http/define-handler';
import { startUpgrade } from '../../services/billing/plan-upgrades';

/** `POST /api/subscription/create-checkout-session {tier}`: `{url}` to pay for an upgrade; 400 for anything else. */
export const handler = defineHandler(api.createCheckoutSession, async ({ body, session }) =>
  startUpgrade(session.workspaceId, session.userId, body.tier),
);
