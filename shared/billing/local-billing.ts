/** What the plan card and the local checkout page say when plan changes are applied locally, without Stripe. */
export const LOCAL_BILLING_LABEL = 'Local billing — no payment taken';
