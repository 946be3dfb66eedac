import { describe, expect, it } from 'vitest';
import { matchAutomations } from './matching';

describe('matchAutomations', () => {
  const automations = [
    { id: 'a', isActive: true, triggerType: 'task_completed' as const },
    { id: 'b', isActive: false, triggerType: 'task_completed' as const },
    { id: 'c', isActive: true, triggerType: 'new_lead' as const },
    { id: 'd', isActive: true, triggerType: 'task_completed' as const },
  ];

  it('picks the active automations whose trigger is the event type, in order', () => {
    expect(matchAutomations(automations, 'task_completed').map((a) => a.id)).toEqual(['a', 'd']);
    expect(matchAutomations(automations, 'new_lead').map((a) => a.id)).toEqual(['c']);
    expect(matchAutomations(automations, 'invoice_paid')).toEqual([]);
  });
});
