import * as api from '@shared/api/contracts/billing';
import { pathTo } from '@shared/api/route-contract';
import { checkoutReturnPath } from '@shared/billing/checkout-return';
import { subscriptionTierSchema } from '@shared/schemas/user';
import { renderLocalCheckoutPage } from '../../platform/billing/local-checkout-page';
import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/response';
import { confirmLocalUpgrade } from '../../services/billing/local-billing';

/**
 * `POST /api/subscription/local-checkout` (the confirmation page's form): applies the upgrade and returns to the
 * subscription screen as Stripe Checkout would; a refusal shows the page again with the reason.
 */
export const handler = defineHandler(
  api.confirmLocalCheckout,
  async ({ body, session }) => {
    await confirmLocalUpgrade(session.workspaceId, body.tier);
    return redirect(checkoutReturnPath('success', body.tier));
  },
  {
    formErrorPage: (error, submitted) => {
      const tier = subscriptionTierSchema.safeParse(submitted.tier);
      const to = tier.success ? tier.data : 'pro';
      return renderLocalCheckoutPage({
        from: to,
        to,
        formAction: pathTo(api.confirmLocalCheckout),
        cancelUrl: checkoutReturnPath('canceled'),
        problem: error.message,
      });
    },
  },
);
