import type { TriggerType } from '../schemas/automation';
import type { IntegrationDataType } from './integration-data-types';
import { type IntegrationProviderId, integrationProvider } from './integrations';

/**
 * Where each automation trigger's events come from, so the automation screens can say so: a completed task comes
 * from BizPilot's own tasks; a new lead, a meeting or a paid invoice comes from a connected integration that syncs
 * leads, events or invoices. With none connected, the trigger can never fire, and the screens warn about it.
 */
const feedingDataType: Readonly<Partial<Record<TriggerType, IntegrationDataType>>> = {
  new_lead: 'lead',
  meeting_scheduled: 'event',
  invoice_paid: 'invoice',
};

/**
 * The triggers the app itself fires, and what fires them. Brand-free: a white-labelled workspace shows them too.
 */
const ownSource: Readonly<Partial<Record<TriggerType, string>>> = {
  task_completed: 'Fed by your own tasks',
  task_created: 'Fed by your own tasks',
  schedule: 'Runs on its schedule, in the workspace’s time zone',
  webhook_received: 'Runs when JSON is posted to its secret URL',
  cash_low: 'Fed by the cash forecast',
  employee_note_follow_up_due: 'Fed by employee notes with a follow-up date',
};

const missingMessage: Readonly<Record<'new_lead' | 'meeting_scheduled' | 'invoice_paid' | 'integration_item', string>> =
  {
    new_lead: 'No CRM connected yet: this automation runs when a connected CRM reports a new lead',
    meeting_scheduled:
      'No calendar connected yet: this automation runs when a connected calendar reports a new meeting',
    invoice_paid:
      'No accounting or payments app connected yet: this automation runs when a connected app reports a paid invoice',
    integration_item:
      'No app that syncs this kind of item is connected yet: this automation runs when one reports a new item',
  };

export type TriggerSource = { fed: true; message: string } | { fed: false; message: string };

export function triggerSource(
  trigger: TriggerType,
  connected: readonly IntegrationProviderId[],
  /** An `integration_item` trigger's data type. */
  itemDataType?: IntegrationDataType,
): TriggerSource {
  const own = ownSource[trigger];
  if (own) return { fed: true, message: own };
  const dataType = trigger === 'integration_item' ? itemDataType : feedingDataType[trigger];
  if (!dataType) return { fed: false, message: missingMessage.integration_item };
  const feeders = connected.filter((id) => (integrationProvider(id).dataTypes as readonly string[]).includes(dataType));
  if (!feeders.length) return { fed: false, message: missingMessage[trigger as keyof typeof missingMessage] };
  return { fed: true, message: `Fed by ${feeders.map((id) => integrationProvider(id).name).join(', ')}` };
}

/** `update_crm` needs a connected CRM; the screens say which one it writes to, or that there is none. */
export function crmTarget(connected: readonly IntegrationProviderId[]): TriggerSource {
  const crm = connected.find((id) => integrationProvider(id).category === 'crm');
  return crm
    ? { fed: true, message: `Records the event in ${integrationProvider(crm).name}` }
    : { fed: false, message: 'No CRM connected yet: this action fails without one' };
}
