import type { TriggerType } from '@shared/schemas/automation';

export interface MatchableAutomation {
  id: string;
  isActive: boolean;
  triggerType: TriggerType;
}

/** The automations an event should run: active ones whose trigger is the event's type. */
export function matchAutomations<A extends MatchableAutomation>(
  automations: readonly A[],
  eventType: TriggerType,
): A[] {
  return automations.filter((a) => a.isActive && a.triggerType === eventType);
}
