import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Automation, TestRunResult } from '@shared/schemas/automation';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { FormRefusal } from '../../../components/form/form-actions';
import { TextareaField } from '../../../components/form/textarea-field';
import { serverMessage } from '../../../lib/server-message';
import { useAutomationRuns } from '../api/get-automation-runs';
import { useTestAutomation } from '../api/test-automation';

/**
 * 'Test run': every step in dry mode (conditions evaluated, texts filled, nothing sent or written), its outcome shown
 * on each card. The sample is the latest real event's data when there is one, and can be edited as JSON.
 */
export function TestRun({
  automation,
  unsaved,
  onResult,
}: {
  automation: Automation;
  /** The flow has changes the saved automation lacks: the test would run the saved one. */
  unsaved: boolean;
  onResult: (result: TestRunResult) => void;
}) {
  const runs = useAutomationRuns(automation.id);
  const recent = runs.items.find((run) => run.triggerData && !run.dryRun)?.triggerData;
  const [sample, setSample] = useState<string>();
  const text = sample ?? (recent ? JSON.stringify(recent, null, 2) : '');
  const test = useTestAutomation(automation.id);
  const [sampleError, setSampleError] = useState<string>();
  const result = test.data;

  const run = () => {
    let sampleEvent: Record<string, unknown> | undefined;
    if (text.trim()) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        sampleEvent = parsed as Record<string, unknown>;
      } catch {
        setSampleError('The sample must be a JSON object of the trigger’s fields, e.g. {"amount": 600}');
        return;
      }
    }
    setSampleError(undefined);
    test.mutate(sampleEvent, { onSuccess: onResult });
  };

  return (
    <Stack as="section" aria-labelledby="test-run-heading" gap="2" p="4" borderWidth="1px" rounded="l3">
      <Text as="h2" id="test-run-heading" fontWeight="semibold">
        Test run
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Runs every step with the sample below in dry mode: nothing is sent or written.
        {recent && sample === undefined ? ' The sample is the latest real event.' : ''}
      </Text>
      <TextareaField
        label="Sample event (JSON, optional)"
        name="sampleEvent"
        rows={4}
        value={text}
        onChange={setSample}
        placeholder='{"amount": 600, "customerEmail": "ada@example.com"}'
        error={sampleError}
      />
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={run} loading={test.isPending} loadingText="Testing..." disabled={unsaved}>
          <FlaskConical size={16} aria-hidden />
          Test run
        </Button>
        {unsaved ? (
          <Text fontSize="sm" color="fg.muted">
            Save your changes to test them.
          </Text>
        ) : null}
      </HStack>
      {test.error ? <FormRefusal fontSize="sm" message={serverMessage(test.error) ?? 'The test run failed.'} /> : null}
      {result ? (
        <Text fontSize="sm" role="status">
          Test run: {result.steps.filter((s) => s.outcome === 'would_run').length} of {result.steps.length} steps would
          run
          {result.steps.some((s) => s.outcome === 'error') ? ', with errors (see the cards)' : ''}.
        </Text>
      ) : null}
    </Stack>
  );
}
