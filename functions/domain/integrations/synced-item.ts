import { integrationDataTypeIds } from '@shared/catalog/integration-data-types';
import * as z from 'zod';

/**
 * One business object as a connector hands it to the sync: the provider's own id (items are upserted by it, so a
 * second sync of the same data changes nothing), the kind of object, what the dashboard shows, and the few details
 * the business events need (a lead's email, a meeting's attendee, an invoice's number and customer).
 */
export const syncedItemSchema = z.object({
  /** The provider's id of the object, stable across syncs (e.g. a HubSpot contact id, `ch_…` for a Stripe charge). */
  externalId: z.string().min(1).max(512),
  dataType: z.enum(integrationDataTypeIds),
  name: z.string().max(500),
  /** ISO 8601: when it happened for the business (created, issued, starts, due, sent); null if the provider has none. */
  date: z.iso.datetime().nullable(),
  /** Integer hundredths of the currency's major unit (see `kit/money.ts`); null for objects without an amount. */
  valueCents: z.number().int().nullable(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
  /** Normalised for the data types the catalogue gives statuses to (an invoice is `paid`, a deal `won`). */
  status: z.string().max(100).nullable(),
  /** The person it concerns: the lead, the customer of an invoice or order, a meeting's attendee. */
  contact: z
    .object({
      name: z.string().max(300).nullable(),
      email: z.string().max(300).nullable(),
      phone: z.string().max(100).nullable(),
    })
    .nullable(),
  /** The business's own number for it (invoice "INV-0042", order "#1001"). */
  reference: z.string().max(200).nullable(),
  /** Where a lead came from, as the CRM records it. */
  source: z.string().max(200).nullable(),
  /** The provider's last-modified time, when it reports one. */
  updatedAt: z.iso.datetime().nullable(),
});
export type SyncedItem = z.infer<typeof syncedItemSchema>;

/** The fields most items leave empty, so each mapper writes only what its provider knows. */
export function syncedItem(
  fields: Pick<SyncedItem, 'externalId' | 'dataType' | 'name' | 'date'> & Partial<SyncedItem>,
): SyncedItem {
  return {
    valueCents: null,
    currency: null,
    status: null,
    contact: null,
    reference: null,
    source: null,
    updatedAt: null,
    ...fields,
  };
}

/** A contact from parts a provider gives, or null when it gives none of them. */
export function contactOf(parts: {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
}): SyncedItem['contact'] {
  const name =
    parts.name?.trim() ||
    [parts.firstName, parts.lastName]
      .filter((p) => p?.trim())
      .join(' ')
      .trim();
  const contact = { name: name || null, email: parts.email?.trim() || null, phone: parts.phone?.trim() || null };
  return contact.name || contact.email || contact.phone ? contact : null;
}
