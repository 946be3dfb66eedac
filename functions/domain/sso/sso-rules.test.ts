import { describe, expect, it } from 'vitest';
import { isAllowedEmail, joiningRole, passwordRefusedFor, requireSsoMessage, ssoSessionSeconds } from './sso-rules';

const policy = { allowedDomains: ['shop.example', 'shop.co.uk'], requireSso: true };

describe('single sign-on rules', () => {
  it('allows emails of the allowed domains only, whatever their case', () => {
    expect(isAllowedEmail(policy, 'Ana@Shop.Example')).toBe(true);
    expect(isAllowedEmail(policy, 'ana@mail.shop.example')).toBe(false);
    expect(isAllowedEmail(policy, 'ana@other.example')).toBe(false);
  });

  it('refuses the password to members of the allowed domains when SSO is required, never to the owner', () => {
    expect(passwordRefusedFor(policy, { role: 'member', email: 'ana@shop.example' })).toBe(true);
    expect(passwordRefusedFor(policy, { role: 'admin', email: 'bo@shop.co.uk' })).toBe(true);
    expect(passwordRefusedFor(policy, { role: 'owner', email: 'olivia@shop.example' })).toBe(false);
    expect(passwordRefusedFor(policy, { role: 'member', email: 'guest@other.example' })).toBe(false);
    expect(passwordRefusedFor({ ...policy, requireSso: false }, { role: 'member', email: 'ana@shop.example' })).toBe(
      false,
    );
  });

  it("names the workspace's single sign-on in the refusal", () => {
    expect(requireSsoMessage('Corner Shop', 'ana@shop.example')).toBe(
      "Corner Shop signs in with single sign-on for shop.example addresses: use 'Sign in with SSO' with your work email instead of a password.",
    );
  });

  it("gives a pending invitation's role over the default", () => {
    expect(joiningRole('viewer')).toBe('viewer');
    expect(joiningRole('viewer', 'manager')).toBe('manager');
  });

  it('keeps SSO sessions between 1 and 24 hours', () => {
    expect(ssoSessionSeconds(12)).toBe(12 * 3600);
    expect(ssoSessionSeconds(0)).toBe(3600);
    expect(ssoSessionSeconds(48)).toBe(24 * 3600);
  });
});
