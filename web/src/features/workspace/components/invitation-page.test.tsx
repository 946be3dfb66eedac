import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAuthUser } from '../../../testing/fixtures';
import { navigateTo } from '../../../testing/navigate-stub';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { stubApi } from '../../../testing/stub-api';
import { InvitationPage } from './invitation-page';

vi.mock('../../../lib/navigate', () => import('../../../testing/navigate-stub'));

afterEach(() => {
  navigateTo.mockReset();
  resetApp();
});

const preview = {
  workspaceName: 'Acme Shop',
  invitedBy: 'Ada L',
  role: 'manager',
  email: 'max@example.com',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

const gone = (message: string) => Response.json({ code: 'gone', message }, { status: 410 });

describe('InvitationPage', () => {
  it('signed out: shows the invitation and sign-in and sign-up links that come back here', async () => {
    stubApi({
      getInvitation: () => preview,
      getAuthUser: () => Response.json({ code: 'unauthorized' }, { status: 401 }),
    });
    renderInApp(<InvitationPage token="tok_1" />, { signedInAs: null });
    expect(await screen.findByRole('heading', { name: 'Join Acme Shop' })).toBeTruthy();
    expect(screen.getByText(/Ada L invited/).textContent).toContain('max@example.com');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/api/login?returnTo=%2Finvite%2Ftok_1',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/api/login?mode=sign-up&returnTo=%2Finvite%2Ftok_1',
    );
  });

  it('signed in with the invited address: Accept joins and reloads the app in the workspace', async () => {
    const calls = stubApi({
      getInvitation: () => preview,
      acceptInvitation: () => ({
        workspaceId: 'w2',
        workspaceName: 'Acme Shop',
        role: 'manager',
        employeeId: null,
        joinedAt: '2026-11-28T10:00:00.000Z',
      }),
    });
    renderInApp(<InvitationPage token="tok_1" />, {
      signedInAs: anAuthUser({ email: 'max@example.com' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/'));
    expect(calls.find((c) => c.routeId === 'acceptInvitation')!.url).toBe('/api/invitations/tok_1/accept');
    // The used invitation is not read again: it would show 'already been used' until the app has reloaded.
    expect(calls.filter((c) => c.routeId === 'getInvitation')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Join Acme Shop' })).toBeTruthy();
  });

  it('signed in with another address: says which address to use and offers to sign out', async () => {
    stubApi({ getInvitation: () => preview });
    renderInApp(<InvitationPage token="tok_1" />, { signedInAs: anAuthUser({ email: 'other@example.com' }) });
    expect(await screen.findByText(/You are signed in as other@example.com/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeTruthy();
  });

  it.each([
    ['This invitation has expired'],
    ['This invitation has already been used'],
    ['This invitation was revoked'],
  ])('says "%s" for a link that no longer works', async (message) => {
    stubApi({ getInvitation: () => gone(message) });
    renderInApp(<InvitationPage token="tok_1" />, { signedInAs: anAuthUser() });
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('says a link that never existed is not valid', async () => {
    stubApi({
      getInvitation: () => Response.json({ code: 'not_found', message: 'Invitation not found' }, { status: 404 }),
    });
    renderInApp(<InvitationPage token="tok_1" />, { signedInAs: anAuthUser() });
    expect(await screen.findByText('This invitation link is not valid')).toBeTruthy();
  });
});
