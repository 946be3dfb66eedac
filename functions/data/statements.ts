import { statementSchema } from '@shared/schemas/finance';
import * as z from 'zod';
import { defineWorkspaceEntity } from '../platform/dynamodb/entity';

/** An uploaded statement and its import: the API's shape plus where its file is. Ids are ULIDs: newest first. */
export const statementRecordSchema = statementSchema.extend({ fileKey: z.string() });
export type StatementRecord = z.infer<typeof statementRecordSchema>;

export const statementEntity = defineWorkspaceEntity('Statement', statementRecordSchema, 'STATEMENT#{id}');
