import { integrationDataTypeIds } from '@shared/catalog/integration-data-types';
import { integrationProviderIds } from '@shared/catalog/integrations';
import { syncedItemSchema } from '@shared/schemas/synced-item';
import * as z from 'zod';
import { defineEntity, inWorkspace } from '../platform/dynamodb/entity';

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
export const storedItemSchema = syncedItemSchema.extend({
  id: z.string(),
  integrationId: z.string(),
  provider: z.enum(integrationProviderIds),
  firstSeenAt: z.string(),
  sortDate: z.string(),
});
export type StoredItem = z.infer<typeof storedItemSchema>;

export const integrationItemEntity = defineEntity({
  type: 'IntegrationItem',
  schema: storedItemSchema,
  partitionKey: inWorkspace,
  sortKey: 'INTITEM#{integrationId}#{id}',
});

export const itemListingSchema = z.object({
  id: z.string(),
  integrationId: z.string(),
  provider: z.enum(integrationProviderIds),
  dataType: z.enum(integrationDataTypeIds),
  name: z.string(),
  date: z.string().nullable(),
  valueCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  status: z.string().nullable(),
  sortDate: z.string(),
});
export type ItemListing = z.infer<typeof itemListingSchema>;

export const integrationItemListingEntity = defineEntity({
  type: 'IntegrationItemListing',
  schema: itemListingSchema,
  partitionKey: inWorkspace,
  sortKey: 'INTDATA#{sortDate}#{id}',
});
