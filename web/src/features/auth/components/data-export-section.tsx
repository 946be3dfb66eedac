import { Button, Link, Progress, Stack, Text } from '@chakra-ui/react';
import type { ExportJob } from '@shared/schemas/workspace-exports';
import { SectionCard } from '../../../components/section-card';
import { routeEntry } from '../../../lib/api-route';
import { formatDateTime } from '../../../lib/format-date';
import { useStartWorkspaceExport, useWorkspaceExports } from '../api/account';

const WHAT = `One ZIP file with every task, automation, employee, note, transaction, integration record and assistant
message of this workspace, each as CSV and JSON.`;

/**
 * 'Export all my data' (owner). A workspace under the background threshold downloads its ZIP in the request; a larger
 * one prepares it in the background, with its progress here and a notification with the download link when done.
 */
export function DataExportSection() {
  const exports = useWorkspaceExports();
  const start = useStartWorkspaceExport();
  const latest = exports.data?.exports[0];
  const preparing = latest?.status === 'queued' || latest?.status === 'running';
  return (
    <SectionCard title="Your data">
      <Stack gap="3" align="start">
        <Text color="fg.muted">{WHAT}</Text>
        {exports.data?.background ? (
          <>
            <Text color="fg.muted">
              This workspace is large, so the ZIP is prepared in the background; you will be notified when it is ready.
            </Text>
            <Button variant="outline" onClick={() => start.mutate()} loading={start.isPending} disabled={preparing}>
              Prepare export
            </Button>
          </>
        ) : (
          <Button asChild variant="outline">
            <Link href={routeEntry('exportWorkspaceData').path} download>
              Export all my data
            </Link>
          </Button>
        )}
        {latest ? <ExportStatus job={latest} /> : null}
      </Stack>
    </SectionCard>
  );
}

function ExportStatus({ job }: { job: ExportJob }) {
  if (job.status === 'failed') return <Text color="fg.error">{job.error ?? 'The last export failed.'}</Text>;
  if (job.status === 'done' && job.downloadUrl) {
    return (
      <Stack gap="1">
        <Link href={job.downloadUrl} download>
          Download {job.fileName}
          {job.sizeBytes ? ` (${(job.sizeBytes / 1_000_000).toFixed(1)} MB)` : ''}
        </Link>
        <Text fontSize="sm" color="fg.muted">
          Available until {formatDateTime(job.expiresAt)}.
        </Text>
      </Stack>
    );
  }
  const { done, total } = job.progress;
  return (
    <Progress.Root value={total ? Math.round((done / total) * 100) : null} width="full" maxW="sm">
      <Progress.Label>
        {total ? `Preparing the export: ${done} of ${total} kinds of item` : 'Export queued'}
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
