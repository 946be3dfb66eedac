import { Alert, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { AutomationTemplate, TemplateContext } from '@shared/catalog/automation-templates';
import {
  type Automation,
  type AutomationStep,
  numberedSteps,
  type TriggerConfig,
  type TriggerType,
} from '@shared/schemas/automation';
import type { DraftAutomationResult } from '@shared/schemas/automation-draft';
import { useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Save } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { FormRefusal } from '../../../components/form/form-actions';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { PageHeader } from '../../../components/page-header';
import { ScreenLink } from '../../../components/screen-link';
import { serverMessage } from '../../../lib/server-message';
import { useCanCall } from '../../../lib/use-can';
import {
  type BuilderSave,
  useCreateFromBuilder,
  useSwitchAutomation,
  useUpdateFromBuilder,
} from '../api/save-automation';
import { ActiveSwitch } from '../components/active-switch';
import {
  type BuilderDraft,
  changeSide,
  draftOf,
  emptyDraft,
  insertAt,
  keyed,
  moveTo,
  newKey,
  newStep,
  type Selection,
  stepsOf,
} from './builder-state';
import { DescribeIt } from './describe-it';
import { Flow, type StepOutcome } from './flow';
import { builderIssues, hasIssues } from './step-issues';
import { StepPanel, selectionNumber } from './step-panel';
import { TestRun } from './test-run';
import { type BuilderPeople, useBuilderPeople } from './use-builder-people';

// Loaded only where they show: the templates when asked for, the run history of a saved automation (the route's
// first load stays within the JS budget).
const TemplateGallery = lazy(() => import('./template-gallery').then((m) => ({ default: m.TemplateGallery })));
const AutomationRuns = lazy(() => import('../components/automation-runs').then((m) => ({ default: m.AutomationRuns })));

interface BuilderPageProps {
  /** The saved automation, or undefined for a new one. */
  automation?: Automation;
  /** The workspace's active integrations (from the route). */
  integrations: BuilderPeople['integrations'];
  /** Just saved from a proposal or a blank builder: offer the test run. */
  justSaved?: boolean;
}

/** The builder at /automations/new and /automations/{id}: the flow, the side panel, saving and the test run. */
export function BuilderPage({ automation, integrations, justSaved }: BuilderPageProps) {
  const people = useBuilderPeople(integrations);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<BuilderDraft>(() => (automation ? draftOf(automation) : emptyDraft()));
  const [selection, setSelection] = useState<Selection>({ kind: 'trigger' });
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, StepOutcome>>(new Map());
  const [notes, setNotes] = useState<string[]>([]);
  const [attempted, setAttempted] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [showTemplates, setShowTemplates] = useState(false);
  const create = useCreateFromBuilder();
  const update = useUpdateFromBuilder(automation?.id ?? '');
  const switchOn = useSwitchAutomation(automation?.id ?? '');
  const canManage = useCanCall(automation ? 'updateAutomation' : 'createAutomation');

  const steps = stepsOf(draft);
  const issues = useMemo(
    () => builderIssues(draft.triggerType, draft.triggerConfig, steps),
    [draft.triggerType, draft.triggerConfig, steps],
  );
  const numbers = useMemo(() => itemNumbers(steps), [steps]);

  const change = (next: BuilderDraft) => {
    setDraft(next);
    setDirty(true);
    // A test run describes the automation it ran on; an edit makes it stale.
    setOutcomes(new Map());
  };
  const changeItems = (items: BuilderDraft['items']) => change({ ...draft, items });
  const replaceAt = (key: string, step: AutomationStep) =>
    changeItems(draft.items.map((i) => (i.key === key ? { key, step } : i)));
  const itemStep = (key: string) => draft.items.find((i) => i.key === key)?.step;

  const onStepChange = (step: AutomationStep) => {
    if (selection.kind === 'step') replaceAt(selection.key, step);
    if (selection.kind === 'side') {
      const branch = itemStep(selection.key);
      if (branch && (step.type === 'action' || step.type === 'delay')) {
        replaceAt(
          selection.key,
          changeSide(branch, selection.side, (list) => list.map((s, i) => (i === selection.index ? step : s))),
        );
      }
    }
  };
  const onTriggerChange = (triggerType: TriggerType, triggerConfig: TriggerConfig | null) =>
    change({ ...draft, triggerType, triggerConfig });

  const fillFrom = (proposal: {
    name: string;
    triggerType: TriggerType;
    triggerConfig: TriggerConfig | null;
    steps: AutomationStep[];
  }) => {
    setDraft({
      ...draft,
      name: proposal.name,
      triggerType: proposal.triggerType,
      triggerConfig: proposal.triggerConfig,
      items: keyed(proposal.steps),
      proposal: true,
    });
    setSelection({ kind: 'trigger' });
    setOutcomes(new Map());
    setDirty(true);
  };
  const onProposal = (result: DraftAutomationResult) => {
    fillFrom(result.proposal);
    setNotes(result.notes);
  };
  const templateContext: TemplateContext = {
    integrations: people.integrations,
    me: people.me,
    owners: people.members.filter((m) => m.role === 'owner').map((m) => ({ userId: m.userId, email: null })),
    managers: people.members.filter((m) => m.role === 'manager'),
  };
  const onTemplate = (template: AutomationTemplate) => {
    fillFrom({ ...template, steps: template.steps(templateContext) });
    setNotes([]);
  };

  const body = (): BuilderSave => ({
    name: draft.name,
    description: draft.description.trim() ? draft.description : null,
    isActive: draft.isActive,
    triggerType: draft.triggerType,
    triggerConfig: draft.triggerConfig,
    steps,
  });
  const nameMissing = !draft.name.trim();
  const save = () => {
    setAttempted(true);
    if (nameMissing || hasIssues(issues)) return;
    if (automation) {
      update.mutate(body(), {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          setDirty(false);
        },
      });
    } else {
      create.mutate(body(), {
        onSuccess: (saved) =>
          void navigate({ to: '/automations/$id', params: { id: saved.id }, search: { saved: true } }),
      });
    }
  };
  const saving = create.isPending || update.isPending;
  const failure = serverMessage(create.error ?? update.error);
  const selectedNumber = selectionNumber(draft, selection);
  const selectedIssues =
    selection.kind === 'trigger'
      ? issues.trigger
      : selectedNumber !== undefined
        ? (issues.byStep.get(selectedNumber) ?? [])
        : [];

  return (
    <Stack gap="5">
      <PageHeader
        title={automation ? `Automation: ${automation.name}` : 'New automation'}
        description="Build it as a flow: a trigger, then steps. Nothing runs until it is saved and switched on."
        actions={
          <ScreenLink to="/automations">
            <ArrowLeft size={14} aria-hidden />
            All automations
          </ScreenLink>
        }
      />

      {!automation ? (
        <Stack as="section" aria-labelledby="start-heading" gap="3" p="4" borderWidth="1px" rounded="l3">
          <Text as="h2" id="start-heading" fontWeight="semibold">
            Start from words or a template
          </Text>
          <DescribeIt onProposal={onProposal} />
          {showTemplates ? (
            <Suspense fallback={<Text fontSize="sm">Loading templates...</Text>}>
              <TemplateGallery context={templateContext} onUse={onTemplate} />
            </Suspense>
          ) : (
            <Button variant="outline" size="sm" alignSelf="start" onClick={() => setShowTemplates(true)}>
              Browse templates
            </Button>
          )}
        </Stack>
      ) : null}

      {draft.proposal ? (
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Proposal — nothing is saved until you approve it</Alert.Title>
            <Alert.Description>
              Check each card, change what you like, then approve. You can test-run it once it is saved.
              {notes.map((note) => (
                <Text key={note} mt="1">
                  {note}
                </Text>
              ))}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {justSaved && automation && !dirty ? (
        <Alert.Root status="success" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Saved. Try a test run before you switch it on.</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
        <TextField
          label="Name"
          name="name"
          required
          maxLength={120}
          value={draft.name}
          onChange={(name) => change({ ...draft, name })}
          error={attempted && nameMissing ? 'Automation name is required' : undefined}
        />
        {automation && canManage ? (
          <ActiveSwitch
            automation={automation}
            disabled={switchOn.isPending}
            onChange={(active) => switchOn.mutate(active)}
          />
        ) : null}
      </Stack>
      <TextareaField
        label="Description"
        name="description"
        rows={2}
        maxLength={1000}
        value={draft.description}
        onChange={(description) => change({ ...draft, description })}
      />

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(320px, 400px)' }} gap="5" alignItems="start">
        <Stack gap="3">
          <Flow
            draft={draft}
            selection={selection}
            issues={issues}
            outcomes={outcomes}
            numbers={numbers}
            onSelect={setSelection}
            onInsert={(at, type) => {
              const key = newKey();
              changeItems(insertAt(draft.items, at, { key, step: newStep(type, draft.triggerType) }));
              setSelection({ kind: 'step', key });
            }}
            onMove={(from, to) => changeItems(moveTo(draft.items, from, to))}
            onRemove={(key) => {
              changeItems(draft.items.filter((i) => i.key !== key));
              setSelection({ kind: 'trigger' });
            }}
            onSideInsert={(key, side, at, type) => {
              const branch = itemStep(key);
              if (!branch) return;
              const inner = newStep(type, draft.triggerType) as never;
              replaceAt(
                key,
                changeSide(branch, side, (list) => insertAt(list, at, inner)),
              );
              setSelection({ kind: 'side', key, side, index: at });
            }}
            onSideMove={(key, side, from, to) => {
              const branch = itemStep(key);
              if (branch)
                replaceAt(
                  key,
                  changeSide(branch, side, (list) => moveTo(list, from, to)),
                );
            }}
            onSideRemove={(key, side, index) => {
              const branch = itemStep(key);
              if (branch)
                replaceAt(
                  key,
                  changeSide(branch, side, (list) => list.filter((_, i) => i !== index)),
                );
              setSelection({ kind: 'step', key });
            }}
          />
          {issues.overall.map((issue) => (
            <Text key={issue} color="fg.error" fontSize="sm">
              {issue}
            </Text>
          ))}
          {canManage ? (
            <Stack gap="2">
              <HStack gap="2" wrap="wrap">
                <Button onClick={save} loading={saving} loadingText="Saving...">
                  <Save size={16} aria-hidden />
                  {draft.proposal ? 'Approve and save' : automation ? 'Save changes' : 'Save automation'}
                </Button>
                {draft.proposal ? (
                  <Button
                    variant="outline"
                    onClick={() => {
                      setDraft(automation ? draftOf(automation) : emptyDraft());
                      setNotes([]);
                      setDirty(false);
                    }}
                  >
                    Discard proposal
                  </Button>
                ) : null}
              </HStack>
              {attempted && hasIssues(issues) ? (
                <Text color="fg.error" fontSize="sm" role="alert">
                  Fix the problems shown on the cards before saving.
                </Text>
              ) : null}
              <FormRefusal fontSize="sm" message={failure} />
            </Stack>
          ) : null}
          {automation ? (
            <TestRun automation={automation} unsaved={dirty} onResult={(result) => setOutcomes(outcomesOf(result))} />
          ) : null}
        </Stack>
        <StepPanel
          draft={draft}
          selection={selection}
          stepNumber={selectedNumber}
          issues={selectedIssues}
          people={people}
          hookUrl={automation?.hookUrl}
          onTriggerChange={onTriggerChange}
          onStepChange={onStepChange}
        />
      </Grid>

      {automation ? (
        <Stack as="section" aria-labelledby="runs-heading" gap="2">
          <Text as="h2" id="runs-heading" fontWeight="semibold">
            Run history
          </Text>
          <Suspense fallback={<Text fontSize="sm">Loading runs...</Text>}>
            <AutomationRuns automationId={automation.id} />
          </Suspense>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Each top-level item's step number, and its branch sides' numbers. */
function itemNumbers(steps: AutomationStep[]) {
  const numbered = numberedSteps(steps);
  return numbered
    .filter((n) => !n.within)
    .map((top) => ({
      index: top.index,
      // biome-ignore lint/suspicious/noThenProperty: issue 33's wire shape names a branch's sides `then` and `else`
      then: numbered.filter((n) => n.within?.branchIndex === top.index && n.within.side === 'then').map((n) => n.index),
      else: numbered.filter((n) => n.within?.branchIndex === top.index && n.within.side === 'else').map((n) => n.index),
    }));
}

function outcomesOf(result: { steps: StepOutcome[] }): ReadonlyMap<number, StepOutcome> {
  return new Map(result.steps.map((s) => [s.index, s]));
}
