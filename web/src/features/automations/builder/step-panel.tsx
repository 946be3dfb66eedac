import { Code, Heading, Stack, Text } from '@chakra-ui/react';
import { type AutomationVariable, triggerVariables, variablesForStep } from '@shared/catalog/automation-variables';
import {
  type AutomationStep,
  MAX_DELAY_MINUTES,
  numberedSteps,
  type TriggerConfig,
  type TriggerType,
} from '@shared/schemas/automation';
import { useEffect, useRef } from 'react';
import { NumberField } from '../../../components/form/number-field';
import { SelectField } from '../../../components/form/select-field';
import { ActionEditor } from './action-editor';
import { type BuilderDraft, type Selection, selectedStep, stepsOf } from './builder-state';
import { ConditionEditor } from './condition-editor';
import { stepTitle } from './step-summary';
import { TriggerEditor } from './trigger-editor';
import type { BuilderPeople } from './use-builder-people';

interface StepPanelProps {
  draft: BuilderDraft;
  selection: Selection;
  /** The selected card's number (`numberedSteps`), for its heading and the variables it may use. */
  stepNumber: number | undefined;
  issues: readonly string[];
  people: BuilderPeople;
  hookUrl?: string;
  onTriggerChange: (triggerType: TriggerType, triggerConfig: TriggerConfig | null) => void;
  onStepChange: (step: AutomationStep) => void;
}

/**
 * The side panel: the selected card's settings, the variables it may use and what is wrong with it. Its heading takes
 * the focus when a card is opened, so a keyboard user lands in the fields.
 */
export function StepPanel(props: StepPanelProps) {
  const { draft, selection, stepNumber, issues, people, hookUrl, onTriggerChange, onStepChange } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const step = selectedStep(draft, selection);
  const selectionKey = JSON.stringify(selection);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when another card is opened
  useEffect(() => heading.current?.focus(), [selectionKey]);
  const steps = stepsOf(draft);
  const variables: readonly AutomationVariable[] =
    stepNumber === undefined
      ? triggerVariables(draft.triggerType)
      : variablesForStep(draft.triggerType, steps, stepNumber);
  const title = selection.kind === 'trigger' || !step ? 'Trigger' : `Step ${stepNumber}: ${stepTitle(step)}`;

  return (
    <Stack
      as="section"
      aria-labelledby="step-panel-heading"
      gap="4"
      p="4"
      borderWidth="1px"
      rounded="l3"
      bg="bg.panel"
      position={{ lg: 'sticky' }}
      top={{ lg: '4' }}
    >
      <Heading as="h2" size="md" id="step-panel-heading" ref={heading} tabIndex={-1}>
        Edit: {title}
      </Heading>
      {selection.kind === 'trigger' || !step ? (
        <TriggerEditor
          triggerType={draft.triggerType}
          triggerConfig={draft.triggerConfig}
          hookUrl={hookUrl}
          onChange={onTriggerChange}
        />
      ) : step.type === 'action' ? (
        <ActionEditor step={step} triggerType={draft.triggerType} people={people} onChange={onStepChange} />
      ) : step.type === 'condition' ? (
        <ConditionEditor
          condition={step}
          variables={variables.filter((v) => !v.name.startsWith('event.'))}
          onChange={(condition) => onStepChange({ ...step, ...condition })}
        />
      ) : step.type === 'branch' ? (
        <ConditionEditor
          condition={step.if}
          variables={variables.filter((v) => !v.name.startsWith('event.'))}
          onChange={(condition) => onStepChange({ ...step, if: condition })}
        />
      ) : (
        <DelayEditor minutes={step.minutes} onChange={(minutes) => onStepChange({ type: 'delay', minutes })} />
      )}
      {issues.length ? (
        <Stack as="ul" gap="1" role="alert" aria-label="Problems with this step" listStyleType="none">
          {issues.map((issue) => (
            <Text as="li" key={issue} color="fg.error" fontSize="sm">
              {issue}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Stack gap="1" fontSize="xs" color="fg.muted">
        <Text>Variables you can use here, filled from each run:</Text>
        <Stack
          as="ul"
          gap="0.5"
          listStyleType="none"
          aria-label="Variables you can use"
          maxH="60"
          overflowY="auto"
          tabIndex={0}
        >
          {variables.map((v) => (
            <Text as="li" key={v.name} data-testid="automation-variable">
              <Code size="sm">{`{{${v.name}${v.open ? '.<field>' : ''}}}`}</Code> {v.label}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

const UNITS = [
  { value: '1', label: 'Minutes' },
  { value: '60', label: 'Hours' },
  { value: '1440', label: 'Days' },
];

/** A delay as an amount and a unit; stored in minutes (1 minute to 30 days). */
function DelayEditor({ minutes, onChange }: { minutes: number; onChange: (minutes: number) => void }) {
  const unit = minutes % 1440 === 0 ? 1440 : minutes % 60 === 0 ? 60 : 1;
  return (
    <Stack gap="3">
      <NumberField
        label="Wait for"
        name="delayAmount"
        value={String(minutes / unit)}
        onChange={(amount) => onChange(Math.round(Number(amount) * unit) || 0)}
        helper={`From 1 minute to 30 days (${MAX_DELAY_MINUTES} minutes)`}
      />
      <SelectField
        label="Unit"
        name="delayUnit"
        value={String(unit)}
        options={UNITS}
        onChange={(next) => onChange((minutes / unit) * Number(next))}
      />
    </Stack>
  );
}

/** The number of the card a selection points at, in reading order. */
export function selectionNumber(draft: BuilderDraft, selection: Selection): number | undefined {
  if (selection.kind === 'trigger') return undefined;
  const top = draft.items.findIndex((i) => i.key === selection.key);
  if (top < 0) return undefined;
  const numbered = numberedSteps(stepsOf(draft));
  const tops = numbered.filter((n) => !n.within);
  const branchNumber = tops[top]?.index;
  if (selection.kind === 'step') return branchNumber;
  return numbered.filter((n) => n.within?.branchIndex === branchNumber && n.within?.side === selection.side)[
    selection.index
  ]?.index;
}
