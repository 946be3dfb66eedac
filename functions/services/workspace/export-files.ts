import * as z from '@shared/zod';
import type { ExportJobRecord } from '../../data/workspace/export-jobs';

/** Where background exports keep their ZIPs: `exports/<workspaceId>/<jobId>.zip` in the files bucket. */
export const EXPORT_FILES_AREA = 'exports';

/** A finished export (its ZIP and its record) is kept this long: a week to come back for the link. */
export const EXPORT_RETENTION_DAYS = 7;

export const EXPORT_RETENTION_MS = EXPORT_RETENTION_DAYS * 24 * 3600 * 1000;

export const expiresAtOf = (job: ExportJobRecord) =>
  new Date(Date.parse(job.createdAt) + EXPORT_RETENTION_MS).toISOString();

/**
 * An export queue message: the export job its consumer runs (`runExportJob`). Here, not beside the sender, so the
 * consumer does not bundle the queue's sender (nor get the right to send).
 */
export const exportMessageSchema = z.object({
  workspaceId: z.string().check(z.minLength(1)),
  exportId: z.string().check(z.minLength(1)),
});
export type ExportMessage = z.infer<typeof exportMessageSchema>;
