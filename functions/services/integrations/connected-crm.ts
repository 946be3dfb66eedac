import { type IntegrationProviderId, integrationProvider } from '@shared/catalog/integrations';
import type { BusinessEventDetail } from '@shared/schemas/business-event';
import type { CrmNote } from '../../adapters/integrations/connector';
import { integrationEntity } from '../../data/integrations/integrations';
import type { CrmConnection } from '../../domain/automations/actions';
import { PermanentFailure } from '../../domain/automations/retry';
import { stepFailureOf } from '../automations/step-failure';

/**
 * The `update_crm` action's CRM: the workspace's active HubSpot, Pipedrive, Salesforce or Zoho connection (the oldest,
 * if there are several). It records the automation's note on the contact the event names: the lead, the meeting's
 * attendee, the invoice's customer.
 */
const CRM_PROVIDERS: readonly IntegrationProviderId[] = ['hubspot', 'pipedrive', 'salesforce', 'zoho'];

export async function connectedCrm(workspaceId: string, now = () => new Date()): Promise<CrmConnection | undefined> {
  const integrations = await integrationEntity.queryAll({ workspaceId });
  const crm = integrations.find((i) => i.isActive && CRM_PROVIDERS.includes(i.provider));
  if (!crm) return undefined;
  const providerName = integrationProvider(crm.provider).name;
  return {
    provider: providerName,
    async recordActivity(text, event) {
      // The connectors load here, not with the runner: every provider's schemas are most of what they cost to import,
      // and only an update_crm action that found a CRM needs one.
      const { openConnection } = await import('./open-action-connection');
      const { connector, ctx } = await openConnection(workspaceId, crm, now());
      if (!connector.crm) throw new PermanentFailure(`${providerName} cannot record notes`);
      try {
        await connector.crm.recordNote(ctx, { contact: contactOf(event), text, occurredAt: event.occurredAt });
      } catch (error) {
        // A refused key or an unknown contact will not change by retrying; a rate limit or an outage may.
        throw stepFailureOf(error);
      }
    },
  };
}

function contactOf(event: BusinessEventDetail): CrmNote['contact'] {
  switch (event.type) {
    case 'new_lead':
      return { name: event.data.lead.name, email: event.data.lead.email ?? null };
    case 'meeting_scheduled':
      return { name: event.data.meeting.attendeeName ?? null, email: event.data.meeting.attendeeEmail ?? null };
    case 'invoice_paid':
      return { name: event.data.invoice.customerName ?? null, email: null };
    case 'integration_item':
      return { name: event.data.contactName ?? null, email: event.data.contactEmail ?? null };
    default:
      return { name: null, email: null };
  }
}
