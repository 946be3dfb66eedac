import * as z from '@shared/zod';
import { nullableString } from './nullable';

export const subscriptionTiers = ['starter', 'pro', 'elite'] as const;
export const subscriptionTierSchema = z.enum(subscriptionTiers);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

/** The signed-in user as `GET /api/auth/user` returns it: never any credential material. */
export const authUserSchema = z.object({
  id: z.string(),
  firstName: nullableString,
  lastName: nullableString,
  email: nullableString,
  profileImageUrl: nullableString,
  subscriptionTier: subscriptionTierSchema,
});
export type AuthUser = z.infer<typeof authUserSchema>;
