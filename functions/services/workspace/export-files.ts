import * as z from '@shared/zod';
import type { ExportJobRecord } from '../../data/workspace/export-jobs';

/** Where background exports keep their ZIPs: `exports/<workspaceId>/<jobId>.zip` in the files bucket. */
export const EXPORT_FILES_AREA = 'exports';

/** A finished export (its ZIP and its record) is kept this long: a week to come back for the link. */
export const EXPORT_RETENTION_DAYS = 7;

export const EXPORT_RETENTION_MS = EXPORT_RETENTION_DAYS * 24 * 3600 * 1000;

/**
 * An export still queued or running this long after it was asked for will not finish: the queue has given its
 * message up (three receives of a worker that stops at five minutes), or the message was lost, as a deploy that moved
 * exports to their own queue lost those waiting on the old one. It is shown failed and no longer blocks a new export.
 */
const GIVEN_UP_AFTER_MS = 60 * 60 * 1000;

export const GIVEN_UP_ERROR = 'The export stopped before it finished. Start it again.';

type JobState = Pick<ExportJobRecord, 'status' | 'createdAt'>;

const queuedOrRunning = (job: JobState) => job.status === 'queued' || job.status === 'running';

export const givenUp = (job: JobState, now: Date) =>
  queuedOrRunning(job) && now.getTime() - Date.parse(job.createdAt) > GIVEN_UP_AFTER_MS;

/** Being prepared, and still expected to finish (what makes a second export wait). */
export const stillUnderWay = (job: JobState, now: Date) => queuedOrRunning(job) && !givenUp(job, now);

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
