import type { TriggerConfig, TriggerType } from '@shared/schemas/automation';
import type { BusinessEventDetail } from '@shared/schemas/business-event';

export interface MatchableAutomation {
  id: string;
  isActive: boolean;
  triggerType: TriggerType;
  triggerConfig?: TriggerConfig | null;
}

/**
 * The automations an event should run: active ones whose trigger is the event's type and, for issue 33's triggers,
 * whose settings the event fits. A due schedule and a posted hook name the one automation they fire (another
 * automation's hook must not fire this one); a new synced item fires the automations watching its kind of item (and its
 * status, when one is chosen: a payment that `failed`, an invoice still `open`); an item whose status changed fires
 * those watching its kind for the status it has now.
 */
export function matchAutomations<A extends MatchableAutomation>(
  automations: readonly A[],
  event: Pick<BusinessEventDetail, 'type' | 'data'>,
): A[] {
  return automations.filter((a) => a.isActive && a.triggerType === event.type && fits(a, event));
}

function fits(automation: MatchableAutomation, event: Pick<BusinessEventDetail, 'type' | 'data'>): boolean {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'schedule':
    case 'webhook_received':
      return data.automationId === automation.id;
    case 'integration_item': {
      const config = automation.triggerConfig;
      if (!config?.dataType || config.dataType !== data.dataType) return false;
      if (config.status) return config.status.toLowerCase() === String(data.status ?? '').toLowerCase();
      // Watching a kind without a status is watching for new items: a change of status (an invoice now overdue
      // included) is news to those watching for it.
      return data.change !== 'status_changed';
    }
    default:
      return true;
  }
}
