import { describe, expect, it } from 'vitest';
import { prepareActionConfig } from './action-config';

describe('prepareActionConfig', () => {
  it("keeps only the action's own settings and drops empty texts", () => {
    const prepared = prepareActionConfig(
      'create_task',
      'task_completed',
      { taskTitle: 'Next: {{task.title}}', taskPriority: 'high', emailTo: 'x@example.com', smsMessage: 'hi' },
      'owner@example.com',
    );
    expect(prepared).toEqual({ config: { taskTitle: 'Next: {{task.title}}', taskPriority: 'high' } });
    expect(prepareActionConfig('send_sms', 'new_lead', { smsTo: '+15551234567', smsMessage: '' }, null)).toEqual({
      config: { smsTo: '+15551234567' },
    });
  });

  it("sends email to the owner's address when no recipient is given", () => {
    expect(prepareActionConfig('send_email', 'invoice_paid', {}, 'owner@example.com').config).toEqual({
      emailTo: 'owner@example.com',
    });
    expect(prepareActionConfig('send_email', 'invoice_paid', {}, null).problem).toBe('Email recipient is required');
  });

  it("refuses variables the trigger's events do not carry", () => {
    const prepared = prepareActionConfig(
      'send_email',
      'new_lead',
      { emailSubject: 'Lead {{task.title}}' },
      'o@example.com',
    );
    expect(prepared.problem).toMatch(
      /^Unknown template variable \{\{task\.title\}\} for the New Lead trigger; use one of \{\{lead\.name\}\}/,
    );
    expect(
      prepareActionConfig('send_email', 'new_lead', { emailSubject: 'Lead {{lead.name}}' }, 'o@example.com').problem,
    ).toBeUndefined();
  });

  it('takes a recipient variable of the right kind only, and checks recipients for unknown variables', () => {
    expect(
      prepareActionConfig('send_email', 'invoice_paid', { emailTo: '{{invoice.customerEmail}}' }, 'o@example.com'),
    ).toEqual({ config: { emailTo: '{{invoice.customerEmail}}' } });
    expect(
      prepareActionConfig('send_sms', 'new_lead', { smsTo: '{{ lead.phone }}' }, 'o@example.com').problem,
    ).toBeUndefined();
    expect(
      prepareActionConfig('send_email', 'invoice_paid', { emailTo: '{{invoice.customerName}}' }, 'o@example.com'),
    ).toMatchObject({
      path: 'actionConfig.emailTo',
      problem: 'Email recipient {{invoice.customerName}} is not an email address; use {{invoice.customerEmail}}',
    });
    expect(
      prepareActionConfig('send_email', 'task_completed', { emailTo: '{{task.title}}' }, 'o@example.com').problem,
    ).toBe('Email recipient {{task.title}} is not an email address, and the Task Completed trigger offers none');
    expect(
      prepareActionConfig('send_email', 'invoice_paid', { emailTo: '{{invoice.customerMail}}' }, 'o@example.com')
        .problem,
    ).toMatch(/^Unknown template variable \{\{invoice\.customerMail\}\} for the Invoice Paid trigger/);
  });
});
