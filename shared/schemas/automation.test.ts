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

  it('accepts {isActive} as the patch and refuses an empty one', () => {
    expect(updateAutomationInputSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(updateAutomationInputSchema.safeParse({}).success).toBe(false);
  });
});
