import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBranding, anAuditEntry, anAuthUser } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { stubApi } from '../../../testing/stub-api';
import { AuditLogPage } from './audit-log-page';

vi.mock('@tanstack/react-router', () => import('../../../testing/router-stub'));

afterEach(resetApp);

const members = {
  members: [
    {
      userId: 'u-maria',
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.com',
      role: 'admin',
      employeeId: null,
      joinedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  invitations: [],
  seats: { used: 1, limit: 25 },
};

const FIRST_ANSWER = { timeout: 20_000 };

const eliteOwner = anAuthUser({ role: 'owner', subscriptionTier: 'elite' });

describe('AuditLogPage', () => {
  it('lists entries in words with their verification, filters by person, shows a diff and exports the same filters', async () => {
    const calls = stubApi({
      listAuditEntries: () => ({ items: [anAuditEntry({ changes: { salary: [58000, 61000] } })], cursor: null }),
      verifyAuditLog: () => ({ ok: true, checked: 12408, firstMismatch: null, mismatches: [] }),
      listMembers: () => members,
      getBranding: () => aBranding(),
    });
    renderInApp(<AuditLogPage />, { signedInAs: eliteOwner });

    // The first answer waits for the contracts' schemas to load (the dev-mode response check): seconds under load.
    expect(
      await screen.findByText("Maria Lopez changed Sam Carter's salary from $58,000 to $61,000", {}, FIRST_ANSWER),
    ).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('Log verified: 12,408 entries, no gaps');
    expect(screen.getByText(/kept for 365 days/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Sam Carter' }).getAttribute('href')).toBe('/team/emp1');

    fireEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    const diff = screen.getByRole('table', { name: 'Changes: Sam Carter' });
    expect(diff.textContent).toContain('salary$58,000$61,000');

    await screen.findByRole('option', { name: 'Maria Lopez' });
    fireEvent.change(screen.getByLabelText('Person'), { target: { value: 'u-maria' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.routeId === 'listAuditEntries' && c.url.includes('actor=u-maria') && c.url.includes('from='),
        ),
      ).toBe(true),
    );
    const last = calls.filter((c) => c.routeId === 'listAuditEntries').at(-1)!;
    expect(Object.fromEntries(new URL(last.url, 'http://app').searchParams)).toEqual({
      actor: 'u-maria',
      from: '2026-11-01T00:00:00.000Z',
      limit: '50',
    });
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/audit/export?actor=u-maria&from=2026-11-01T00%3A00%3A00.000Z',
    );
  });

  it('says a broken chain in words, and hides compensation values the reader may not see', async () => {
    stubApi({
      listAuditEntries: () => ({
        items: [anAuditEntry({ changes: { salary: [null, null] }, hiddenFields: ['salary'] })],
        cursor: null,
      }),
      verifyAuditLog: () => ({
        ok: false,
        checked: 40,
        firstMismatch: { seq: 7, problem: 'edited' },
        mismatches: [{ seq: 7, problem: 'edited' }],
      }),
      listMembers: () => members,
      getBranding: () => aBranding(),
    });
    renderInApp(<AuditLogPage />, { signedInAs: eliteOwner });
    expect((await screen.findByRole('status', {}, FIRST_ANSWER)).textContent).toBe(
      'Log check failed: entry #7 was changed after it was written',
    );
    expect(await screen.findByText("Maria Lopez changed Sam Carter's salary")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    expect(screen.getByRole('table').textContent).toContain('salaryHiddenHidden');
  });

  it('labels the day inputs where they can be seen, and says so when From is after To', async () => {
    stubApi({
      listAuditEntries: () => ({ items: [], cursor: null }),
      verifyAuditLog: () => ({ ok: true, checked: 0, firstMismatch: null, mismatches: [] }),
      listMembers: () => members,
      getBranding: () => aBranding(),
    });
    renderInApp(<AuditLogPage />, { signedInAs: eliteOwner });
    // Two bare date inputs read 'mm/dd/yyyy' alike: each needs a visible name.
    expect(screen.getByText('From', { selector: 'label' })).toBeTruthy();
    expect(screen.getByText('To', { selector: 'label' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe('The From day is after the To day.');
  });

  it('shows what the audit log is and an upgrade link below Elite, and asks nothing of the server', () => {
    const calls = stubApi({});
    renderInApp(<AuditLogPage />, { signedInAs: anAuthUser({ role: 'owner', subscriptionTier: 'pro' }) });
    expect(screen.getByRole('link', { name: 'Upgrade to Elite to see the audit log' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(calls.filter((c) => c.routeId === 'listAuditEntries')).toEqual([]);
  });

  it('tells a manager why their role cannot see it, and asks the API nothing', () => {
    const calls = stubApi({});
    renderInApp(<AuditLogPage />, { signedInAs: anAuthUser({ role: 'manager', subscriptionTier: 'elite' }) });
    expect(screen.getByText('Your role (Manager) cannot view the audit log')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
