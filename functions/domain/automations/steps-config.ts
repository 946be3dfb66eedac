import { triggerTypeInfo } from '@shared/catalog/automation-types';
import { type AutomationVariable, isKnownVariable, variablesForStep } from '@shared/catalog/automation-variables';
import type {
  ActionStep,
  AutomationActionConfig,
  AutomationStep,
  BranchSideStep,
  Condition,
  TriggerType,
} from '@shared/schemas/automation';
import { prepareActionConfig, unknownVariableProblem, unknownVariablesIn } from './action-config';

/** Steps as saved, or the first problem with the path of the setting it is about (`steps.2.config.text`). */
export type PreparedSteps = { steps: AutomationStep[] } | { problem: string; path: string };

const isLegacy = (
  step: ActionStep,
): step is Extract<ActionStep, { action: 'send_email' | 'send_sms' | 'create_task' | 'update_crm' }> =>
  step.action === 'send_email' ||
  step.action === 'send_sms' ||
  step.action === 'create_task' ||
  step.action === 'update_crm';

/** The free texts of the newer actions, where `{{variables}}` may stand. */
function textsOf(step: ActionStep): (string | undefined)[] {
  switch (step.action) {
    case 'post_slack':
    case 'post_teams':
      return [step.config.text, step.config.channel];
    case 'send_webhook':
      return [];
    case 'update_task':
      return [step.config.taskId, step.config.assigneeEmployeeId];
    case 'notify':
      return [step.config.title, step.config.text];
    case 'add_employee_note':
      return [step.config.employeeId, step.config.subject, step.config.content];
    default:
      return [];
  }
}

/**
 * Checks every step against what it can read (`variablesForStep`: the trigger's variables and the outputs of the
 * steps it always comes after) and prepares each action's settings as the single action of today is prepared (the
 * email recipient defaulting to the owner's address, recipients of the right kind). Steps are numbered as
 * `numberedSteps` numbers them.
 */
export function prepareSteps(
  triggerType: TriggerType,
  steps: readonly AutomationStep[],
  ownerEmail: string | null,
): PreparedSteps {
  let index = 0;
  const out: AutomationStep[] = [];
  for (const [i, step] of steps.entries()) {
    index += 1;
    const path = `steps.${i}`;
    if (step.type === 'branch') {
      const branchIndex = index;
      const problem = conditionProblem(step.if, variablesForStep(triggerType, steps, branchIndex), branchIndex);
      if (problem) return { problem, path: `${path}.if` };
      // biome-ignore lint/suspicious/noThenProperty: issue 33's wire shape names a branch's sides `then` and `else`
      const sides: Record<'then' | 'else', BranchSideStep[]> = { then: [], else: [] };
      for (const side of ['then', 'else'] as const) {
        for (const [j, inner] of step[side].entries()) {
          index += 1;
          const prepared = prepareOne(inner, index, `${path}.${side}.${j}`);
          if ('problem' in prepared) return prepared;
          sides[side].push(prepared.step as BranchSideStep);
        }
      }
      out.push({ ...step, ...sides });
      continue;
    }
    const prepared = prepareOne(step, index, path);
    if ('problem' in prepared) return prepared;
    out.push(prepared.step);
  }
  return { steps: out };

  function prepareOne(
    step: AutomationStep,
    number: number,
    path: string,
  ): { step: AutomationStep } | { problem: string; path: string } {
    const variables = variablesForStep(triggerType, steps, number);
    if (step.type === 'condition') {
      const problem = conditionProblem(step, variables, number);
      return problem ? { problem, path } : { step };
    }
    if (step.type !== 'action') return { step };
    // One step is today's single action: its messages read as they always have.
    const where = steps.length === 1 ? `for the ${triggerTypeInfo(triggerType).label} trigger` : `in step ${number}`;
    if (isLegacy(step)) {
      const prepared = prepareActionConfig(
        step.action,
        triggerType,
        step.config as AutomationActionConfig,
        ownerEmail,
        variables,
        where,
        `${path}.config`,
      );
      if (prepared.problem) return { problem: prepared.problem, path: prepared.path ?? `${path}.config` };
      return { step: { ...step, config: { ...pickExtras(step), ...prepared.config } } as ActionStep };
    }
    const unknown = unknownVariablesIn(textsOf(step), variables);
    if (unknown.length) return { problem: unknownVariableProblem(unknown, where, variables), path: `${path}.config` };
    return { step };
  }
}

/** A task step's settings beyond today's (due in, assignee), which `prepareActionConfig` does not know. */
function pickExtras(step: ActionStep): Record<string, unknown> {
  if (step.action !== 'create_task') return {};
  const { taskDueInDays, taskAssigneeEmployeeId } = step.config;
  return {
    ...(taskDueInDays !== undefined ? { taskDueInDays } : {}),
    ...(taskAssigneeEmployeeId ? { taskAssigneeEmployeeId } : {}),
  };
}

function conditionProblem(condition: Condition, variables: readonly AutomationVariable[], number: number) {
  const unknown = condition.terms.map((t) => t.field).filter((field) => !isKnownVariable(field, variables));
  if (!unknown.length) return undefined;
  const offered = variables.map((v) => `${v.name}${v.open ? '.<field>' : ''}`).join(', ');
  return `Unknown field ${unknown.join(', ')} in the condition of step ${number}; use one of ${offered}`;
}
