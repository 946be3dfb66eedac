import type { BusinessEventType } from '../schemas/business-event-type';
import type { IntegrationDataType } from './integration-data-types';
import { type IntegrationProviderId, integrationProvider } from './integrations';

/**
 * Where each automation trigger's events come from, so the automation screens can say so: a completed task comes
 * from BizPilot's own tasks; a new lead, a meeting or a paid invoice comes from a connected integration that syncs
 * leads, events or invoices. With none connected, the trigger can never fire, and the screens warn about it.
 */
const feedingDataType: Readonly<Record<BusinessEventType, IntegrationDataType | null>> = {
  new_lead: 'lead',
  meeting_scheduled: 'event',
  invoice_paid: 'invoice',
  task_completed: null,
  cash_low: null,
};

/** What feeds the triggers no integration feeds. */
const ownSource: Readonly<Partial<Record<BusinessEventType, string>>> = {
  task_completed: 'Fed by your tasks in BizPilot',
  cash_low: 'Fed by the cash forecast',
};

const missingMessage: Readonly<Record<Exclude<BusinessEventType, 'task_completed' | 'cash_low'>, string>> = {
  new_lead: 'No CRM connected yet: this automation runs when a connected CRM reports a new lead',
  meeting_scheduled: 'No calendar connected yet: this automation runs when a connected calendar reports a new meeting',
  invoice_paid:
    'No accounting or payments app connected yet: this automation runs when a connected app reports a paid invoice',
};

export type TriggerSource = { fed: true; message: string } | { fed: false; message: string };

export function triggerSource(trigger: BusinessEventType, connected: readonly IntegrationProviderId[]): TriggerSource {
  const dataType = feedingDataType[trigger];
  if (!dataType) return { fed: true, message: ownSource[trigger] ?? 'Fed by BizPilot' };
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
