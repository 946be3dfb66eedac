import { authUserSchema } from '@shared/schemas/user';
import * as z from '@shared/zod';
import { defineEntity } from '../../platform/dynamodb/entity';

/** A user: the profile the app shows (without the plan, which is the workspace's) and the workspace they work in. */
export const userEntity = defineEntity({
  type: 'User',
  schema: z.extend(
    z.pick(authUserSchema, { id: true, firstName: true, lastName: true, email: true, profileImageUrl: true }),
    {
      /** Their personal workspace, created at first sign-in. */
      workspaceId: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    },
  ),
  partitionKey: 'USER#{id}',
  sortKey: 'USER',
});

export type UserRecord = z.infer<typeof userEntity.schema>;
export type UserProfile = Pick<UserRecord, 'email' | 'firstName' | 'lastName' | 'profileImageUrl'>;
