import { subscriptionTierSchema } from '@shared/schemas/user';
import * as z from 'zod';
import { defineEntity, inWorkspace } from '../platform/dynamodb/entity';

/**
 * A workspace: its members and its plan. Its own item sits in its partition, beside every business item it owns:
 * `WS#<id>` / `WORKSPACE`.
 */
export const workspaceEntity = defineEntity({
  type: 'Workspace',
  schema: z.object({
    id: z.string(),
    name: z.string(),
    ownerUserId: z.string(),
    memberUserIds: z.array(z.string()),
    subscriptionTier: subscriptionTierSchema,
    createdAt: z.string(),
  }),
  partitionKey: inWorkspace,
  sortKey: 'WORKSPACE',
});
