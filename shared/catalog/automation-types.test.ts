import { describe, expect, it } from 'vitest';
import { actionTypeValues, createAutomationInputSchema, triggerTypeValues } from '../schemas/automation';
import { businessEventTypes } from '../schemas/business-event-type';
import {
  actionTypes,
  DEFAULT_ACTION_TYPE,
  DEFAULT_TRIGGER_TYPE,
  defaultActionTexts,
  triggerTypes,
} from './automation-types';

describe('automation catalogue', () => {
  it("lists the spec's trigger and action types first, in the spec's order, then issue 33's: 10 of each", () => {
    const triggers = triggerTypes.map((t) => t.value);
    const actions = actionTypes.map((a) => a.value);
    expect(triggers.slice(0, 4)).toEqual(businessEventTypes.slice(0, 4));
    // Every business event is a trigger the catalogue offers (a cash_low event from the forecast included).
    expect(triggers).toEqual(expect.arrayContaining([...businessEventTypes]));
    expect(triggers).toEqual([...triggerTypeValues]);
    expect(actions.slice(0, 4)).toEqual(['send_email', 'create_task', 'send_sms', 'update_crm']);
    expect(actions).toEqual([...actionTypeValues]);
    expect([triggerTypes.length, actionTypes.length]).toEqual([10, 10]);
  });

  it('has the same defaults as the API (invoice_paid, send_email)', () => {
    const parsed = createAutomationInputSchema.parse({ name: 'x' });
    expect([parsed.triggerType, parsed.actionType]).toEqual([DEFAULT_TRIGGER_TYPE, DEFAULT_ACTION_TYPE]);
    expect([DEFAULT_TRIGGER_TYPE, DEFAULT_ACTION_TYPE]).toEqual(['invoice_paid', 'send_email']);
  });

  it("uses only each trigger's own variables in its default texts", () => {
    for (const trigger of triggerTypes) {
      const texts = Object.values(defaultActionTexts(trigger.value)).join(' ');
      const used = [...texts.matchAll(/\{\{([\w.]+)\}\}/g)].map((m) => m[1]);
      for (const variable of used) expect(trigger.variables).toContain(variable);
    }
  });

  it("gives the follow-up task of a completed task the title 'Follow up: <task title>'", () => {
    expect(defaultActionTexts('task_completed').taskTitle).toBe('Follow up: {{task.title}}');
  });
});
