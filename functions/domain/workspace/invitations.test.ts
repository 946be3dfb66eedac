import { describe, expect, it } from 'vitest';
import { checkSeats, invitationEmail, invitationState, maskEmail, recentSends, retryAfterSeconds } from './invitations';

describe('invitation rules', () => {
  it('masks the local part of an address', () => {
    expect(maskEmail('alice@example.com')).toBe('a…@example.com');
    expect(maskEmail('not-an-address')).toBe('…');
  });

  it('tells a pending invitation from an expired one by its expiry', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    expect(invitationState({ status: 'pending', validUntil: '2026-11-28T10:00:01Z' }, at)).toBe('pending');
    expect(invitationState({ status: 'pending', validUntil: '2026-11-28T10:00:00Z' }, at)).toBe('expired');
    expect(invitationState({ status: 'revoked', validUntil: '2026-11-20T10:00:00Z' }, at)).toBe('revoked');
  });

  it('refuses a seat beyond the plan, naming the limit and the plan that lifts it', () => {
    expect(checkSeats('elite', 9)).toEqual({ allowed: true });
    expect(checkSeats('starter', 1)).toEqual({
      allowed: false,
      message: 'Plan limit reached: the Starter plan includes 1 team member. Upgrade to Elite for 10 team members.',
    });
    expect(checkSeats('elite', 10)).toMatchObject({ allowed: false });
    expect(checkSeats('elite', 12)).toMatchObject({
      message: expect.stringContaining('Remove a member or revoke an invitation'),
    });
  });

  it('counts the sends of the last 7 days only', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const old = '2026-11-20T10:00:00Z';
    expect(recentSends([old], now)).toEqual({ recent: [], allowed: true });
    const ten = Array.from({ length: 10 }, () => '2026-11-27T10:00:00Z');
    expect(recentSends(ten, now).allowed).toBe(false);
    expect(retryAfterSeconds(ten, now)).toBe(6 * 24 * 3600);
  });
});

describe('the invitation email', () => {
  const invitation = {
    workspaceName: 'Northwind',
    invitedBy: 'Ola Berg',
    role: 'admin' as const,
    inviteUrl: 'https://app.example/invite#t',
    expiresAt: new Date('2026-12-06T12:00:00Z'),
  };

  it('names the workspace and the product it is on', () => {
    const email = invitationEmail({ ...invitation, productName: 'BizPilot' });
    expect(email.subject).toBe('Ola Berg invited you to Northwind on BizPilot');
    expect(email.body).toMatch(/^Ola Berg invited you to join Northwind on BizPilot as an Admin\.\n/);
  });

  it("names only the workspace for a white-labelled one: no 'BizPilot' in the subject or the body", () => {
    const email = invitationEmail({ ...invitation, productName: null });
    expect(email.subject).toBe('Ola Berg invited you to Northwind');
    expect(email.body).toMatch(/^Ola Berg invited you to join Northwind as an Admin\.\n/);
    expect(`${email.subject}\n${email.body}`).not.toMatch(/BizPilot/i);
  });
});
