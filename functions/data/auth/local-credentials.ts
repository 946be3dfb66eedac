import * as z from '@shared/zod';
import { defineEntity } from '../../platform/dynamodb/entity';

/** Built-in sign-in's email → scrypt password hash. The key is the normalised email: one credential per email. */
export const localCredentialEntity = defineEntity({
  type: 'LocalCredential',
  schema: z.object({ email: z.string(), userId: z.string(), passwordHash: z.string(), createdAt: z.string() }),
  partitionKey: 'CREDENTIAL#{email}',
  sortKey: 'LOCAL',
});
