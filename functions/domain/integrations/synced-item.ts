import type { SyncedItem } from '@shared/schemas/synced-item';

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
    dueDate: null,
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
