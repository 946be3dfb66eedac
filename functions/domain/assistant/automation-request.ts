import { actionTypeInfo } from '@shared/catalog/automation-types';
import type { ActionType, AutomationActionConfig, TriggerType } from '@shared/schemas/automation';
import type { Intent } from './intents';

/**
 * The automation a request describes ('Create an automation that emails me when a new lead comes in'), as the
 * arguments of the automation proposal: a name that says what it does, the trigger, the action and its recipient.
 * The texts are left to the catalogue's defaults for the trigger (the create dialog's placeholders), so the message
 * says what happened with the event's own values.
 */
const WHEN: Readonly<Record<TriggerType, string>> = {
  new_lead: 'a new lead comes in',
  invoice_paid: 'an invoice is paid',
  meeting_scheduled: 'a meeting is scheduled',
  task_completed: 'a task is completed',
  task_created: 'a task is created',
  schedule: 'its schedule comes round',
  webhook_received: 'a webhook is received',
  integration_item: 'a connected app reports a new item',
  cash_low: 'cash runs low',
  employee_note_follow_up_due: 'a note’s follow-up is due',
};

function doing(action: ActionType, recipient: string): string {
  switch (action) {
    case 'send_email':
      return `Email ${recipient}`;
    case 'send_sms':
      return `Text ${recipient}`;
    case 'create_task':
      return 'Create a follow-up task';
    case 'update_crm':
      return 'Update the CRM';
    default:
      return actionTypeInfo(action).label;
  }
}

export function automationProposal(
  intent: Extract<Intent, { kind: 'create_automation' }>,
  to: string | null,
): { name: string; triggerType: TriggerType; actionType: ActionType; actionConfig: AutomationActionConfig } {
  const r = intent.recipient;
  const who = r?.kind === 'me' ? 'me' : r?.kind === 'employee' ? r.name : r?.kind === 'address' ? r.value : 'the owner';
  const actionConfig: AutomationActionConfig = {};
  if (to && intent.action === 'send_email') actionConfig.emailTo = to;
  if (intent.action === 'send_sms') actionConfig.smsTo = to ?? '';
  return {
    name: `${doing(intent.action, who)} when ${WHEN[intent.trigger]}`,
    triggerType: intent.trigger,
    actionType: intent.action,
    actionConfig,
  };
}
