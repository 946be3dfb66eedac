import { createHash } from 'node:crypto';
import type { BusinessEventDetail } from '@shared/schemas/business-event';
import type { StoredItem } from '../../data/integrations/integration-items';
import { OVERDUE_STATUS } from '../../domain/integrations/invoice-overdue';
import type { ItemBusinessEvent } from '../../domain/integrations/item-change';

/**
 * The event as published. Its id is derived from the item and the event type (and a change of status from the change),
 * so a page written again after a failure publishes an event the automation runner already knows, and no automation acts twice.
 * An invoice's 'overdue' is keyed by its due day: the sync and the every-minute job raise the same event for it, and
 * a due day that moves makes it news again.
 */
export function itemEventDetail(
  workspaceId: string,
  item: StoredItem,
  event: ItemBusinessEvent,
  now: Date,
): BusinessEventDetail {
  const key = [item.integrationId, item.id, event.type];
  if (event.type === 'integration_item' && event.data.status === OVERDUE_STATUS) {
    key.push(OVERDUE_STATUS, event.data.dueDate ?? '');
  } else if (event.type === 'integration_item' && event.data.change === 'status_changed') {
    // Each change of status is news of its own (a payment that fails, recovers and fails again fired twice).
    key.push(event.data.previousStatus ?? '', event.data.status ?? '', item.updatedAt ?? '');
  }
  const eventId = `int-${createHash('sha256').update(key.join('\n')).digest('base64url').slice(0, 40)}`;
  return {
    ...event,
    eventId,
    workspaceId,
    occurredAt: now.toISOString(),
    actorUserId: null,
  } as BusinessEventDetail;
}
