import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { actionTypeInfo } from '@shared/catalog/automation-types';
import type { AutomationRun, ReplayFrom, StepRun, StepRunStatus } from '@shared/schemas/automation';
import { RotateCcw } from 'lucide-react';
import { FormRefusal } from '../../../components/form/form-actions';
import { QueryStates } from '../../../components/query-states';
import { ScreenLink } from '../../../components/screen-link';
import { formatDateTime } from '../../../lib/format-date';
import { navigateInApp } from '../../../lib/in-app-navigate';
import { serverMessage } from '../../../lib/server-message';
import { useCanCall } from '../../../lib/use-can';
import { useAutomation } from '../api/get-automation';
import { useAutomationRun } from '../api/get-automation-run';
import { useReplayAutomationRun } from '../api/replay-automation-run';
import { RunOutcome, runStatusLabel, runStatusPalette } from './automation-runs';

const stepStatusPalette: Record<StepRunStatus, string> = { ...runStatusPalette, pending: 'gray' };
const stepStatusLabel: Record<StepRunStatus, string> = { ...runStatusLabel, pending: 'Not reached' };
const stepTypeLabel = { condition: 'Condition', delay: 'Delay', branch: 'Branch' } as const;

/** `/automations/runs/{id}`: one run, what started it and each step's record, with its replays. */
export function RunDetailPage({ runId }: { runId: string }) {
  const run = useAutomationRun(runId);
  return (
    <QueryStates
      query={run}
      loading={<Skeleton height="64" aria-label="Loading the run" />}
      failed="The run could not be loaded"
    >
      {(data) => <RunDetail run={data} />}
    </QueryStates>
  );
}

function RunDetail({ run }: { run: AutomationRun }) {
  const automation = useAutomation(run.automationId);
  const name = automation.data?.name;
  const steps = run.steps ?? [];
  return (
    <Stack gap="5" maxW="4xl">
      <ScreenLink to="/automations">Back to automations</ScreenLink>
      <Stack gap="2">
        <Heading as="h1" size="lg" wordBreak="break-word">
          {name ? `Run of “${name}”` : 'Automation run'}
        </Heading>
        <HStack gap="2" wrap="wrap" fontSize="sm">
          <Badge colorPalette={runStatusPalette[run.status]}>{runStatusLabel[run.status]}</Badge>
          <Text wordBreak="break-word">{run.eventSummary}</Text>
          <Text color="fg.muted">
            Started <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>
            {run.finishedAt ? (
              <>
                , ended <time dateTime={run.finishedAt}>{formatDateTime(run.finishedAt)}</time>
              </>
            ) : null}
          </Text>
        </HStack>
        <RunOutcome run={run} showError />
        {run.replayOf ? (
          <Text fontSize="sm">
            A replay {run.replayFrom === 'trigger' ? 'from the trigger' : 'from the failed step'} of{' '}
            <ScreenLink to={`/automations/runs/${run.replayOf}`}>an earlier run</ScreenLink>.
          </Text>
        ) : null}
      </Stack>
      <ReplayButtons run={run} automationName={name} />
      <Stack as="section" aria-labelledby="run-trigger-heading" gap="2">
        <Heading as="h2" size="md" id="run-trigger-heading">
          Trigger payload
        </Heading>
        {run.triggerData ? (
          <Json value={run.triggerData} label="Trigger payload" />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            This run is older than run details: it did not keep the event it started from.
          </Text>
        )}
      </Stack>
      <Stack as="section" aria-labelledby="run-steps-heading" gap="2">
        <Heading as="h2" size="md" id="run-steps-heading">
          Steps
        </Heading>
        {steps.length ? (
          <Stack as="ol" gap="3" aria-labelledby="run-steps-heading" listStyleType="none">
            {steps.map((step) => (
              <StepRecord key={step.index} step={step} />
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            No step records: the run ended before its first step, or is older than run details.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

/** 'Replay from failed step' (a failed run) and 'Replay from trigger', for those who may; each opens the new run. */
function ReplayButtons({ run, automationName }: { run: AutomationRun; automationName: string | undefined }) {
  const canReplay = useCanCall('replayAutomationRun');
  const replay = useReplayAutomationRun(run.id);
  if (!canReplay || !run.triggerData) return null;
  const start = (from: ReplayFrom) =>
    replay.mutate(from, { onSuccess: (next) => navigateInApp(`/automations/runs/${next.id}`) });
  const pendingFrom = replay.isPending ? replay.variables : undefined;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        {run.status === 'failed' ? (
          <Button
            size="sm"
            onClick={() => start('failed_step')}
            loading={pendingFrom === 'failed_step'}
            disabled={replay.isPending}
          >
            <RotateCcw size={14} aria-hidden />
            Replay from failed step
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          onClick={() => start('trigger')}
          loading={pendingFrom === 'trigger'}
          disabled={replay.isPending}
        >
          <RotateCcw size={14} aria-hidden />
          Replay from trigger
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        A replay runs {automationName ? `“${automationName}”` : 'the automation'} as it is now. From the failed step,
        the steps that succeeded are not done again; from the trigger, every step is done again.
      </Text>
      {replay.error ? (
        <FormRefusal fontSize="sm" message={serverMessage(replay.error) ?? 'The replay could not be started.'} />
      ) : null}
    </Stack>
  );
}

function StepRecord({ step }: { step: StepRun }) {
  const label = step.action
    ? actionTypeInfo(step.action).label
    : stepTypeLabel[step.type as keyof typeof stepTypeLabel];
  const headingId = `run-step-${step.index}`;
  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" rounded="l2" fontSize="sm" aria-labelledby={headingId}>
      <HStack gap="2" wrap="wrap">
        <Heading as="h3" size="sm" id={headingId}>
          Step {step.index}: {label}
        </Heading>
        <Badge colorPalette={stepStatusPalette[step.status]}>{stepStatusLabel[step.status]}</Badge>
        <Text color="fg.muted" ms="auto">
          {step.attempts} {step.attempts === 1 ? 'attempt' : 'attempts'}
          {step.durationMs !== null ? ` · ${step.durationMs} ms` : ''}
        </Text>
      </HStack>
      {step.error ? (
        <Text color="fg.error" wordBreak="break-word">
          {step.error}
        </Text>
      ) : null}
      {step.nextAttemptAt && (step.status === 'retrying' || step.status === 'waiting') ? (
        <Text>
          {step.status === 'retrying' ? 'Next attempt at ' : 'Waits until '}
          <time dateTime={step.nextAttemptAt}>{formatDateTime(step.nextAttemptAt)}</time>
        </Text>
      ) : null}
      {step.input ? <Json value={step.input} label={`Input of step ${step.index}`} /> : null}
      {step.output ? <Json value={step.output} label={`Output of step ${step.index}`} /> : null}
    </Stack>
  );
}

/** A record's JSON, scrollable and reachable by keyboard (a scrolling region must take focus). */
function Json({ value, label }: { value: Record<string, unknown>; label: string }) {
  return (
    <Stack gap="1">
      <Text fontSize="xs" fontWeight="medium" color="fg.muted">
        {label}
      </Text>
      <Box
        as="pre"
        tabIndex={0}
        aria-label={label}
        p="2"
        bg="bg.muted"
        rounded="l2"
        fontSize="xs"
        overflowX="auto"
        maxH="64"
        whiteSpace="pre"
      >
        {JSON.stringify(value, null, 2)}
      </Box>
    </Stack>
  );
}
