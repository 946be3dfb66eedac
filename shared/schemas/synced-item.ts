import * as z from '@shared/zod';
import { integrationDataTypeIds } from '../catalog/integration-data-types';

/**
 * One business object as a connector hands it to the sync: the provider's own id (items are upserted by it, so a
 * second sync of the same data changes nothing), the kind of object, what the dashboard shows, and the few details
 * the business events need (a lead's email, a meeting's attendee, an invoice's number and customer).
 */
export const syncedItemSchema = z.object({
  /** The provider's id of the object, stable across syncs (e.g. a HubSpot contact id, `ch_…` for a Stripe charge). */
  externalId: z.string().check(z.minLength(1), z.maxLength(512)),
  dataType: z.enum(integrationDataTypeIds),
  name: z.string().check(z.maxLength(500)),
  /** ISO 8601: when it happened for the business (created, issued, starts, due, sent); null if the provider has none. */
  date: z.nullable(z.iso.datetime()),
  /** Integer hundredths of the currency's major unit (see `kit/money.ts`); null for objects without an amount. */
  valueCents: z.nullable(z.number().check(z.int())),
  currency: z.nullable(z.string().check(z.regex(/^[A-Z]{3}$/))),
  /** Normalised for the data types the catalogue gives statuses to (an invoice is `paid`, a deal `won`). */
  status: z.nullable(z.string().check(z.maxLength(100))),
  /** The person it concerns: the lead, the customer of an invoice or order, a meeting's attendee. */
  contact: z.nullable(
    z.object({
      name: z.nullable(z.string().check(z.maxLength(300))),
      email: z.nullable(z.string().check(z.maxLength(300))),
      phone: z.nullable(z.string().check(z.maxLength(100))),
    }),
  ),
  /** The business's own number for it (invoice "INV-0042", order "#1001"). */
  reference: z.nullable(z.string().check(z.maxLength(200))),
  /** Where a lead came from, as the CRM records it. */
  source: z.nullable(z.string().check(z.maxLength(200))),
  /** The provider's last-modified time, when it reports one. */
  updatedAt: z.nullable(z.iso.datetime()),
  /** YYYY-MM-DD: the day an invoice is due, as its provider says; null for other kinds and invoices without one. */
  dueDate: z.nullable(z.iso.date()),
});
export type SyncedItem = z.infer<typeof syncedItemSchema>;
