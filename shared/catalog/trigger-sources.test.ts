import { describe, expect, it } from 'vitest';
import { crmTarget, triggerSource } from './trigger-sources';

describe('trigger sources', () => {
  it('names the connected integrations that feed a trigger', () => {
    expect(triggerSource('new_lead', ['hubspot', 'stripe_data'])).toEqual({ fed: true, message: 'Fed by HubSpot' });
    expect(triggerSource('invoice_paid', ['xero', 'stripe_data'])).toEqual({
      fed: true,
      message: 'Fed by Xero, Stripe',
    });
    expect(triggerSource('task_completed', [])).toEqual({ fed: true, message: 'Fed by your own tasks' });
  });

  it('warns, in the issue’s words for leads, when nothing can fire the trigger', () => {
    expect(triggerSource('new_lead', ['stripe_data'])).toEqual({
      fed: false,
      message: 'No CRM connected yet: this automation runs when a connected CRM reports a new lead',
    });
    expect(triggerSource('meeting_scheduled', []).fed).toBe(false);
  });

  it('says which CRM update_crm writes to', () => {
    expect(crmTarget(['slack', 'pipedrive']).message).toBe('Records the event in Pipedrive');
    expect(crmTarget(['slack']).fed).toBe(false);
  });
});
