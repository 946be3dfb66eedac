import * as z from '@shared/zod';

export const subscriptionTiers = ['starter', 'pro', 'elite'] as const;
export const subscriptionTierSchema = z.enum(subscriptionTiers);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

/** The signed-in user as `GET /api/auth/user` returns it: never any credential material. */
export const authUserSchema = z.object({
  id: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
  subscriptionTier: subscriptionTierSchema,
});
export type AuthUser = z.infer<typeof authUserSchema>;
