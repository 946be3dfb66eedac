import * as api from '@shared/api/contracts/billing';
import { pathTo } from '@shared/api/route-contract';
import { checkoutReturnPath } from '@shared/billing/checkout-return';
import { renderLocalCheckoutPage } from '../../platform/billing/local-checkout-page';
import { defineHandler } from '../../platform/http/define-handler';
import { htmlPage } from '../../platform/http/response';
import { describeLocalUpgrade } from '../../services/billing/local-billing';

/** `GET /api/subscription/local-checkout?tier=…`: local billing's confirmation page (400 when it cannot confirm). */
export const handler = defineHandler(api.getLocalCheckoutPage, async ({ query, session }) => {
  const upgrade = await describeLocalUpgrade(session.workspaceId, query.tier);
  const page = renderLocalCheckoutPage({
    ...upgrade,
    formAction: pathTo(api.confirmLocalCheckout),
    cancelUrl: checkoutReturnPath('canceled'),
  });
  return htmlPage(upgrade.problem ? 400 : 200, page);
});
