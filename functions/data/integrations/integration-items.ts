import { integrationProviderIds } from '@shared/catalog/integrations';
import { syncedItemSchema } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { defineWorkspaceEntity, storedVersion } from '../../platform/dynamodb/entity';

/** The synced fields the list shows; the record keeps them with the rest of the provider's report. */
const listedFields = {
  dataType: true,
  name: true,
  date: true,
  valueCents: true,
  currency: true,
  status: true,
} as const;

/**
 * Synced data items, two items each in the workspace partition:
 * - the record, `INTITEM#<integrationId>#<itemId>`: the item as the provider last reported it (compared with each
 *   new report to tell created / updated / unchanged), reached by key from the provider's own id, and listed per
 *   integration when one is removed;
 * - its listing, `INTDATA#<sortDate>#<itemId>`: the fields the API shows, in date order for the newest-first list.
 *   `sortDate` is the item's business date, or the moment it was first synced when that is earlier (a meeting next
 *   week is news from the day it was booked), so the list starts with what is recent.
 *
 * `itemId` is derived from (integration, data type, provider id), so a report of the same object always lands on the
 * same keys: syncing twice changes nothing. Two writes per new or changed item is what a GSI would cost too, and it
 * needs no index (the embedded engine cannot add one to an existing table).
 */
export const storedItemV1 = z.extend(
  z.pick(syncedItemSchema, {
    externalId: true,
    ...listedFields,
    contact: true,
    reference: true,
    source: true,
    updatedAt: true,
  }),
  {
    id: z.string(),
    integrationId: z.string(),
    provider: z.enum(integrationProviderIds),
    firstSeenAt: z.string(),
    sortDate: z.string(),
  },
);

/**
 * v2 (issue 33, 'invoice overdue'): an invoice's due day, as its provider says. Items synced before carry none (null):
 * the next sync that reports such an invoice changed stores its due day.
 */
export const storedItemSchema = z.extend(storedItemV1, z.pick(syncedItemSchema, { dueDate: true }).shape);
export type StoredItem = z.infer<typeof storedItemSchema>;

export const integrationItemEntity = defineWorkspaceEntity(
  'IntegrationItem',
  storedItemSchema,
  'INTITEM#{integrationId}#{id}',
  { versions: { 1: storedVersion(storedItemV1, (item) => ({ ...item, dueDate: null })) } },
);

/** What the list shows of an item: a projection of the stored item, so the two never disagree on a field. */
export const itemListingSchema = z.pick(storedItemSchema, {
  id: true,
  integrationId: true,
  provider: true,
  ...listedFields,
  sortDate: true,
});

export const integrationItemListingEntity = defineWorkspaceEntity(
  'IntegrationItemListing',
  itemListingSchema,
  'INTDATA#{sortDate}#{id}',
);
