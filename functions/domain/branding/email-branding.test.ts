import { describe, expect, it } from 'vitest';
import { brandedEmail, messageBrandOf } from './email-branding';

const email = { subject: 'Thanks for your order', body: 'Hi Ana, your cake is ready.' };

describe('brandedEmail', () => {
  it('sends in the workspace name, with BizPilot beside it in the footer', () => {
    expect(brandedEmail(email, { displayName: 'Northwind Bakery', hideBizPilotName: false })).toEqual({
      subject: 'Thanks for your order',
      body: 'Hi Ana, your cake is ready.\n\n— Northwind Bakery, sent with BizPilot',
      fromName: 'Northwind Bakery',
    });
  });

  it("leaves no 'BizPilot' in a white-labelled email", () => {
    const sent = brandedEmail(email, { displayName: 'Northwind Bakery', hideBizPilotName: true });
    expect(sent.body.endsWith('— Northwind Bakery')).toBe(true);
    expect(JSON.stringify(sent)).not.toMatch(/bizpilot/i);
  });

  it('keeps the email as written without a display name', () => {
    expect(brandedEmail(email, { displayName: null, hideBizPilotName: true })).toEqual(email);
  });
});

describe('messageBrandOf', () => {
  it('names the workspace, else BizPilot, and nothing when white-labelled without a name', () => {
    expect(messageBrandOf({ displayName: 'Northwind Bakery', hideBizPilotName: true })).toBe('Northwind Bakery');
    expect(messageBrandOf({ displayName: null, hideBizPilotName: false })).toBe('BizPilot');
    expect(messageBrandOf({ displayName: null, hideBizPilotName: true })).toBeNull();
  });
});
