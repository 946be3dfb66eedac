import * as z from '@shared/zod';
import { nullableNumber, nullableString } from './nullable';

export const exportJobStatuses = ['queued', 'running', 'done', 'failed'] as const;

/** A background 'Export all my data': where it stands, and once done where to download it (until `expiresAt`). */
export const exportJobSchema = z.object({
  id: z.string(),
  status: z.enum(exportJobStatuses),
  /** Kinds of item written into the ZIP so far, of `total`. */
  progress: z.object({ done: z.number(), total: z.number() }),
  createdAt: z.string(),
  finishedAt: nullableString,
  fileName: nullableString,
  sizeBytes: nullableNumber,
  /** The download route (it redirects to a short-lived S3 link); null until done. */
  downloadUrl: nullableString,
  /** When the ZIP and this record are deleted. */
  expiresAt: z.string(),
  error: nullableString,
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/**
 * Where 'Export all my data' stands: the recent background exports, and whether this workspace is large enough that
 * the export runs in the background (`BACKGROUND_EXPORT_ITEMS`) rather than in the request.
 */
export const workspaceExportsSchema = z.object({
  exports: z.array(exportJobSchema),
  /** Items in the workspace, counted up to just past the threshold. */
  itemCount: z.number(),
  background: z.boolean(),
});
export type WorkspaceExports = z.infer<typeof workspaceExportsSchema>;

/**
 * From this many stored items on, the export runs in the background. The in-request export holds the whole ZIP in
 * memory and must answer within the API's limits: a Lambda answer of 6 MB (about 4.5 MB of ZIP once base64-encoded)
 * and API Gateway's 30 s. Items average well under 1 KB as JSON plus CSV and compress to roughly 150–250 bytes, so
 * 10,000 items make a ZIP of about 2 MB read in a few seconds: half the size limit and a fraction of the time,
 * leaving room for workspaces whose items are larger (long notes, synced records) than the average.
 */
export const BACKGROUND_EXPORT_ITEMS = 10_000;
