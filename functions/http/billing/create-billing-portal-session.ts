import * as api from '@shared/api/contracts/billing';
import { defineHandler } from '../../platform/http/define-handler';
import { openBillingPortal } from '../../services/billing/billing-portal';

/** `POST /api/subscription/billing-portal`: `{url}` of a Stripe Billing Portal session; 409 under local billing. */
export const handler = defineHandler(api.createBillingPortalSession, async ({ session }) =>
  openBillingPortal(session.workspaceId),
);
