import { downloadWorkspaceExport } from '@shared/api/contracts/workspace';
import { pathTo } from '@shared/api/route-contract';
import { BACKGROUND_EXPORT_ITEMS, type ExportJob, type WorkspaceExports } from '@shared/schemas/workspace-exports';
import { type ExportJobRecord, exportJobEntity } from '../../data/workspace/export-jobs';
import type { Member } from '../../platform/auth/members';
import { countPartition } from '../../platform/dynamodb/entity';
import { nowEpochSeconds } from '../../platform/dynamodb/expiry';
import { Conflict, NotFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { fileStore, workspaceFileKey } from '../../platform/storage';
import { sendToSyncQueue } from '../../platform/sync-queue';
import { notify } from '../notifications/notify';
import { exportWorkspaceData } from './data-export';
import { EXPORT_FILES_AREA, EXPORT_RETENTION_DAYS } from './export-files';

/** The queue message kind the sync worker runs `runExportJob` for. */
export const EXPORT_WORKSPACE_MESSAGE = 'export_workspace';

const RETENTION_MS = EXPORT_RETENTION_DAYS * 24 * 3600 * 1000;
/** How long a download link works: long enough to start the download, short enough that a leaked one is dead. */
const DOWNLOAD_LINK_SECONDS = 300;
/** A worker that died mid-export leaves `running`; after this long another delivery may take the job over. */
const RUNNING_LEASE_MS = 6 * 60 * 1000;

const expiresAtOf = (job: ExportJobRecord) => new Date(Date.parse(job.createdAt) + RETENTION_MS).toISOString();

function view(job: ExportJobRecord): ExportJob {
  return {
    id: job.id,
    status: job.status,
    progress: { done: job.done, total: job.total },
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
    fileName: job.fileName,
    sizeBytes: job.sizeBytes,
    downloadUrl: job.status === 'done' ? pathTo(downloadWorkspaceExport, { id: job.id }) : null,
    expiresAt: expiresAtOf(job),
    error: job.error,
  };
}

/** The five newest exports and whether the workspace is past the size where exports run in the background. */
export async function listExports(member: Member): Promise<WorkspaceExports> {
  const { workspaceId } = member;
  const [page, itemCount] = await Promise.all([
    exportJobEntity.query({ workspaceId }, { newestFirst: true, limit: 5 }),
    countPartition(exportJobEntity.partitionOf({ workspaceId }), { upTo: BACKGROUND_EXPORT_ITEMS + 1 }),
  ]);
  return { exports: page.items.map(view), itemCount, background: itemCount > BACKGROUND_EXPORT_ITEMS };
}

/** Queues an export (one at a time per workspace: another one under way is a 409 naming it). */
export async function startExport(member: Member, now = new Date()): Promise<ExportJob> {
  const { workspaceId } = member;
  const recent = await exportJobEntity.query({ workspaceId }, { newestFirst: true, limit: 5, consistent: true });
  if (recent.items.some((job) => job.status === 'queued' || job.status === 'running')) {
    throw new Conflict('An export is already being prepared; you will be notified when it is ready');
  }
  const job: ExportJobRecord = {
    id: newId(),
    requestedByUserId: member.userId,
    status: 'queued',
    done: 0,
    total: 0,
    createdAt: now.toISOString(),
    startedAt: null,
    finishedAt: null,
    fileKey: null,
    fileName: null,
    sizeBytes: null,
    error: null,
  };
  await exportJobEntity.create({ workspaceId, ...job }, { expiresAt: nowEpochSeconds(now) + RETENTION_MS / 1000 });
  await sendToSyncQueue([{ kind: EXPORT_WORKSPACE_MESSAGE, workspaceId, targetId: job.id }]);
  return view(job);
}

export async function getExport(member: Member, id: string): Promise<ExportJob> {
  const job = await exportJobEntity.get({ workspaceId: member.workspaceId, id }, { consistent: true });
  if (!job) throw new NotFound('Export not found');
  return view(job);
}

/** A fresh short-lived link to the finished ZIP (404 while it is not ready, or once it expired). */
export async function exportDownloadLink(member: Member, id: string): Promise<string> {
  const job = await exportJobEntity.get({ workspaceId: member.workspaceId, id });
  if (!job?.fileKey || job.status !== 'done') throw new NotFound('This export is not ready, or has expired');
  return fileStore().presignedGet(job.fileKey, {
    fileName: job.fileName ?? `${job.id}.zip`,
    expiresInSeconds: DOWNLOAD_LINK_SECONDS,
  });
}

/**
 * The worker's side (a sync-queue message): builds the ZIP with progress on the job, stores it, marks the job done
 * and notifies the person who asked. A redelivered message for a finished job does nothing; a failure marks the job
 * failed (the person sees why and may start another) rather than being retried.
 */
export async function runExportJob(workspaceId: string, id: string, now = new Date()): Promise<void> {
  const job = await exportJobEntity.get({ workspaceId, id }, { consistent: true });
  if (!job || job.status === 'done' || job.status === 'failed') return;
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

const megabytes = (bytes: number) => `${Math.max(0.1, Math.round(bytes / 100_000) / 10)} MB`;
