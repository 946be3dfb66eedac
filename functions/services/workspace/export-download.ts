import { exportJobEntity } from '../../data/workspace/export-jobs';
import type { Member } from '../../platform/auth/members';
import { NotFound } from '../../platform/errors';
import { fileStore } from '../../platform/storage';

/** How long a download link works: long enough to start the download, short enough not to be shared. */
const DOWNLOAD_LINK_SECONDS = 300;

/**
 * A fresh, short-lived link to a finished export's ZIP. Apart from the export jobs' module, so the download route
 * carries none of the worker's code (the ZIP writer, the notifications and their email sender).
 */
export async function exportDownloadLink(member: Member, id: string): Promise<string> {
  const job = await exportJobEntity.get({ workspaceId: member.workspaceId, id });
  if (!job?.fileKey || job.status !== 'done') throw new NotFound('This export is not ready, or has expired');
  return fileStore().presignedGet(job.fileKey, {
    fileName: job.fileName ?? `${job.id}.zip`,
    expiresInSeconds: DOWNLOAD_LINK_SECONDS,
  });
}
