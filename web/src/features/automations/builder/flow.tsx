import { Badge, Box, Button, Card, Grid, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { triggerTypeInfo } from '@shared/catalog/automation-types';
import type { AutomationStep, TestRunResult } from '@shared/schemas/automation';
import { ArrowDown, ArrowUp, GripVertical, type LucideIcon, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { BuilderDraft, NewStepType, Selection } from './builder-state';
import type { BuilderIssues } from './step-issues';
import { stepDetail, stepTitle } from './step-summary';

export type StepOutcome = TestRunResult['steps'][number];

interface FlowProps {
  draft: BuilderDraft;
  selection: Selection;
  issues: BuilderIssues;
  /** The last test run's outcome of each card, by step number. */
  outcomes: ReadonlyMap<number, StepOutcome>;
  /** Each top-level item's number and, for a branch, its sides' numbers. */
  numbers: readonly { index: number; then: number[]; else: number[] }[];
  onSelect: (selection: Selection) => void;
  onInsert: (at: number, type: NewStepType) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
  onSideInsert: (key: string, side: 'then' | 'else', at: number, type: 'action' | 'delay') => void;
  onSideMove: (key: string, side: 'then' | 'else', from: number, to: number) => void;
  onSideRemove: (key: string, side: 'then' | 'else', index: number) => void;
}

const outcomeLabel = { would_run: 'Would run', skipped: 'Skipped', error: 'Error' } as const;
const outcomePalette = { would_run: 'green', skipped: 'gray', error: 'red' } as const;

/**
 * The automation as a vertical flow: the trigger card, then each step's card with 'Add step' between them. Cards
 * reorder by dragging (pointer, or the handle with Space and the arrow keys) and by their Move up / Move down buttons;
 * a branch shows its two sides side by side.
 */
export function Flow(props: FlowProps) {
  const { draft, selection, issues, onSelect, onInsert, onMove } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = draft.items.map((i) => i.key);
  const numberOfKey = (key: string | number) => props.numbers[keys.indexOf(String(key))]?.index;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To reorder a step, press Space or Enter to pick it up, use the arrow keys to move it, and press Space or Enter again to drop it. Escape cancels.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up step ${numberOfKey(active.id)}.`,
          // On pick-up the card is over its own place: announcing that would replace 'Picked up' before it is read.
          onDragOver: ({ active, over }) =>
            over && over.id !== active.id
              ? `Step ${numberOfKey(active.id)} is over the place of step ${numberOfKey(over.id)}.`
              : undefined,
          onDragEnd: ({ active, over }) =>
            over ? `Step ${numberOfKey(active.id)} moved to the place of step ${numberOfKey(over.id)}.` : 'Dropped.',
          onDragCancel: ({ active }) => `Moving step ${numberOfKey(active.id)} was cancelled.`,
        },
      }}
    >
      <Stack as="ol" gap="0" listStyleType="none" aria-label="Automation flow">
        <Box as="li">
          <FlowCard
            label="Trigger"
            title={`When: ${triggerTypeInfo(draft.triggerType).label}`}
            detail={triggerDetail(draft)}
            selected={selection.kind === 'trigger'}
            proposal={draft.proposal}
            issues={issues.trigger}
            onEdit={() => onSelect({ kind: 'trigger' })}
            editLabel="Edit trigger"
          />
        </Box>
        <Box as="li">
          <AddStep label="Add a step at the start" onAdd={(type) => onInsert(0, type)} />
        </Box>
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          {draft.items.map((item, i) => (
            <SortableStep key={item.key} id={item.key}>
              {(handle) => (
                <>
                  <StepCard {...props} position={i} step={item.step} itemKey={item.key} handle={handle} />
                  <AddStep
                    label={`Add a step after step ${props.numbers[i]?.index}`}
                    onAdd={(type) => onInsert(i + 1, type)}
                  />
                </>
              )}
            </SortableStep>
          ))}
        </SortableContext>
      </Stack>
    </DndContext>
  );
}

function triggerDetail(draft: BuilderDraft): string | undefined {
  const c = draft.triggerConfig;
  if (draft.triggerType === 'schedule' && c?.every) {
    const on =
      c.every === 'week' && c.dayOfWeek !== undefined
        ? ` on ${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][c.dayOfWeek]}`
        : c.every === 'month' && c.dayOfMonth
          ? ` on day ${c.dayOfMonth}`
          : '';
    return `Every ${c.every}${on} at ${c.at ?? '?'}`;
  }
  if (draft.triggerType === 'integration_item' && c?.dataType)
    return `New ${c.dataType}${c.status ? ` (${c.status})` : ''}`;
  return triggerTypeInfo(draft.triggerType).description;
}

interface DragHandle {
  attributes: Record<string, unknown>;
  listeners: Record<string, unknown> | undefined;
}

function SortableStep({ id, children }: { id: string; children: (handle: DragHandle) => ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      zIndex={isDragging ? 1 : undefined}
      opacity={isDragging ? 0.8 : 1}
    >
      {children({ attributes: attributes as unknown as Record<string, unknown>, listeners })}
    </Box>
  );
}

function StepCard(props: FlowProps & { position: number; step: AutomationStep; itemKey: string; handle: DragHandle }) {
  const { position, step, itemKey, handle, draft, selection, issues, outcomes, numbers, onSelect, onMove, onRemove } =
    props;
  const n = numbers[position]?.index ?? position + 1;
  const last = draft.items.length - 1;
  return (
    <FlowCard
      label={`Step ${n}`}
      title={stepTitle(step)}
      detail={stepDetail(step)}
      selected={selection.kind === 'step' && selection.key === itemKey}
      proposal={draft.proposal}
      issues={issues.byStep.get(n) ?? []}
      outcome={outcomes.get(n)}
      onEdit={() => onSelect({ kind: 'step', key: itemKey })}
      editLabel={`Edit step ${n}`}
      tools={
        <>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`Drag step ${n} to reorder`}
            cursor="grab"
            {...handle.attributes}
            {...handle.listeners}
          >
            <GripVertical size={14} aria-hidden />
          </IconButton>
          <StepTools
            n={n}
            isFirst={position === 0}
            isLast={position === last}
            onMove={(by) => onMove(position, position + by)}
            onRemove={() => onRemove(itemKey)}
          />
        </>
      }
    >
      {step.type === 'branch' ? <BranchSides {...props} branchNumber={n} /> : null}
    </FlowCard>
  );
}

/** A step's 'Move up', 'Move down' and 'Delete', named by its number; a step in a branch moves within its side. */
function StepTools(props: {
  n: number;
  isFirst: boolean;
  isLast: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { n, isFirst, isLast, onMove, onRemove } = props;
  return (
    <>
      <ToolButton label={`Move step ${n} up`} icon={ArrowUp} disabled={isFirst} onClick={() => onMove(-1)} />
      <ToolButton label={`Move step ${n} down`} icon={ArrowDown} disabled={isLast} onClick={() => onMove(1)} />
      <ToolButton label={`Delete step ${n}`} icon={Trash2} onClick={onRemove} />
    </>
  );
}

function ToolButton({
  label,
  icon: Icon,
  ...rest
}: {
  label: string;
  icon: LucideIcon;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <IconButton size="xs" variant="ghost" aria-label={label} {...rest}>
      <Icon size={14} aria-hidden />
    </IconButton>
  );
}

function BranchSides(
  props: FlowProps & { position: number; step: AutomationStep; itemKey: string; branchNumber: number },
) {
  const { step, itemKey, position, numbers, draft, selection, issues, outcomes, onSelect } = props;
  if (step.type !== 'branch') return null;
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3" mt="2">
      {(['then', 'else'] as const).map((side) => (
        <Stack
          key={side}
          as="section"
          aria-label={`${side === 'then' ? 'If yes' : 'Otherwise'} (step ${props.branchNumber})`}
          gap="2"
          p="2"
          borderWidth="1px"
          borderStyle="dashed"
          rounded="l2"
        >
          <Text fontSize="sm" fontWeight="semibold">
            {side === 'then' ? 'If yes' : 'Otherwise'}
          </Text>
          <Stack as="ol" listStyleType="none" gap="0">
            {step[side].map((inner, i) => {
              const n = numbers[position]?.[side][i] ?? 0;
              return (
                // Side steps move only by their buttons; their place is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Box as="li" key={i}>
                  <FlowCard
                    label={`Step ${n}`}
                    title={stepTitle(inner)}
                    detail={stepDetail(inner)}
                    selected={
                      selection.kind === 'side' &&
                      selection.key === itemKey &&
                      selection.side === side &&
                      selection.index === i
                    }
                    proposal={draft.proposal}
                    issues={issues.byStep.get(n) ?? []}
                    outcome={outcomes.get(n)}
                    onEdit={() => onSelect({ kind: 'side', key: itemKey, side, index: i })}
                    editLabel={`Edit step ${n}`}
                    tools={
                      <StepTools
                        n={n}
                        isFirst={i === 0}
                        isLast={i === step[side].length - 1}
                        onMove={(by) => props.onSideMove(itemKey, side, i, i + by)}
                        onRemove={() => props.onSideRemove(itemKey, side, i)}
                      />
                    }
                  />
                </Box>
              );
            })}
          </Stack>
          <AddStep
            label={`Add a step to ${side === 'then' ? 'If yes' : 'Otherwise'} of step ${props.branchNumber}`}
            sideOnly
            onAdd={(type) => props.onSideInsert(itemKey, side, step[side].length, type as 'action' | 'delay')}
          />
        </Stack>
      ))}
    </Grid>
  );
}

interface FlowCardProps {
  label: string;
  title: string;
  detail?: string;
  selected: boolean;
  proposal: boolean;
  issues: readonly string[];
  outcome?: StepOutcome;
  onEdit: () => void;
  editLabel: string;
  tools?: ReactNode;
  children?: ReactNode;
}

function FlowCard({
  label,
  title,
  detail,
  selected,
  proposal,
  issues,
  outcome,
  onEdit,
  editLabel,
  tools,
  children,
}: FlowCardProps) {
  return (
    <Card.Root
      size="sm"
      variant="outline"
      borderColor={selected ? 'colorPalette.solid' : issues.length ? 'border.error' : undefined}
      borderWidth={selected ? '2px' : '1px'}
      colorPalette="blue"
      data-testid="flow-card"
      aria-label={`${label}: ${title}`}
      role="group"
    >
      <Card.Body gap="1" py="2">
        <HStack gap="2" wrap="wrap">
          <Text fontSize="xs" color="fg.muted" fontWeight="medium">
            {label}
          </Text>
          {proposal ? (
            <Badge colorPalette="purple" variant="subtle" size="sm">
              Proposal
            </Badge>
          ) : null}
          {outcome ? (
            <Badge colorPalette={outcomePalette[outcome.outcome]} size="sm" data-testid="step-outcome">
              {outcomeLabel[outcome.outcome]}
            </Badge>
          ) : null}
          <HStack gap="0" ms="auto">
            {tools}
            <ToolButton label={editLabel} icon={Pencil} onClick={onEdit} />
          </HStack>
        </HStack>
        <Text fontWeight="semibold">{title}</Text>
        {detail ? (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {detail}
          </Text>
        ) : null}
        {outcome?.preview ? (
          <Text fontSize="sm" wordBreak="break-word" data-testid="step-preview">
            {outcome.preview}
          </Text>
        ) : null}
        {issues.map((issue) => (
          <Text key={issue} fontSize="sm" color="fg.error">
            {issue}
          </Text>
        ))}
        {children}
      </Card.Body>
    </Card.Root>
  );
}

const STEP_TYPES: readonly { type: NewStepType; label: string }[] = [
  { type: 'action', label: 'Action' },
  { type: 'condition', label: 'Condition' },
  { type: 'delay', label: 'Delay' },
  { type: 'branch', label: 'If / otherwise' },
];

/** The '+' between cards: opens a row of step kinds to insert there. */
function AddStep({
  label,
  onAdd,
  sideOnly,
}: {
  label: string;
  onAdd: (type: NewStepType) => void;
  sideOnly?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  // The chooser replaces the '+' under the keyboard's focus: the focus moves to its first choice.
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  const kinds = sideOnly ? STEP_TYPES.filter((k) => k.type === 'action' || k.type === 'delay') : STEP_TYPES;
  return (
    <HStack justify="center" py="1" gap="1" wrap="wrap">
      {open ? (
        <HStack role="group" aria-label={label} gap="1" wrap="wrap">
          {kinds.map((k, i) => (
            <Button
              key={k.type}
              ref={i === 0 ? first : undefined}
              size="xs"
              variant="outline"
              onClick={() => {
                setOpen(false);
                onAdd(k.type);
              }}
            >
              {k.label}
            </Button>
          ))}
          <Button size="xs" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </HStack>
      ) : (
        <IconButton size="xs" variant="subtle" rounded="full" aria-label={label} onClick={() => setOpen(true)}>
          <Plus size={14} aria-hidden />
        </IconButton>
      )}
    </HStack>
  );
}
