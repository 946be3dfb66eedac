import * as z from 'zod';
import { integrationDataTypeIds } from '../catalog/integration-data-types';

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
