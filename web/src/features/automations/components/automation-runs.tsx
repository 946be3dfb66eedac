import { Badge, Button, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { triggerTypeInfo } from '@shared/catalog/automation-types';
import type { AutomationRun } from '@shared/schemas/automation';
import { RotateCcw } from 'lucide-react';
import { PagedList } from '../../../components/query-states';
import { ScreenLink } from '../../../components/screen-link';
import { formatDateTime } from '../../../lib/format-date';
import { serverMessage } from '../../../lib/server-message';
import { useCanCall } from '../../../lib/use-can';
import { useAutomationRuns } from '../api/get-automation-runs';
import { useReplayFailedRuns } from '../api/replay-automation-run';
import { RefreshButton } from './refresh-button';

/** `skipped`: the run did not act (its detail says why: a loop or a chain's depth), so it reads as neither outcome. */
export const runStatusPalette = {
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
  skipped: 'gray',
  waiting: 'purple',
  retrying: 'orange',
} as const;
export const runStatusLabel = {
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  skipped: 'Skipped',
  waiting: 'Waiting',
  retrying: 'Retrying',
} as const;

/** One automation's run history, newest first: status, trigger event, time, and what happened or why it failed. */
export function AutomationRuns({ automationId }: { automationId: string }) {
  const runs = useAutomationRuns(automationId);
  return (
    <Stack gap="2" pt="2">
      <HStack justify="end" gap="2">
        {runs.items.some((run) => run.status === 'failed') ? <ReplayFailedRuns automationId={automationId} /> : null}
        <RefreshButton query={runs} size="2xs" variant="ghost" aria-label="Refresh run history" />
      </HStack>
      <PagedList
        query={runs}
        what="runs"
        label="Runs"
        ordered
        gap="2"
        loading={<Skeleton height="10" aria-label="Loading runs" />}
        failed={(error) => (
          <Text fontSize="sm" color="fg.error">
            Runs could not be loaded: {serverMessage(error) ?? error.message}
          </Text>
        )}
        empty={
          <Text fontSize="sm" color="fg.muted">
            No runs yet. It runs when its trigger happens.
          </Text>
        }
      >
        {(run) => <RunRow run={run} />}
      </PagedList>
    </Stack>
  );
}

function RunRow({ run }: { run: AutomationRun }) {
  return (
    <Stack as="li" gap="1" p="2" borderWidth="1px" rounded="l2" fontSize="sm" data-testid="automation-run">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={runStatusPalette[run.status]}>{runStatusLabel[run.status]}</Badge>
        <Text fontWeight="medium" wordBreak="break-word">
          {run.eventSummary || triggerTypeInfo(run.trigger).label}
        </Text>
        <Text color="fg.muted" ms="auto">
          <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>
        </Text>
        <ScreenLink to={`/automations/runs/${run.id}`}>
          Details<VisuallyHidden> of the run of {formatDateTime(run.startedAt)}</VisuallyHidden>
        </ScreenLink>
      </HStack>
      <RunOutcome run={run} showError={run.status === 'failed'} />
    </Stack>
  );
}

/**
 * What happened: the error (with its attempts) where `showError`, else the run's detail. The history shows only a failed
 * run's error; the run's own page shows the latest error whatever the status.
 */
export function RunOutcome({ run, showError }: { run: AutomationRun; showError: boolean }) {
  if (showError && run.error) {
    return (
      <Text color="fg.error" wordBreak="break-word">
        {run.error}
        {run.attempts > 1 ? ` (after ${run.attempts} attempts)` : ''}
      </Text>
    );
  }
  return run.detail ? (
    <Text color="fg.muted" wordBreak="break-word">
      {run.detail}
    </Text>
  ) : null;
}

/** 'Replay failed runs': each failed run not yet replayed, from its failed step; the replays start within a minute. */
function ReplayFailedRuns({ automationId }: { automationId: string }) {
  const canReplay = useCanCall('replayFailedAutomationRuns');
  const replay = useReplayFailedRuns(automationId);
  if (!canReplay) return null;
  const queued = replay.data?.replayed;
  return (
    <HStack gap="2" me="auto" wrap="wrap">
      <Button size="2xs" variant="outline" onClick={() => replay.mutate()} loading={replay.isPending}>
        <RotateCcw size={12} aria-hidden />
        Replay failed runs
      </Button>
      <Text fontSize="xs" role="status" color={replay.error ? 'fg.error' : 'fg.muted'}>
        {replay.error
          ? (serverMessage(replay.error) ?? 'The failed runs could not be replayed.')
          : queued === undefined
            ? ''
            : queued === 0
              ? 'Every failed run is replayed already.'
              : `${queued} ${queued === 1 ? 'replay' : 'replays'} queued: they start within a minute.`}
      </Text>
    </HStack>
  );
}
