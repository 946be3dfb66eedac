import { statementSchema } from '@shared/schemas/finance/statements';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/** An uploaded statement and its import: the API's shape plus where its file is. Ids are ULIDs: newest first. */
export const statementRecordSchema = z.extend(
  z.pick(statementSchema, {
    id: true,
    filename: true,
    format: true,
    size: true,
    status: true,
    uploadedAt: true,
    finishedAt: true,
    outcome: true,
    failure: true,
  }),
  { fileKey: z.string() },
);
export type StatementRecord = z.infer<typeof statementRecordSchema>;

export const statementEntity = defineWorkspaceEntity('Statement', statementRecordSchema, 'STATEMENT#{id}');
