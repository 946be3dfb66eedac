import * as z from '@shared/zod';
import { defineEntity } from '../../platform/dynamodb/entity';

/** Links an identity provider's subject (Cognito `sub`) to our user id; the key makes the link unique. */
export const externalIdentityEntity = defineEntity({
  type: 'ExternalIdentity',
  schema: z.object({ provider: z.literal('cognito'), subject: z.string(), userId: z.string(), createdAt: z.string() }),
  partitionKey: 'IDENTITY#{provider}#{subject}',
  sortKey: 'IDENTITY',
});
