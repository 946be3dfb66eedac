import {
  type ActionType,
  type AutomationActionConfig,
  actionConfigIssues,
  type TriggerType,
} from '@shared/schemas/automation';
import { userEntity } from '../../data/auth/users';
import { prepareActionConfig } from '../../domain/automations/action-config';
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
