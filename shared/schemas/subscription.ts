import * as z from '@shared/zod';
import { subscriptionTierSchema } from './user';

/** What the subscription screen shows about the plan's billing (not Stripe's own, longer list). */
export const subscriptionStatuses = ['active', 'trialing', 'past_due', 'canceled'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** `stripe` with `STRIPE_SECRET_KEY` set; `local` otherwise: plan changes apply at once and nothing is charged. */
export const billingModes = ['stripe', 'local'] as const;
export const billingModeSchema = z.enum(billingModes);
export type BillingMode = z.infer<typeof billingModeSchema>;

const count = z.number().check(z.int(), z.gte(0));
/** `null` means unlimited. */
const limit = z.nullable(count);

/** `GET /api/subscription/info`, and the answer of `POST /api/subscription/update`. */
export const subscriptionInfoSchema = z.object({
  tier: subscriptionTierSchema,
  status: subscriptionStatusSchema,
  billingMode: billingModeSchema,
  /** When the paid period ends (and renews, unless `cancelAtPeriodEnd`); `null` without a paid subscription. */
  currentPeriodEnd: z.nullable(z.iso.datetime()),
  /** A downgrade to Starter is scheduled: the plan stays until `currentPeriodEnd`, then becomes Starter. */
  cancelAtPeriodEnd: z.boolean(),
  usage: z.object({ tasksThisMonth: count, aiMessagesThisMonth: count, automations: count }),
  limits: z.object({ tasksPerMonth: limit, aiMessagesPerMonth: limit, automations: limit }),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

/** The body of both plan-changing calls. */
export const planChangeInputSchema = z.object({ tier: subscriptionTierSchema });
export type PlanChangeInput = z.infer<typeof planChangeInputSchema>;

export const checkoutSessionSchema = z.object({ url: z.string().check(z.minLength(1)) });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** Local billing's confirmation page: the tier it offers. */
export const localCheckoutQuerySchema = z.object({ tier: subscriptionTierSchema });

/** What the Stripe webhook answers Stripe once an event is verified. */
export const stripeWebhookReceiptSchema = z.object({ received: z.literal(true) });
