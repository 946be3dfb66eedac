import * as z from '@shared/zod';
import { nullableString } from '../nullable';
import { pageOf } from '../pagination';
import { requiredText } from '../required-text';

export const statementStatuses = ['uploaded', 'processing', 'imported', 'failed'] as const;

export const skippedRowSchema = z.object({ line: z.number().check(z.int()), reason: z.string(), text: z.string() });

export const statementSchema = z.object({
  id: z.string(),
  filename: z.string(),
  format: z.enum(['csv', 'ofx', 'pdf']),
  size: z.number().check(z.int()),
  status: z.enum(statementStatuses),
  uploadedAt: z.string(),
  finishedAt: nullableString,
  /** When imported: what it added. */
  outcome: z.nullable(
    z.object({
      accounts: z.array(z.object({ id: z.string(), name: z.string() })),
      imported: z.number().check(z.int()),
      duplicates: z.number().check(z.int()),
      /** The first 100 rows that were not transactions, with why; `skippedCount` counts them all. */
      skipped: z.array(skippedRowSchema),
      skippedCount: z.number().check(z.int()),
      /** How the file was read, when the user should know: the columns chosen by their content, and which. */
      notices: z.array(z.string()),
    }),
  ),
  /** When failed: the problem, naming the line when there is one. */
  failure: z.nullable(z.object({ reason: z.string(), line: z.nullable(z.number().check(z.int())) })),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementPageSchema = pageOf(statementSchema);

/** The server decides the file's type (from its bytes) and size, with the spec's messages; the shapes are checked here. */
export const uploadUrlRequestSchema = z.object({
  filename: requiredText(255),
  contentType: z._default(z.string().check(z.maxLength(200)), 'application/octet-stream'),
  size: z.number().check(z.int(), z.gte(0)),
});

/** A presigned S3 POST: the browser posts `fields` and then the file to `url`. */
export const uploadUrlResponseSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
});

/** The key an upload URL named; the import starts once the file is there. */
export const startImportRequestSchema = z.object({ key: z.string().check(z.minLength(1), z.maxLength(512)) });
