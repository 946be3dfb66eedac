import type { BusinessEventType } from '@shared/schemas/business-event-type';

export interface MatchableAutomation {
  id: string;
  isActive: boolean;
  triggerType: BusinessEventType;
}

/** The automations an event should run: active ones whose trigger is the event's type. */
export function matchAutomations<A extends MatchableAutomation>(
  automations: readonly A[],
  eventType: BusinessEventType,
): A[] {
  return automations.filter((a) => a.isActive && a.triggerType === eventType);
}
