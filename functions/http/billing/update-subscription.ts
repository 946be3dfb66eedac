import * as api from '@shared/api/contracts/billing';
import { defineHandler } from '../../platform/http/define-handler';
import { downgrade } from '../../services/billing/plan-downgrades';

/** `POST /api/subscription/update {tier}`: a downgrade, answering the updated info; 400 for anything else. */
export const handler = defineHandler(api.updateSubscription, async ({ body, session }) =>
  downgrade(session.workspaceId, body.tier),
);
