import { downloadWorkspaceExport } from '@shared/api/contracts/workspace';
import { pathTo } from '@shared/api/route-contract';
import { BACKGROUND_EXPORT_ITEMS, type ExportJob, type WorkspaceExports } from '@shared/schemas/workspace-exports';
import { type ExportJobRecord, exportJobEntity } from '../../data/workspace/export-jobs';
import type { Member } from '../../platform/auth/members';
import { countPartition } from '../../platform/dynamodb/entity';
import { nowEpochSeconds } from '../../platform/dynamodb/expiry';
import { Conflict, NotFound } from '../../platform/errors';
import { exportQueue } from '../../platform/export-queue';
import { newId } from '../../platform/ids';
import {
  EXPORT_RETENTION_MS,
  type ExportMessage,
  expiresAtOf,
  GIVEN_UP_ERROR,
  givenUp,
  stillUnderWay,
} from './export-files';

function view(stored: ExportJobRecord, now = new Date()): ExportJob {
  const job = givenUp(stored, now) ? { ...stored, status: 'failed' as const, error: GIVEN_UP_ERROR } : stored;
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
  return { exports: page.items.map((job) => view(job)), itemCount, background: itemCount > BACKGROUND_EXPORT_ITEMS };
}

/** A new export, waiting for the worker. */
export function queuedExportJob(requestedByUserId: string, now: Date): ExportJobRecord {
  return {
    id: newId(),
    requestedByUserId,
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
}

/** Queues an export (one at a time per workspace: another one under way is a 409 naming it). */
export async function startExport(member: Member, now = new Date()): Promise<ExportJob> {
  const { workspaceId } = member;
  const recent = await exportJobEntity.query({ workspaceId }, { newestFirst: true, limit: 5, consistent: true });
  if (recent.items.some((job) => stillUnderWay(job, now))) {
    throw new Conflict('An export is already being prepared; you will be notified when it is ready');
  }
  const job = queuedExportJob(member.userId, now);
  await exportJobEntity.create(
    { workspaceId, ...job },
    { expiresAt: nowEpochSeconds(now) + EXPORT_RETENTION_MS / 1000 },
  );
  const message: ExportMessage = { workspaceId, exportId: job.id };
  await exportQueue.send([{ body: message }]);
  return view(job);
}

export async function getExport(member: Member, id: string): Promise<ExportJob> {
  const job = await exportJobEntity.get({ workspaceId: member.workspaceId, id }, { consistent: true });
  if (!job) throw new NotFound('Export not found');
  return view(job);
}

/** A fresh short-lived link to the finished ZIP (404 while it is not ready, or once it expired). */
