import {
  type ActionType,
  type Automation,
  type AutomationActionConfig,
  type AutomationStep,
  firstActionStep,
} from '@shared/schemas/automation';
import type { StoredAutomation } from '../../data/automations/automations';
import { hookUrlOf } from './automation-hook';

/**
 * An automation as the API answers it: what is stored, less what stays on the server (the sealed hook token), plus a
 * `webhook_received` automation's `hookUrl`.
 */
export async function toAutomation(workspaceId: string, stored: StoredAutomation): Promise<Automation> {
  const automation = withoutSecrets(stored);
  const hookUrl = await hookUrlOf(workspaceId, stored);
  return hookUrl ? { ...automation, hookUrl } : automation;
}

/** The automation without its hook's URL, for what must not carry the secret (the assistant's view of the workspace). */
export function withoutSecrets(stored: StoredAutomation): Automation {
  const { sealedHookToken: _sealed, failedRunsInARow: _streak, ...automation } = stored;
  return automation;
}

/**
 * `actionType`/`actionConfig` as the spec's clients read them: the first action step's action, and its settings when
 * it is one of today's four (whose settings are `actionConfig`'s fields).
 */
export function firstAction(steps: readonly AutomationStep[]): {
  actionType: ActionType;
  actionConfig: AutomationActionConfig;
} {
  const first = firstActionStep(steps);
  if (!first) throw new Error('An automation without an action step cannot be saved');
  const legacy = ['send_email', 'send_sms', 'create_task', 'update_crm'].includes(first.action);
  const { taskDueInDays: _due, taskAssigneeEmployeeId: _assignee, ...config } = first.config as Record<string, unknown>;
  return { actionType: first.action, actionConfig: legacy ? (config as AutomationActionConfig) : {} };
}
