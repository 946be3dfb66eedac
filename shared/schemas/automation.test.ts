import { describe, expect, it } from 'vitest';
import { createAutomationInputSchema, updateAutomationInputSchema } from './automation';

describe('automation input schemas', () => {
  it('requires a name with the spec message', () => {
    for (const name of [undefined, '', '  ']) {
      expect(createAutomationInputSchema.safeParse({ name }).error?.issues[0]?.message).toBe(
        'Automation name is required',
      );
    }
  });

  it("applies the spec's defaults: active, invoice_paid, send_email", () => {
    expect(createAutomationInputSchema.parse({ name: 'Thanks' })).toEqual({
      name: 'Thanks',
      description: null,
      isActive: true,
      triggerType: 'invoice_paid',
      actionType: 'send_email',
      actionConfig: {},
    });
  });

  it('checks the settings of the chosen action', () => {
    const bad = (input: object) =>
      createAutomationInputSchema.safeParse({ name: 'x', ...input }).error?.issues[0]?.message;
    expect(bad({ actionType: 'send_sms', actionConfig: {} })).toBe(
      'SMS number must be in international format, e.g. +15551234567',
    );
    expect(bad({ actionType: 'send_sms', actionConfig: { smsTo: '+15551234567' } })).toBeUndefined();
    expect(bad({ actionConfig: { emailTo: 'not-an-email' } })).toBe('Email recipient must be a valid email address');
    expect(
      bad({ actionType: 'create_task', actionConfig: { emailTo: 'ignored since not an email action' } }),
    ).toBeUndefined();
  });

  it('accepts one {{variable}} as a recipient (the server checks which on save)', () => {
    const ok = (input: object) => createAutomationInputSchema.safeParse({ name: 'x', ...input }).success;
    expect(ok({ actionConfig: { emailTo: '{{invoice.customerEmail}}' } })).toBe(true);
    expect(ok({ actionType: 'send_sms', actionConfig: { smsTo: '{{ lead.phone }}' } })).toBe(true);
    expect(ok({ actionConfig: { emailTo: 'Dear {{invoice.customerEmail}}' } })).toBe(false);
  });

  it('accepts {isActive} as the patch and refuses an empty one', () => {
    expect(updateAutomationInputSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(updateAutomationInputSchema.safeParse({}).success).toBe(false);
  });

  it('takes every field the create dialog sets as a patch, checked as on create', () => {
    expect(
      updateAutomationInputSchema.parse({
        name: ' Thanks ',
        description: '',
        triggerType: 'new_lead',
        actionType: 'send_email',
        actionConfig: { emailTo: '{{lead.email}}' },
      }),
    ).toEqual({
      name: 'Thanks',
      description: null,
      triggerType: 'new_lead',
      actionType: 'send_email',
      actionConfig: { emailTo: '{{lead.email}}' },
    });
    const message = (input: object) => updateAutomationInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ name: ' ' })).toBe('Automation name is required');
    expect(message({ actionType: 'send_sms', actionConfig: { smsTo: '555' } })).toBe(
      'SMS number must be in international format, e.g. +15551234567',
    );
  });
});
