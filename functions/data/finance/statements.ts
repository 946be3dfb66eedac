import { statementSchema } from '@shared/schemas/finance/statements';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/** An uploaded statement and its import: the API's shape plus where its file is. Ids are ULIDs: newest first. */
export const statementRecordSchema = z.extend(statementSchema, { fileKey: z.string() });
export type StatementRecord = z.infer<typeof statementRecordSchema>;

export const statementEntity = defineWorkspaceEntity('Statement', statementRecordSchema, 'STATEMENT#{id}');
