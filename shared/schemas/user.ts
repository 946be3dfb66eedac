import * as z from '@shared/zod';
import { nullableString } from './nullable';
import { capabilitySchema, roleSchema } from './roles';

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
  /** The workspace the session works in, and the person's place in it. */
  workspaceId: z.string(),
  workspaceName: z.string(),
  role: roleSchema,
  /** The employee record that is this person in the workspace, if one is linked. */
  employeeId: nullableString,
  /** The capabilities of the role (`shared/access/roles.ts`): the web shows only what they allow. */
  permissions: z.array(capabilitySchema),
  /** The workspace's AI switch: while off, every AI surface says 'AI features are turned off for this workspace'. */
  aiEnabled: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
