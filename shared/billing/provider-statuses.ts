/**
 * Stripe's subscription statuses, listed once: the Stripe adapter reads them, the plan rules decide on them, and
 * the workspace remembers the last one billing applied.
 */
export const providerStatuses = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
] as const;

export type ProviderStatus = (typeof providerStatuses)[number];
