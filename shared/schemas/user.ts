import * as z from 'zod';

export const subscriptionTiers = ['starter', 'pro', 'elite'] as const;
export const subscriptionTierSchema = z.enum(subscriptionTiers);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

/** The signed-in user as `GET /api/auth/user` returns it: never any credential material. */
export const authUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  subscriptionTier: subscriptionTierSchema,
});
export type AuthUser = z.infer<typeof authUserSchema>;
