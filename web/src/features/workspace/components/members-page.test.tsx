import type { MembersList } from '@shared/schemas/members';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAuthUser } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { failure, stubApi } from '../../../testing/stub-api';
import { MembersPage } from './members-page';

vi.mock('@tanstack/react-router', () => import('../../../testing/router-stub'));

afterEach(resetApp);

const owner = anAuthUser({ id: 'u1', role: 'owner', subscriptionTier: 'elite' });

const list = (overrides: Partial<MembersList> = {}): MembersList => ({
  members: [
    {
      userId: 'u1',
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      role: 'owner',
      employeeId: null,
      joinedAt: '2026-11-01T10:00:00.000Z',
    },
    {
      userId: 'u2',
      firstName: 'Max',
      lastName: 'Manager',
      email: 'max@example.com',
      role: 'manager',
      employeeId: null,
      joinedAt: '2026-11-02T10:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: 'i1',
      email: 'sam@example.com',
      role: 'member',
      employeeId: null,
      invitedBy: 'Ada L',
      expiresAt: '2099-01-01T00:00:00.000Z',
      createdAt: '2026-11-03T10:00:00.000Z',
    },
  ],
  seats: { used: 3, limit: 10 },
  ...overrides,
});

const emptyEmployees = {
  items: [],
  cursor: null,
  summary: { total: 0, fullTime: 0, averagePerformance: 0, departments: [] },
};

describe('MembersPage', () => {
  it('lists members with role selectors (not for the owner), pending invitations and the seats', async () => {
    stubApi({ listMembers: () => list(), listEmployees: () => emptyEmployees });
    renderInApp(<MembersPage />, { signedInAs: owner });
    expect((await screen.findByTestId('seat-count')).textContent).toBe('3 of 10 seats');
    const ownerRow = screen.getByTestId('member-u1');
    expect(within(ownerRow).queryByRole('combobox')).toBeNull();
    expect(within(ownerRow).queryByRole('button', { name: /Remove/ })).toBeNull();
    const manager = screen.getByTestId('member-u2');
    expect((within(manager).getByRole('combobox', { name: 'Role of Max Manager' }) as HTMLSelectElement).value).toBe(
      'manager',
    );
    const invitation = screen.getByTestId('invitation-sam@example.com');
    expect(within(invitation).getByRole('button', { name: 'Resend' })).toBeTruthy();
    expect(within(invitation).getByRole('button', { name: 'Revoke' })).toBeTruthy();
    expect(screen.queryByText('Upgrade for more seats')).toBeNull();
  });

  it('changes a role, and removes a member only after confirmation', async () => {
    let current = list();
    const calls = stubApi({
      listMembers: () => current,
      listEmployees: () => emptyEmployees,
      updateMember: ({ params, body }) => ({ ...current.members[1]!, userId: params.userId, role: body.role! }),
      removeMember: () => {
        current = list({ members: [current.members[0]!] });
        return null;
      },
    });
    renderInApp(<MembersPage />, { signedInAs: owner });
    const select = await screen.findByRole('combobox', { name: 'Role of Max Manager' });
    fireEvent.change(select, { target: { value: 'viewer' } });
    await waitFor(() => expect(calls.some((c) => c.routeId === 'updateMember')).toBe(true));
    expect(calls.find((c) => c.routeId === 'updateMember')!.body).toEqual({ role: 'viewer' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Max Manager' }));
    expect(calls.some((c) => c.routeId === 'removeMember')).toBe(false);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByTestId('member-u2')).toBeNull());
    expect(calls.find((c) => c.routeId === 'removeMember')!.url).toBe('/api/workspace/members/u2');
  });

  it('revokes an invitation only after confirmation: the link stops working and cannot be given back', async () => {
    let current = list();
    const calls = stubApi({
      listMembers: () => current,
      listEmployees: () => emptyEmployees,
      revokeInvitation: () => {
        current = list({ invitations: [] });
        return null;
      },
    });
    renderInApp(<MembersPage />, { signedInAs: owner });
    const invitation = await screen.findByTestId('invitation-sam@example.com');
    fireEvent.click(within(invitation).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/sam@example.com can no longer join/)).toBeTruthy();
    expect(calls.some((c) => c.routeId === 'revokeInvitation')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    await waitFor(() => expect(screen.queryByTestId('invitation-sam@example.com')).toBeNull());
    expect(calls.find((c) => c.routeId === 'revokeInvitation')!.url).toBe('/api/workspace/invitations/i1');
  });

  it('invites by email and role, then offers the link to copy', async () => {
    const calls = stubApi({
      listMembers: () => list(),
      listEmployees: () => emptyEmployees,
      createInvitation: ({ body }) =>
        Response.json(
          {
            id: 'i2',
            email: body.email,
            role: body.role,
            expiresAt: '2099-01-01T00:00:00.000Z',
            inviteUrl: 'http://app/invite/tok',
          },
          { status: 201 },
        ),
    });
    renderInApp(<MembersPage />, { signedInAs: owner });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'new@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'manager' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(((await within(dialog).findByLabelText('Invitation link')) as HTMLInputElement).value).toBe(
      'http://app/invite/tok',
    );
    expect(calls.find((c) => c.routeId === 'createInvitation')!.body).toEqual({
      email: 'new@example.com',
      role: 'manager',
    });
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it("shows the server's words when an invitation is refused, and an upgrade link when the seats are full", async () => {
    stubApi({
      listMembers: () => list({ seats: { used: 1, limit: 1 }, invitations: [] }),
      listEmployees: () => emptyEmployees,
    });
    renderInApp(<MembersPage />, { signedInAs: anAuthUser({ role: 'owner' }) });
    expect((await screen.findByTestId('seat-count')).textContent).toBe('1 of 1 seat');
    expect(screen.getByRole('link', { name: 'Upgrade for more seats' }).getAttribute('href')).toBe('/subscription');
    expect((screen.getByRole('button', { name: 'Invite member' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('No pending invitations.')).toBeTruthy();
  });

  it('says when the members could not be loaded', async () => {
    stubApi({ listMembers: () => failure(500, 'boom'), listEmployees: () => emptyEmployees });
    renderInApp(<MembersPage />, { signedInAs: owner });
    expect(await screen.findByText('Team members could not be loaded')).toBeTruthy();
  });
});
