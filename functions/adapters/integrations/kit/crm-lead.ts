import type { SyncedItem } from '@shared/schemas/synced-item';
import { contactOf, syncedItem } from '../../../domain/integrations/synced-item';
import { isoDateTime } from './dates';

/** A CRM's Lead record (Salesforce's, Zoho's) in the words the item uses, each field as the provider sent it. */
export interface CrmLead {
  id: string;
  contact: Parameters<typeof contactOf>[0];
  company: string | null | undefined;
  status: string | null | undefined;
  source: string | null | undefined;
  createdAt: string;
  modifiedAt: string;
}

/** A lead item named after the person, else their company, else the record's id. */
export function crmLeadItem(lead: CrmLead): SyncedItem {
  const contact = contactOf(lead.contact);
  return syncedItem({
    externalId: lead.id,
    dataType: 'lead',
    name: contact?.name ?? lead.company ?? `Lead ${lead.id}`,
    date: isoDateTime(lead.createdAt),
    status: lead.status ?? null,
    contact,
    source: lead.source ?? null,
    updatedAt: isoDateTime(lead.modifiedAt),
  });
}
