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
    /** The IANA zone the dashboard counts days in, sent once by the browser; null (UTC) until then. */
    timeZone: z.string().nullable().default(null),
  }),
  partitionKey: inWorkspace,
  sortKey: 'WORKSPACE',
});
