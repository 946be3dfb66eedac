import {
  type ActionType,
  type AutomationActionConfig,
  type AutomationStep,
  actionConfigIssues,
  type TriggerType,
} from '@shared/schemas/automation';
import { userEntity } from '../../data/auth/users';
import { prepareActionConfig } from '../../domain/automations/action-config';
import { prepareSteps } from '../../domain/automations/steps-config';
import { ValidationFailed } from '../../platform/errors';

/**
 * An automation's action settings as they are saved, on create and on edit alike: the action's own fields, the email
 * recipient defaulting to the user's address, the recipients' formats, and only variables the trigger offers. A
 * problem is a 400 in the spec's 'Validation error: …' form, with the setting's path.
 */
export async function savedActionConfig(
  userId: string,
  actionType: ActionType,
  triggerType: TriggerType,
  input: AutomationActionConfig,
): Promise<AutomationActionConfig> {
  const [issue] = actionConfigIssues(actionType, input);
  if (issue) {
    throw new ValidationFailed(`Validation error: ${issue.message}`, [
      { path: issue.path.join('.'), message: issue.message },
    ]);
  }
  const user = await userEntity.get({ id: userId });
  const prepared = prepareActionConfig(actionType, triggerType, input, user?.email ?? null);
  if (prepared.problem) {
    throw new ValidationFailed(`Validation error: ${prepared.problem}`, [
      { path: prepared.path ?? 'actionConfig', message: prepared.problem },
    ]);
  }
  return prepared.config;
}

/**
 * An automation's steps as they are saved: each action's settings as `savedActionConfig` keeps them, and every
 * `{{variable}}` and condition field one the step can read (a 400 naming it otherwise).
 */
export async function savedSteps(
  userId: string,
  triggerType: TriggerType,
  steps: readonly AutomationStep[],
): Promise<AutomationStep[]> {
  const user = await userEntity.get({ id: userId });
  const prepared = prepareSteps(triggerType, steps, user?.email ?? null);
  if ('problem' in prepared) {
    throw new ValidationFailed(`Validation error: ${prepared.problem}`, [
      { path: prepared.path, message: prepared.problem },
    ]);
  }
  return prepared.steps;
}
