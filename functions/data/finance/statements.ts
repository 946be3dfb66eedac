import * as z from '@shared/zod';
import { defineWorkspaceEntity, storedVersion } from '../../platform/dynamodb/entity';

/** An uploaded statement and its import: the API's shape plus where its file is. Ids are ULIDs: newest first. */
const skippedRow = z.object({ line: z.number().check(z.int()), reason: z.string(), text: z.string() });
const outcomeV1 = z.object({
  accounts: z.array(z.object({ id: z.string(), name: z.string() })),
  imported: z.number().check(z.int()),
  duplicates: z.number().check(z.int()),
  skipped: z.array(skippedRow),
  skippedCount: z.number().check(z.int()),
});

/** v1: written out as it was, so a later change of the API's statement cannot change how old items read. */
export const storedStatementV1 = z.object({
  id: z.string(),
  filename: z.string(),
  format: z.enum(['csv', 'ofx', 'pdf']),
  size: z.number().check(z.int()),
  status: z.enum(['uploaded', 'processing', 'imported', 'failed']),
  uploadedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  outcome: z.nullable(outcomeV1),
  failure: z.nullable(z.object({ reason: z.string(), line: z.nullable(z.number().check(z.int())) })),
  fileKey: z.string(),
});

/** v2: the outcome says how the file was read (`notices`: columns chosen by their content). */
export const storedStatementV2 = z.extend(storedStatementV1, {
  outcome: z.nullable(z.extend(outcomeV1, { notices: z.array(z.string()) })),
});
export const statementRecordSchema = storedStatementV2;
export type StatementRecord = z.infer<typeof statementRecordSchema>;

export const statementEntity = defineWorkspaceEntity('Statement', statementRecordSchema, 'STATEMENT#{id}', {
  versions: {
    1: storedVersion(storedStatementV1, (statement) => ({
      ...statement,
      outcome: statement.outcome && { ...statement.outcome, notices: [] },
    })),
  },
});
