import { Badge, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { triggerTypeInfo } from '@shared/catalog/automation-types';
import type { AutomationRun } from '@shared/schemas/automation';
import { PagedList } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/format-date';
import { serverMessage } from '../../../lib/server-message';
import { useAutomationRuns } from '../api/get-automation-runs';
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
      <HStack justify="end">
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
      </HStack>
      {run.status === 'failed' && run.error ? (
        <Text color="fg.error" wordBreak="break-word">
          {run.error}
          {run.attempts > 1 ? ` (after ${run.attempts} attempts)` : ''}
        </Text>
      ) : run.detail ? (
        <Text color="fg.muted" wordBreak="break-word">
          {run.detail}
        </Text>
      ) : null}
    </Stack>
  );
}
