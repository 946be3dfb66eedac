import type { AuditEntry } from '@shared/schemas/audit';
import { describe, expect, it } from 'vitest';
import { anAuditEntry } from '../../testing/fixtures';
import { auditSentence } from './audit-sentence';
import { verificationSentence } from './audit-verification';

describe('auditSentence', () => {
  it.each<{ what: string; entry: Partial<AuditEntry>; sentence: string }>([
    {
      what: 'a salary change with its values in dollars',
      entry: { changes: { salary: [58000, 61000] } },
      sentence: "Maria Lopez changed Sam Carter's salary from $58,000 to $61,000",
    },
    {
      what: 'compensation the reader may not see by name, without its values',
      entry: { changes: { salary: [null, null], position: ['Cook', 'Chef'] }, hiddenFields: ['salary'] },
      sentence: "Maria Lopez changed Sam Carter's salary, position from Cook to Chef",
    },
    {
      what: 'switches, empty values and camelCase fields in words',
      entry: {
        action: 'automation.toggled',
        target: { type: 'automation', id: 'a1', label: 'Follow ups' },
        changes: { isActive: [true, false], hourlyRate: [null, 25.5] },
      },
      sentence: "Maria Lopez changed Follow ups' is active from on to off, hourly rate from none to $25.50",
    },
    {
      what: 'a failed sign-in as a sentence',
      entry: { action: 'auth.sign_in_failed', target: { type: 'user', id: 'u1', label: 'Maria Lopez' } },
      sentence: 'Maria Lopez failed to sign in (wrong password)',
    },
    {
      what: 'a one-off action as a sentence',
      entry: { action: 'invitation.created', target: { type: 'invitation', id: 'i', label: 'sam@example.com' } },
      sentence: 'Maria Lopez invited sam@example.com',
    },
    {
      what: 'a refusal as one',
      entry: { result: 'denied', target: { type: 'route', id: 'DELETE /api/tasks/1', label: 'delete a task' } },
      sentence: 'Maria Lopez was refused: delete a task',
    },
  ])('says $what', ({ entry, sentence }) => {
    expect(auditSentence(anAuditEntry(entry))).toBe(sentence);
  });

  it('reads a refused single sign-on as a sentence, with its facts', () => {
    expect(
      auditSentence(
        anAuditEntry({
          actor: { type: 'anonymous', id: 'anonymous', name: 'Someone' },
          action: 'auth.sign_in_failed',
          target: { type: 'settings', id: 'sso', label: 'Single sign-on' },
          changes: {
            method: [null, 'sso'],
            reason: [null, 'the email address is not in a domain the single sign-on allows'],
            email: [null, 'zed@other.example'],
          },
        }),
      ),
    ).toBe(
      'Someone failed to sign in with single sign-on (method: sso, reason: the email address is not in a domain the ' +
        'single sign-on allows, email: zed@other.example)',
    );
  });

  it('falls back to the action and target for an action without a phrase, with its facts', () => {
    const synced = anAuditEntry({
      actor: { type: 'provider', id: 'shopify', name: 'Shopify' },
      action: 'integration.synced',
      target: { type: 'integration', id: 'i1', label: 'My shop' },
      changes: { created: [null, 12], updated: [null, 0] },
    });
    expect(auditSentence(synced)).toBe('Shopify synced the integration "My shop" (created: 12, updated: 0)');
  });

  it("calls the app itself by the screen's name for it: a white-labelled workspace's, not BizPilot", () => {
    const swept = anAuditEntry({
      actor: { type: 'system', id: 'system', name: 'BizPilot' },
      action: 'member.removed',
      target: { type: 'member', id: 'm1', label: 'Sam Carter' },
    });
    expect(auditSentence(swept, { system: 'The app' })).toBe('The app removed Sam Carter from the workspace');
    expect(auditSentence(swept)).toBe('BizPilot removed Sam Carter from the workspace');
    // A person named like the product keeps their name.
    expect(auditSentence({ ...swept, actor: { type: 'user', id: 'u9', name: 'Bizzy' } }, { system: 'X' })).toMatch(
      /^Bizzy /,
    );
  });
});

describe('verificationSentence', () => {
  it('says a verified log with its count, and the first mismatch in words', () => {
    expect(verificationSentence({ ok: true, checked: 12408, firstMismatch: null, mismatches: [] })).toBe(
      'Log verified: 12,408 entries, no gaps',
    );
    const broken = { ok: false, checked: 40, firstMismatch: { seq: 7, problem: 'missing' as const } };
    expect(verificationSentence({ ...broken, mismatches: [broken.firstMismatch, { seq: 9, problem: 'edited' }] })).toBe(
      'Log check failed: entry #7 was deleted (2 problems found)',
    );
  });
});
