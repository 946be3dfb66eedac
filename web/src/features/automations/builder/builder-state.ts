import { triggerVariables } from '@shared/catalog/automation-variables';
import type {
  ActionType,
  Automation,
  AutomationStep,
  BranchSideStep,
  TriggerConfig,
  TriggerType,
} from '@shared/schemas/automation';

/** A top-level step with a key that stays with it while it moves (drag and drop, move up/down). */
export interface KeyedStep {
  key: string;
  step: AutomationStep;
}

/** What the builder edits; nothing of it is saved until the person saves (or approves a proposal). */
export interface BuilderDraft {
  name: string;
  description: string;
  isActive: boolean;
  triggerType: TriggerType;
  triggerConfig: TriggerConfig | null;
  items: KeyedStep[];
  /** Proposed by 'Describe it' or a template, and not yet approved. */
  proposal: boolean;
}

/** Which card the side panel edits: the trigger, a step, or a step inside a branch. */
export type Selection =
  | { kind: 'trigger' }
  | { kind: 'step'; key: string }
  | { kind: 'side'; key: string; side: 'then' | 'else'; index: number };

let nextKey = 0;
export const newKey = () => `s${++nextKey}`;

export const keyed = (steps: readonly AutomationStep[]): KeyedStep[] => steps.map((step) => ({ key: newKey(), step }));
export const stepsOf = (draft: BuilderDraft): AutomationStep[] => draft.items.map((i) => i.step);

export function emptyDraft(): BuilderDraft {
  return {
    name: '',
    description: '',
    isActive: false,
    triggerType: 'task_completed',
    triggerConfig: null,
    items: keyed([newStep('action', 'task_completed')]),
    proposal: false,
  };
}

export function draftOf(automation: Automation): BuilderDraft {
  return {
    name: automation.name,
    description: automation.description ?? '',
    isActive: automation.isActive,
    triggerType: automation.triggerType,
    triggerConfig: automation.triggerConfig,
    items: keyed(automation.steps),
    proposal: false,
  };
}

export type NewStepType = AutomationStep['type'];

/** The first field a condition on this trigger can test, so a new condition is valid from the start. */
function firstField(triggerType: TriggerType): string {
  return triggerVariables(triggerType).find((v) => v.name.startsWith('trigger.'))?.name ?? 'trigger.occurredAt';
}

/** A new step of a kind, valid as it stands where it can be (an email to the creator, a one-hour delay). */
export function newStep(type: NewStepType, triggerType: TriggerType): AutomationStep {
  switch (type) {
    case 'action':
      return { type: 'action', action: 'send_email', config: {} };
    case 'condition':
      return { type: 'condition', match: 'all', terms: [{ field: firstField(triggerType), op: 'not_empty' }] };
    case 'delay':
      return { type: 'delay', minutes: 60 };
    case 'branch':
      return {
        type: 'branch',
        if: { match: 'all', terms: [{ field: firstField(triggerType), op: 'not_empty' }] },
        // biome-ignore lint/suspicious/noThenProperty: issue 33's wire shape names a branch's sides `then` and `else`
        then: [],
        else: [],
      };
  }
}

/** The settings a freshly chosen action starts with (Slack and Teams take the connected integration). */
export function newAction(action: ActionType, integrationIdFor: (action: ActionType) => string): AutomationStep {
  switch (action) {
    case 'post_slack':
    case 'post_teams':
      return {
        type: 'action',
        action,
        config: { integrationId: integrationIdFor(action), channel: '#general', text: '' },
      };
    case 'send_webhook':
      return { type: 'action', action, config: { url: '' } };
    case 'update_task':
      return { type: 'action', action, config: { taskId: '' } };
    case 'notify':
      return { type: 'action', action, config: { memberUserIds: [] } };
    case 'add_employee_note':
      return { type: 'action', action, config: { employeeId: '', subject: '', content: '' } };
    default:
      return { type: 'action', action, config: {} } as AutomationStep;
  }
}

export function insertAt<T>(list: readonly T[], at: number, item: T): T[] {
  return [...list.slice(0, at), item, ...list.slice(at)];
}

export function moveTo<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export function replaceStep(draft: BuilderDraft, key: string, step: AutomationStep): BuilderDraft {
  return { ...draft, items: draft.items.map((i) => (i.key === key ? { key, step } : i)) };
}

/** A branch with one side changed by `change`. */
export function changeSide(
  branch: AutomationStep,
  side: 'then' | 'else',
  change: (steps: BranchSideStep[]) => BranchSideStep[],
): AutomationStep {
  if (branch.type !== 'branch') return branch;
  return { ...branch, [side]: change(branch[side]) };
}

/** The step a selection points at, if it still exists. */
export function selectedStep(draft: BuilderDraft, selection: Selection): AutomationStep | undefined {
  if (selection.kind === 'trigger') return undefined;
  const item = draft.items.find((i) => i.key === selection.key);
  if (!item || selection.kind === 'step') return item?.step;
  return item.step.type === 'branch' ? item.step[selection.side][selection.index] : undefined;
}
