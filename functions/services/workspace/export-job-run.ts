import { downloadWorkspaceExport } from '@shared/api/contracts/workspace';
import { pathTo } from '@shared/api/route-contract';
import { exportJobEntity } from '../../data/workspace/export-jobs';
import { logger } from '../../platform/logger';
import type { MessageOutcome } from '../../platform/sqs-consumer';
import { fileStore, workspaceFileKey } from '../../platform/storage';
import { notify } from '../notifications/notify';
import { exportWorkspaceData } from './data-export';
import { EXPORT_FILES_AREA, expiresAtOf, exportMessageSchema, GIVEN_UP_ERROR, givenUp } from './export-files';

/** A worker that died mid-export leaves `running`; after this long another delivery may take the job over. */
const RUNNING_LEASE_MS = 6 * 60 * 1000;

/**
 * The worker's side (an export queue message): builds the ZIP with progress on the job, stores it, marks the job done
 * and notifies the person who asked. A redelivered message for a finished job does nothing; a failure marks the job
 * failed (the person sees why and may start another) rather than being retried.
 */
export async function runExportJob(workspaceId: string, id: string, now = new Date()): Promise<void> {
  const job = await exportJobEntity.get({ workspaceId, id }, { consistent: true });
  if (!job || job.status === 'done' || job.status === 'failed') return;
  if (givenUp(job, now)) {
    // Shown failed already, and the person may have started another: a message this late builds nothing.
    await exportJobEntity.update(
      { workspaceId, id },
      { status: 'failed', finishedAt: now.toISOString(), error: GIVEN_UP_ERROR },
    );
    return;
  }
  const leaseHeld = job.status === 'running' && now.getTime() - Date.parse(job.startedAt ?? '') < RUNNING_LEASE_MS;
  if (leaseHeld) return;
  const claimed = await exportJobEntity.update(
    { workspaceId, id },
    { status: 'running', startedAt: now.toISOString() },
    { if: { status: job.status, startedAt: job.startedAt } },
  );
  if (!claimed) return;
  const key = { workspaceId, id };
  try {
    const file = await exportWorkspaceData({ workspaceId, userId: job.requestedByUserId }, now, async (progress) => {
      await exportJobEntity.update(key, progress);
    });
    const fileKey = workspaceFileKey(EXPORT_FILES_AREA, workspaceId, `${id}.zip`);
    await fileStore().put(fileKey, file.body, 'application/zip');
    const finishedAt = new Date().toISOString();
    const sizeBytes = file.body.byteLength;
    await exportJobEntity.update(key, { status: 'done', finishedAt, fileKey, fileName: file.fileName, sizeBytes });
    await notify(
      workspaceId,
      { userIds: [job.requestedByUserId] },
      {
        kind: 'export_ready',
        title: 'Your data export is ready',
        body: `${file.fileName} (${megabytes(sizeBytes)}) can be downloaded until ${expiresAtOf(job).slice(0, 10)}.`,
        link: pathTo(downloadWorkspaceExport, { id }),
      },
    );
  } catch (error) {
    logger.error('Workspace export failed', { workspaceId, exportId: id, error: error as Error });
    await exportJobEntity.update(key, {
      status: 'failed',
      finishedAt: new Date().toISOString(),
      error: 'The export could not be completed. Start it again; if it keeps failing, contact support.',
    });
  }
}

/**
 * One export queue message. A failure of our own before the job is claimed (the table) has the queue deliver it
 * again, and after its last receive keeps it in the dead-letter queue; a failed export marks its job failed instead.
 */
export async function runExportMessage(body: unknown): Promise<MessageOutcome> {
  const parsed = exportMessageSchema.safeParse(body);
  if (!parsed.success) {
    logger.error('Dropped a malformed export message', { issues: parsed.error.issues.map((i) => i.message) });
    return 'done';
  }
  try {
    await runExportJob(parsed.data.workspaceId, parsed.data.exportId);
    return 'done';
  } catch (error) {
    logger.error('Export message failed; the queue will deliver it again', { ...parsed.data, error: error as Error });
    return 'retry';
  }
}

const megabytes = (bytes: number) => `${Math.max(0.1, Math.round(bytes / 100_000) / 10)} MB`;
